import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { contextCookie, readContextToken } from "../services/context-cookie";

/**
 * The context token this answer gives the browser, or null when it keeps the one it sent: the token a
 * part of the request learned of (`sessionToken`: the proxy adopting the shop's, the Worker's Store API
 * client adopting one or issuing a new visitor's, the edge cache's new visitor) when it differs from the
 * request's. An answer the error handler made gives none: the part that learned of it did not finish.
 */
export function tokenGiven(c: Context<AppEnv>, requestToken: string | null): string | null {
  const token = c.var.sessionToken;
  if (c.error || !token || token === requestToken) return null;
  return token;
}

/**
 * The one place the context token cookie is set (HttpOnly, services/context-cookie): the parts that
 * learn of a token only say so in the `sessionToken` variable, and after they answered this appends
 * one Set-Cookie when it differs from the request's. Mounted around the edge cache, so the page it keeps
 * is taken before the cookie is added, and inside the session state, which signs its state for the token.
 */
export const sessionCookie = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const requestToken = readContextToken(c);
    await next();
    const token = tokenGiven(c, requestToken);
    if (!token) return;
    const cookie = contextCookie(token, new URL(c.req.url).protocol === "https:");
    try {
      c.res.headers.append("Set-Cookie", cookie);
    } catch {
      // An answer passed on as it came has immutable headers.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.append("Set-Cookie", cookie);
    }
  });
