import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { PERSONAL_HINT_COOKIE } from "../../app/session/personal-hint";
import type { AppEnv } from "../env";
import { CONTEXT_COOKIE_MAX_AGE, readContextToken } from "../services/context-cookie";
import { mayShare, readSessionState, SessionStateTracker, sessionStateCookie } from "../services/session-state";
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
    if (!kept) return;
    const secure = new URL(c.req.url).protocol === "https:";
    // The browser's hint follows the state (also for a session from before the hint existed).
    const personal = !mayShare(state);
    if (personal !== (getCookie(c, PERSONAL_HINT_COOKIE) !== undefined))
      appendCookie(c, personalHintCookie(personal, secure));
    // An unchanged state under the same token is signed already.
    if (kept === token && !tracker.changed) return;
    appendCookie(c, await sessionStateCookie(state, kept, accessKey, secure));
  });

/** Readable by the page (app/session/personal-hint): set while the session has parts of its own, removed after. */
const personalHintCookie = (personal: boolean, secure: boolean): string =>
  generateCookie(PERSONAL_HINT_COOKIE, personal ? "1" : "", {
    maxAge: personal ? CONTEXT_COOKIE_MAX_AGE : 0,
    path: "/",
    sameSite: "Lax",
    secure,
  });

function appendCookie(c: Context<AppEnv>, cookie: string): void {
  try {
    c.res.headers.append("Set-Cookie", cookie);
  } catch {
    // An answer passed on as it came has immutable headers.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append("Set-Cookie", cookie);
  }
}
