import type { ClientApiError } from "../store-api/errors";

export const NOT_ELIGIBLE_CODE = "PBX_SOCIAL_LOGIN__NOT_ELIGIBLE_FOR_PROVIDER_LOGIN";
/** The shop's own code for a hand-off it does not know (any more); we use it for one this browser did not start too. */
export const INVALID_STATE_CODE = "PBX_SOCIAL_LOGIN__INVALID_STATE";

/**
 * What the summary page tells a shopper whose social login did not work:
 * - `details`: the shop failed (500), every detail message it gave;
 * - `not-eligible`: the e-mail belongs to a password account, the shop's detail (the query string is cleared);
 * - `code`: anything else, shown as the translated `error.{code}` of the first error.
 */
export type SocialLoginProblem =
  | { kind: "details"; details: string[] }
  | { kind: "not-eligible"; detail: string }
  | { kind: "code"; code: string };

/** Codes end up in a snippet key: only a plain token is taken from outside, anything else reads as unknown. */
const CODE = /^[A-Za-z0-9_.:-]{1,100}$/;
export const problemCode = (code: string | null | undefined): string => (code && CODE.test(code) ? code : "unknown");

export function socialLoginProblem(error: ClientApiError): SocialLoginProblem {
  if (error.statusCode === 500) {
    const details = error.messages.map((m) => m.detail).filter((detail) => detail !== "");
    if (details.length) return { kind: "details", details };
  }
  const notEligible = error.statusCode === 400 ? error.messages.find((m) => m.code === NOT_ELIGIBLE_CODE) : undefined;
  if (notEligible) return { kind: "not-eligible", detail: notEligible.detail };
  return { kind: "code", code: problemCode(error.messages[0]?.code ?? String(error.statusCode)) };
}

/** The provider sent the shopper back with `error` (e.g. `access_denied` when they chose Deny). */
export const providerProblem = (error: string | null): SocialLoginProblem => ({
  kind: "code",
  code: problemCode(error),
});
