import { data, type ActionFunctionArgs } from "react-router";
import type * as z from "zod/mini";
import { fieldErrors, serverErrors } from "../forms/form-errors";
import { isIntent, type Intent } from "../forms/intents";
import { InternalError } from "../lib/internal-errors";
import { ClientApiError, toClientApiError } from "../store-api/errors";
import { isActionResult, type ActionResult } from "./action-result";
import { logInternalError, routeArgs, toRouteError, type StorefrontLoaderArgs } from "./loaders";

export interface StorefrontActionArgs extends StorefrontLoaderArgs {
  formData: FormData;
}

/** One thing a form can ask for (its `intent` field), with the schema its fields must pass. */
export interface IntentHandler<T> {
  schema: z.ZodMiniType<T>;
  /**
   * A form whose text must survive a failure (contact, newsletter, addresses): it is shown again with
   * its values and errors instead of being redirected away. Other intents (a switch, a cart button)
   * are redirected back with a notice.
   */
  keepsValues?: boolean;
  run(args: StorefrontActionArgs, input: T): Promise<IntentAnswer>;
}

/** An intent's answer: its result, the result with a status or headers (`data()`), or a redirect. */
export type IntentAnswer = ActionResult | ReturnType<typeof data<ActionResult>> | Response;

export const defineIntent = <T>(intent: IntentHandler<T>): IntentHandler<T> => intent;

/** Fields that are never sent back into a page (passwords, the payment provider's card data). */
const SECRET_FIELD = /password|stateData/i;

function submittedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === "string" && name !== "intent" && !SECRET_FIELD.test(name)) values[name] = value;
  }
  return values;
}

/** An unknown intent comes back as it was posted (any string): no form takes the answer for its own. */
const failed = (result: ActionResult<string>, status: number) => data(result, { status });

/** A failed answer of a form that keeps its values gets them (the form is shown again with what was typed). */
function keepValues(answer: IntentAnswer, values: Record<string, string> | undefined): IntentAnswer {
  if (!values || answer instanceof Response) return answer;
  if (isActionResult(answer)) return answer.ok || answer.values ? answer : { ...answer, values };
  return isActionResult(answer.data) && !answer.data.ok && !answer.data.values
    ? data({ ...answer.data, values }, answer.init ?? undefined)
    : answer;
}

/**
 * A route action (design "Mutations are route actions"): reads the form, picks the intent, checks
 * its fields with the intent's schema and runs it. It runs in the Worker only (decision 021): a form
 * sent with JavaScript gets its answer as data (app/framework/server-action), one without a 303. Bad input is a field error
 * (400), never a 500; a shop's violation lands at its field; maintenance and a lost login lead where
 * loaders lead.
 */
export function storefrontAction(intents: Partial<Record<Intent, IntentHandler<unknown>>>) {
  return async (args: ActionFunctionArgs) => {
    const base = await routeArgs(args);
    let formData: FormData;
    try {
      formData = await args.request.formData();
    } catch {
      return failed({ intent: "", ok: false, formError: "form.errors.malformed" }, 400);
    }
    const posted = formData.get("intent");
    const name = isIntent(posted) && Object.hasOwn(intents, posted) ? posted : null;
    const intent = name ? intents[name] : undefined;
    if (!name || !intent)
      return failed(
        { intent: typeof posted === "string" ? posted : "", ok: false, formError: "form.errors.unknownIntent" },
        400,
      );
    const formId = formData.get("formId");
    const identity = { intent: name, ...(typeof formId === "string" && formId ? { formId } : {}) };
    const values = intent.keepsValues ? { values: submittedValues(formData) } : {};

    const raw: Record<string, string> = {};
    for (const [field, value] of formData) if (typeof value === "string" && !(field in raw)) raw[field] = value;
    const parsed = intent.schema.safeParse(raw);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      // A form that is not shown again tells its first problem in a notice (its own text, like the spec's project id message).
      if (!intent.keepsValues)
        base.services.flash({ type: "danger", messageKey: Object.values(errors)[0] ?? "form.errors.invalid" });
      return failed({ ...identity, ok: false, fieldErrors: errors, ...values }, 400);
    }

    try {
      const answer = keepValues(await intent.run({ ...base, formData }, parsed.data), values.values);
      // A form answers in place with JavaScript; without, the shopper is redirected back and reads the notice there.
      if (intent.keepsValues && !base.services.outcome && isActionResult(answer) && answer.ok && answer.notice)
        base.services.flash({ type: "success", messageKey: answer.notice });
      return answer;
    } catch (error) {
      if (error instanceof Response) throw error;
      // A form sent again before this one was done (a quantity clicked once more): nobody waits for this answer.
      if (args.request.signal.aborted) throw error;
      // The storefront's own fault is the error page (500), not a form the shop refused.
      if (error instanceof InternalError) {
        logInternalError(base.services, `action ${name} failed`, error);
        throw error;
      }
      const apiError = error instanceof ClientApiError ? error : toClientApiError(error);
      const mapped = toRouteError(apiError, base.domain.langPrefix, base.url);
      // Maintenance and a lost login are redirects, whatever the form was.
      if (mapped instanceof Response) throw mapped;
      const refused = apiError.statusCode >= 400 && apiError.statusCode < 500;
      // The shop down, slow or answering garbage: its text (or the fetch's, naming internal URLs) is no answer for the shopper.
      if (!refused) {
        console.error(`action ${name} failed`, apiError.messages);
        if (!intent.keepsValues) base.services.flash({ type: "danger", messageKey: "notification.changeFailed" });
        return failed({ ...identity, ok: false, formError: "notification.changeFailed", ...values }, 502);
      }
      const { fields, general } = serverErrors(apiError);
      if (!intent.keepsValues)
        base.services.flash({
          type: "danger",
          messageKey: "notification.shopMessage",
          params: { message: (general ?? Object.values(fields)[0] ?? apiError.message).slice(0, 200) },
        });
      return failed(
        {
          ...identity,
          ok: false,
          fieldErrors: fields,
          formError: general ?? (Object.keys(fields).length ? null : "notification.changeFailed"),
          ...values,
        },
        400,
      );
    }
  };
}
