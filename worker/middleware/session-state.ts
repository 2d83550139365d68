import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { readContextToken } from "../services/context-cookie";
import { readSessionState, SessionStateTracker, sessionStateCookie } from "../services/session-state";

/**
 * Keeps the session state cookie up to date (services/session-state): the request starts from what
 * the cookie claims (a new visitor is a guest with an empty cart), the Store API calls it makes or
 * passes on and the page it renders say what changed, and the answer carries the new state.
 */
export const sessionState = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const claimed = readSessionState(c);
    const fresh = readContextToken(c) === null;
    const tracker = new SessionStateTracker(claimed, fresh ? { customer: false, cartFilled: false, currencyId: null } : claimed);
    c.set("sessionState", tracker);
    await next();
    if (!tracker.changed) return;
    const cookie = sessionStateCookie(tracker.state, new URL(c.req.url).protocol === "https:");
    try {
      c.res.headers.append("Set-Cookie", cookie);
    } catch {
      // An answer passed on as it came has immutable headers.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append("Set-Cookie", cookie);
    }
  });
