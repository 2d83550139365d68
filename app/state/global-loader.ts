import { useSyncExternalStore } from "react";

/**
 * The global loader: open while any of its reasons is under way (a social login's
 * hand-off, a domain change from the language switcher). Opening is by name, so two reasons overlap without
 * one closing the other's, and closing a reason that is not open does nothing. One page has one
 * loader; the server renders it closed.
 */
export type GlobalLoaderReason = "social-login" | "domain-change";

let open: readonly GlobalLoaderReason[] = [];
const listeners = new Set<() => void>();

function set(next: readonly GlobalLoaderReason[]) {
  open = next;
  for (const listener of listeners) listener();
}

export function openGlobalLoader(reason: GlobalLoaderReason): void {
  if (!open.includes(reason)) set([...open, reason]);
}

export function closeGlobalLoader(reason: GlobalLoaderReason): void {
  if (open.includes(reason)) set(open.filter((r) => r !== reason));
}

/** Every reason at once: the page came back from the browser's back-forward cache, nothing is under way. */
export function closeGlobalLoaderAll(): void {
  if (open.length) set([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => open;
const serverSnapshot = (): readonly GlobalLoaderReason[] => [];

/** The reasons the loader is open for, the latest last (empty: closed). */
export const useGlobalLoader = (): readonly GlobalLoaderReason[] =>
  useSyncExternalStore(subscribe, snapshot, serverSnapshot);
