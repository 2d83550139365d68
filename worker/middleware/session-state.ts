import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { readContextToken } from "../services/context-cookie";
import { readSessionState, SessionStateTracker, sessionStateCookie } from "../services/session-state";
import { tokenGiven } from "./session-cookie";

/**
 * Keeps the session state cookie up to date (services/session-state): the request starts from what
 * the cookie vouches for (only a state the Worker signed for this token; a new visitor is a guest
 * with an empty cart), the Store API calls it makes or passes on and the page it renders say what
 * changed, and the answer carries the new state, signed for the token the browser keeps.
 */
export const sessionState = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const accessKey = c.var.config.STORE_API_ACCESS_KEY;
    const token = readContextToken(c);
    const claimed = await readSessionState(c, token, accessKey);
    const tracker = new SessionStateTracker(
      claimed,
      token === null ? { customer: false, cartFilled: false, contextHash: null } : claimed,
    );
    c.set("sessionState", tracker);
    await next();
    const state = await tracker.settled();
    // The token the browser keeps: the one the answer gives it (a new visitor's, a login's; middleware/session-cookie).
    const kept = tokenGiven(c, token) ?? token;
    // Without a token there is no session to describe; an unchanged state under the same token is signed already.
    if (!kept || (kept === token && !tracker.changed)) return;
    const cookie = await sessionStateCookie(state, kept, accessKey, new URL(c.req.url).protocol === "https:");
    try {
      c.res.headers.append("Set-Cookie", cookie);
    } catch {
      // An answer passed on as it came has immutable headers.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append("Set-Cookie", cookie);
    }
  });
