import type { QueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import type { ClientApiMessage } from "../store-api/errors";
import { broadcast } from "../state/events";

/** The auth errors: the shop's messages, or the customer missing from a refreshed session. */
export type AuthError = Pick<ClientApiMessage, "code" | "detail">;
export const CUSTOMER_NOT_IN_CONTEXT: AuthError = {
  code: "customer-not-in-context",
  detail: "The session holds no customer.",
};

/** Init, loading, success (holds the editor session id), error (a list of errors). */
export type AuthState =
  | { status: "init" }
  | { status: "loading" }
  /** The editor session's expiry (ms since the epoch): an id read long ago is not handed to the editor. */
  | { status: "success"; editorSessionId: string | null; editorSessionExpires: number | null }
  | { status: "error"; errors: AuthError[] };

const INIT: AuthState = { status: "init" };
let state: AuthState = INIT;
const listeners = new Set<() => void>();

/**
 * The tab's auth state. A browser-only store: a Worker isolate serves many shoppers, so on the server
 * (forms without JavaScript) nothing is kept and the redirect that follows is the whole answer.
 */
export const auth = {
  get: (): AuthState => state,
  set(next: AuthState): void {
    if (typeof window === "undefined") return;
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useAuthState = (): AuthState => useSyncExternalStore(auth.subscribe, auth.get, () => INIT);

/** Resolves once a login succeeded (or rejects when the next settled state is not a success). */
export function nextLogin(): Promise<Extract<AuthState, { status: "success" }>> {
  return new Promise((resolve, reject) => {
    const stop = auth.subscribe(() => {
      const now = auth.get();
      if (now.status === "loading") return;
      stop();
      if (now.status === "success") resolve(now);
      else reject(new Error(now.status === "error" ? (now.errors[0]?.code ?? "error") : "logged out"));
    });
  });
}

type SessionData = { customer: { id: string } | null };

/**
 * "a refresh that finds no customer gives customer-not-in-context, and a logout
 * event is broadcast if the customer had been logged in". A session that ends elsewhere (another
 * tab's logout, the shop's expiry) shows up as a refreshed session context without its customer;
 * the tab's own logout is loading meanwhile and is not counted. Returns the unsubscribe.
 */
export function watchSessionExpiry(queryClient: QueryClient, onExpired: () => void): () => void {
  const cache = queryClient.getQueryCache();
  const customerIn = (data: unknown) => (data as SessionData | undefined)?.customer?.id ?? null;
  let known: string | null = null;
  for (const query of cache.findAll({ queryKey: ["session-context"] })) known ??= customerIn(query.state.data);
  return cache.subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success" || event.query.queryKey[0] !== "session-context")
      return;
    const now = customerIn(event.query.state.data);
    const lost = known !== null && now === null;
    known = now;
    if (!lost) return;
    if (auth.get().status === "loading") return;
    auth.set({ status: "error", errors: [CUSTOMER_NOT_IN_CONTEXT] });
    broadcast("logout", {});
    onExpired();
  });
}
