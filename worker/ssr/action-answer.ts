import type { StaticHandlerContext } from "react-router";
import { isRouteErrorResponse } from "react-router";
import type { ActionAnswer } from "../../app/framework/action-answer";
import type { ActionOutcome } from "../../app/framework/action-outcome";
import type { FlashNotice } from "../../app/framework/services";
import { removeTokens } from "../../app/store-api/without-tokens";

const isRedirect = (response: Response) =>
  response.status >= 300 && response.status < 400 && response.headers.has("Location");

/**
 * The answer to a form sent with JavaScript (decision 021): the route's action ran here as it does for
 * a form without JavaScript (worker/middleware/page-post checked the post the same way), and instead of
 * a 303 and a flash cookie the page gets the action's result as data (app/framework/action-answer): its
 * status, or where its redirect leads, or that it failed (the error page); the notices it flashed; and
 * what it did that the page must follow (the outcome). The cookies it set go with it (the action's
 * own; the session's token cookie is added by middleware/session-cookie); the session token never does: the body loses every token key,
 * as the proxy's answers do. Never kept by a cache.
 */
export function actionAnswer(
  context: StaticHandlerContext | Response,
  outcome: ActionOutcome,
  notices: readonly FlashNotice[],
  cookies: readonly string[],
): Response {
  const headers = new Headers({ "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  const common = {
    notices: notices.slice(0, 20),
    events: outcome.events,
    changes: outcome.changes,
    cartChanged: outcome.cartChanged,
    ...(outcome.stale.length ? { stale: outcome.stale } : {}),
    ...(outcome.cart ? { cart: outcome.cart } : {}),
    ...(outcome.auth ? { auth: outcome.auth } : {}),
  };
  let answer: ActionAnswer;
  if (context instanceof Response) {
    for (const cookie of context.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    answer = isRedirect(context)
      ? {
          ...common,
          status: 303,
          location: context.headers.get("Location") ?? "/",
          ...(context.headers.has("X-Remix-Reload-Document") ? { reloadDocument: true } : {}),
        }
      : { ...common, status: context.status >= 400 ? context.status : 500, failed: true };
  } else {
    for (const own of Object.values(context.actionHeaders))
      for (const cookie of own.getSetCookie()) headers.append("Set-Cookie", cookie);
    const errors = Object.values(context.errors ?? {});
    if (errors.length) {
      const status =
        errors.map((error) => (isRouteErrorResponse(error) ? error.status : 500)).find((s) => s >= 400) ?? 500;
      answer = { ...common, status, failed: true };
    } else {
      answer = { ...common, status: context.statusCode, result: Object.values(context.actionData ?? {})[0] ?? null };
    }
  }
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  removeTokens(answer);
  return new Response(JSON.stringify(answer), { status: 200, headers });
}
