import { useActionData } from "react-router";
import { isResultOf, type ActionResult } from "../framework/action-result";
import type { Intent } from "./intents";

/**
 * The answer to a form: the fetcher's (sent with JavaScript) or, when the page was rendered again
 * after a POST without JavaScript, the route's action data. Only the result of this form counts
 * (its intent, and its id when a page has several of the kind).
 */
export function useIntentResult(fetcherData: unknown, intent: Intent, formId?: string): ActionResult | null {
  const posted = useActionData();
  for (const candidate of [fetcherData, posted]) {
    if (isResultOf(candidate, intent) && (formId === undefined || candidate.formId === formId)) return candidate;
  }
  return null;
}
