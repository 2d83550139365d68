import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { queryKey } from "../../app/queries/keys";
import type { SessionContext } from "../../app/store-api/context";

/**
 * Screens whose page is the same for every guest in a currency (issue 13: home, CMS, category,
 * product and landing pages, search results): the edge cache may keep them. Account, cart, checkout
 * and every other screen are a shopper's own.
 */
export const SHARED_SCREENS: ReadonlySet<string> = new Set(["home", "catch-all", "search"]);

/** The session context the page's loaders read, if they did. */
export const sessionOfPage = (queryClient: QueryClient, languageId: string): SessionContext | undefined => queryClient.getQueryData<SessionContext>(queryKey("session-context", languageId));

/**
 * A shared page carries the session context of the guest it was rendered for: the same for every
 * guest in its currency, apart from a chosen payment or shipping method. It goes into the page as
 * already stale, so that the browser reads its own session once hydrated (the personal parts then
 * follow it, in places the page keeps for them).
 */
export function withSessionToRefresh(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => (query.queryKey[0] === "session-context" ? { ...query, state: { ...query.state, dataUpdatedAt: 0 } } : query)),
  };
}
