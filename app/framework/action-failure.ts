import { isActionResult } from "./action-result";
import { tell } from "./action-outcome";
import type { IntentAnswer, IntentHandler, StorefrontActionArgs } from "./actions";
import { toRouteError } from "./loaders";
import { InternalError } from "../lib/internal-errors";
import { ClientApiError, toClientApiError } from "../store-api/errors";
import type { ActionError, StorefrontEvents } from "../state/events";

type FailureEvent = "cart-error" | "currency-error";

/** Texts are cut as the notices cut them: an event is no place for a whole upstream page. */
const DETAIL_MAX = 200;

/**
 * The errors of a failed call as the page may hear them: the shop's refusal (4xx) with its own codes
 * and texts; the shop down, slow or answering garbage as the storefront's one general failure, as its
 * notice says it (app/framework/actions): the fetch's text can name internal URLs, and the page is not
 * told which fault it was.
 */
export function actionErrors(error: ClientApiError): ActionError[] {
  if (!(error.statusCode >= 400 && error.statusCode < 500))
    return [{ code: "notification.changeFailed", title: "", detail: "" }];
  return error.messages.map((message) => ({
    code: String(message.code),
    title: String(message.title ?? "").slice(0, DETAIL_MAX),
    detail: String(message.detail ?? "").slice(0, DETAIL_MAX),
  }));
}

/** The shop's refusal keeps its status; the shop down, slow or garbled is the form's 502 (app/framework/actions). */
const failedStatus = (error: ClientApiError): number =>
  error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 502;

/** A failed answer of the intent itself (ok: false with a form or field error): its text keys are the codes. */
function ownErrors(answer: IntentAnswer): { status: number; errors: ActionError[] } | null {
  if (answer instanceof Response) return null;
  const result = isActionResult(answer) ? answer : answer.data;
  if (!isActionResult(result) || result.ok) return null;
  const status = isActionResult(answer) ? 400 : (answer.init?.status ?? 400);
  const keys = [result.formError, ...Object.values(result.fieldErrors ?? {})].filter(
    (key): key is string => typeof key === "string" && key.length > 0,
  );
  return keys.length ? { status, errors: keys.map((code) => ({ code, title: "", detail: "" })) } : null;
}

/**
 * An intent whose failures are broadcast in the page that sent it (spec section 8: "Cart and
 * currency action errors are collected per action and broadcast"), as its successes are: a call the
 * shop refused or could not answer, and the intent's own refusal. Redirects (maintenance, a lost
 * login) and the storefront's own faults (the error page) are no failed action of the shopper's.
 */
export function broadcastingFailures<T, E extends FailureEvent>(
  event: E,
  action: StorefrontEvents[E]["action"],
  handler: IntentHandler<T>,
): IntentHandler<T> {
  const fail = (args: StorefrontActionArgs, status: number, errors: ActionError[]) =>
    tell(args.services, event, { action, status, errors } as StorefrontEvents[E]);
  return {
    ...handler,
    async run(args, input) {
      let answer: IntentAnswer;
      try {
        answer = await handler.run(args, input);
      } catch (error) {
        if (!(error instanceof Response) && !(error instanceof InternalError) && !args.request.signal.aborted) {
          const apiError = error instanceof ClientApiError ? error : toClientApiError(error);
          // Maintenance and a lost login lead elsewhere (app/framework/actions): no failure of this form.
          if (!(toRouteError(apiError, args.domain.langPrefix, args.url) instanceof Response))
            fail(args, failedStatus(apiError), actionErrors(apiError));
        }
        throw error;
      }
      const own = ownErrors(answer);
      if (own) fail(args, own.status, own.errors);
      return answer;
    },
  };
}
