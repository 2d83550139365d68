import { useSyncExternalStore } from "react";

export type NotificationType = "success" | "danger" | "warning" | "info";

/** Id, type, message, translate flag, title. */
export interface Notification {
  id: number;
  type: NotificationType;
  message: string;
  /** The message is a snippet key to translate. */
  translate: boolean;
  params?: Record<string, string>;
  title?: string;
  persistent?: boolean;
}

type Listener = () => void;

/**
 * The notification list: one store per page (browser) or per request (server), never shared
 * between shoppers. Non-persistent notices dismiss themselves after the configured timeout.
 */
export class NotificationStore {
  private list: Notification[] = [];
  private readonly listeners = new Set<Listener>();
  private nextId = 1;
  private timersStarted = false;

  constructor(
    private timeoutMs = 2500,
    initial: Omit<Notification, "id">[] = [],
  ) {
    for (const n of initial) this.push(n, false);
  }

  push(notification: Omit<Notification, "id">, scheduleDismiss = true): number {
    const id = this.nextId++;
    this.list = [...this.list, { ...notification, id }];
    this.emit();
    if (scheduleDismiss) this.scheduleDismiss(id, notification.persistent);
    return id;
  }

  /** Starts the timers of notices that were rendered on the server (once; later notices start their own). */
  startTimers() {
    if (this.timersStarted) return;
    this.timersStarted = true;
    for (const n of this.list) this.scheduleDismiss(n.id, n.persistent);
  }

  dismiss(id: number) {
    this.list = this.list.filter((n) => n.id !== id);
    this.emit();
  }

  private scheduleDismiss(id: number, persistent?: boolean) {
    if (!persistent && typeof setTimeout === "function" && typeof window !== "undefined")
      setTimeout(() => this.dismiss(id), this.timeoutMs);
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  snapshot = () => this.list;

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

export function useNotificationList(store: NotificationStore): Notification[] {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
