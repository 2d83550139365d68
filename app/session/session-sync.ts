/**
 * The shop's tabs share one session cookie: a login, logout or currency change in one tab changes
 * the session of all of them. They tell each other, and each reads its session data again (a logout
 * elsewhere then shows as the customer missing from the refreshed session).
 */
const CHANNEL = "edge-storefront:session";
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel =
      typeof window !== "undefined" && typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

export function tellOtherTabsSessionChanged(): void {
  openChannel()?.postMessage({ type: "session-changed" });
}

/** Returns the unsubscribe. Without BroadcastChannel a tab catches up on its next read of the session. */
export function listenToOtherTabs(onChange: () => void): () => void {
  const open = openChannel();
  if (!open) return () => undefined;
  const listener = (event: MessageEvent<unknown>) => {
    if ((event.data as { type?: unknown } | null)?.type === "session-changed") onChange();
  };
  open.addEventListener("message", listener);
  return () => open.removeEventListener("message", listener);
}
