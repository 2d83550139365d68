import type { Intent } from "../forms/intents";
import { safeReturnPath } from "../lib/return-path";

/**
 * What every route action answers (design "Mutations are route actions"). With JavaScript a fetcher
 * holds it (its own pending state and errors per form); without JavaScript the Worker reads it to
 * decide between post/redirect/get and rendering the page again with the form's errors.
 */
export interface ActionResult<I extends string = Intent> {
  /** The form's `intent` field: which change was asked for. */
  intent: I;
  ok: boolean;
  /** Field name → snippet key (our checks) or the shop's own message (its violations). */
  fieldErrors?: Record<string, string>;
  /** A problem that names no field. */
  formError?: string | null;
  /** The submitted values, so that a form shown again loses nothing (never passwords). */
  values?: Record<string, string>;
  /** Same-origin path a browser without JavaScript goes to after the change (default: where it came from). */
  redirectTo?: string;
  /** A snippet key confirming what was done, for the form that asked (the contact form's thanks). */
  notice?: string;
  /** A form identity when a page has several of one kind (a CMS slot id). */
  formId?: string;
}

/**
 * Some form's answer, its intent unchecked: an unknown intent comes back as it was posted, and the
 * browser is not sent the list of every intent to tell. isResultOf says whose answer it is.
 */
export function isActionResult(value: unknown): value is ActionResult<string> {
  return (
    typeof value === "object" &&
    value !== null &&
    "intent" in value &&
    typeof value.intent === "string" &&
    "ok" in value &&
    typeof value.ok === "boolean"
  );
}

/** The answer to a form of this intent. */
export const isResultOf = (value: unknown, intent: Intent): value is ActionResult =>
  isActionResult(value) && value.intent === intent;

/**
 * A failed form that carries its values is shown again (its text must not be lost); any other
 * result is redirected back, its notices travelling in the flash cookie.
 */
export const needsFormAgain = (result: ActionResult<string>): boolean => !result.ok && result.values !== undefined;

/** The same-origin path of a Referer header, or null. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    const own = new URL(request.url);
    if (from.origin !== own.origin) return null;
    // Checked like any return path: a Referer of "http://shop//evil.example/" names "//evil.example/", which a browser reads as another host.
    const path = safeReturnPath(`${from.pathname}${from.search}`, "");
    return path || null;
  } catch {
    return null;
  }
}

/**
 * Post/redirect/get for a page POST without JavaScript: where to send the browser (303) once the
 * action ran, or null when the page must be rendered again with the form's field errors.
 * Order: the action's own target, then the page the shopper came from, then the posted URL.
 */
export function postRedirectTarget(
  request: Request,
  actionData: Record<string, unknown> | null | undefined,
): string | null {
  const result = Object.values(actionData ?? {}).find(isActionResult);
  if (result && needsFormAgain(result)) return null;
  const own = new URL(request.url);
  // Only GETs are redirected to the canonical path, so a form can be posted to "//evil.example/" itself.
  const posted = safeReturnPath(
    `${own.pathname}${own.search.replace(/[?&]index(=[^&]*)?/, "").replace(/^&/, "?")}`,
    "/",
  );
  const fallback = refererPath(request) ?? posted;
  return result?.redirectTo ? safeReturnPath(result.redirectTo, fallback) : fallback;
}
