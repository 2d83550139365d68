import { data } from "react-router";
import { clearedHandoffCookie, readHandoff } from "../app/account/social-login-handoff";
import { INVALID_STATE_CODE, providerProblem, type SocialLoginProblem } from "../app/account/social-login-problem";
import { withPrefix } from "../app/lib/paths";
import { storefrontLoader } from "../app/framework/loaders";
import { socialLoginNotice } from "../app/account/social-login-notice";

/**
 * What the summary page shows before its form is sent: the provider's code and state to log in with
 * (and where to go then), the provider's refusal, or nothing from the address (the browser may still
 * keep the data of a hand-off).
 */
export type SocialSummaryData =
  | { phase: "pending"; code: string; state: string; returnPath: string }
  | { phase: "failed"; problem: SocialLoginProblem }
  | { phase: "idle" };

/**
 * `code` and `state`, or `error` and `state`, as the login passed them on. The
 * hand-off cookie must name the same state, or the summary refuses: a link with someone else's code
 * logs nobody in. The cookie is
 * used once and removed here; its return path goes into the page's form.
 */
export const loader = storefrontLoader(async ({ services, domain, url, request }) => {
  const query = url.searchParams;
  const state = query.get("state");
  const code = query.get("code");
  const error = query.get("error");
  if (state === null || (code === null && error === null)) return { phase: "idle" } satisfies SocialSummaryData;

  const profile = withPrefix(domain.langPrefix, "/account/profile/");
  const handoff = services.isServer ? readHandoff(request.headers.get("cookie"), profile) : null;
  const init = services.isServer ? { headers: { "Set-Cookie": clearedHandoffCookie(url.protocol === "https:") } } : {};
  const answer = (value: SocialSummaryData) => data(value, init);
  // A refusal is also the spec's timed notification of `error.{code}` (section 8), besides the page's text.
  const failed = async (problem: SocialLoginProblem) => {
    const notice = await socialLoginNotice(services, domain.locale, problem);
    if (notice) services.flash(notice);
    return answer({ phase: "failed", problem });
  };

  if (code === null || code === "") return failed(providerProblem(error));
  // Only a document load can show the HttpOnly cookie: the provider always sends one, so a code
  // reached by a client-side navigation (a link in the shop's content) is refused like a foreign one.
  // A hand-off whose provider address named no state proves nothing either.
  const started =
    handoff !== null && handoff.state !== "" && handoff.state === state && code.length <= 2048 && state.length <= 512;
  if (!started) return failed({ kind: "code", code: INVALID_STATE_CODE });
  return answer({ phase: "pending", code, state, returnPath: handoff?.returnPath ?? profile });
});
