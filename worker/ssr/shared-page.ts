import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { queryKey } from "../../app/framework/query-keys";
import type { SessionContext } from "../../app/session/store-api";
import { type CacheContext, mayShare, type SessionState } from "../services/session-state";

/**
 * Screens whose page is the same for every guest in a context (issue 13: home, CMS, category,
 * product and landing pages, search results): the edge cache may keep them. Account, cart, checkout
 * and every other screen are a shopper's own.
 */
export const SHARED_SCREENS: ReadonlySet<string> = new Set(["home", "catch-all", "search"]);

/** The session context the page's loaders read, if they did. */
export const sessionOfPage = (queryClient: QueryClient, languageId: string): SessionContext | undefined =>
  queryClient.getQueryData<SessionContext>(queryKey("session-context", languageId));

/**
 * The session context this render read, when a page rendered in it may be shared: a guest's, with an
 * empty cart the Worker saw (services/session-state), unchanged since it was read. Null for a cookie's
 * claim alone, a customer, a cart that is filled or not known to be empty.
 */
export function contextSeenByRender(state: SessionState | undefined): CacheContext | null {
  return state?.context && !state.context.loggedIn && mayShare(state) ? state.context : null;
}

/**
 * A shared page carries the session context of the guest it was rendered for: the same for every
 * guest in its context, apart from a chosen payment or shipping method. It goes into the page as
 * already stale: a browser whose session has parts of its own (the es-personal hint, decision 027)
 * reads its own once hydrated, the personal parts then following in places the page keeps for them;
 * a new visitor's browser takes it as its own (app/session/session-context-query), and its loaders
 * read it again once the session becomes personal (ensureSession), so a chosen method shows then.
 */
export function withSessionToRefresh(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.queryKey[0] === "session-context" ? { ...query, state: { ...query.state, dataUpdatedAt: 0 } } : query,
    ),
  };
}
