import type { Notification, NotificationStore } from "./notifications";

export type Notice = Omit<Notification, "id">;

/**
 * The page's notices, before and after their code is there. The notification list (store, timers)
 * is code only the notification centre and the actions need, both of which load after the page:
 * so the first load carries just this board with the notices the page was rendered with, and the
 * store opens when the notification centre renders (server: at once) or a notice arrives.
 */
export class NoticeBoard {
  private store: NotificationStore | null = null;

  /** `initial`: the notices the page is rendered with (the browser hydrates the same list). */
  constructor(
    readonly timeoutMs: number,
    readonly initial: readonly Notice[],
  ) {}

  /** The store, created on first use from the class its caller already loaded. */
  open(Store: typeof NotificationStore): NotificationStore {
    this.store ??= new Store(this.timeoutMs, [...this.initial]);
    return this.store;
  }

  /** A new notice: shown by the notification centre, loading the store's code when it is not there yet. */
  async push(notice: Notice): Promise<void> {
    const { NotificationStore } = await import("./notifications");
    this.open(NotificationStore).push(notice);
  }
}
