import { createTranslate, FALLBACK_LOCALE } from "../i18n/i18n";
import { snippetsQuery } from "../i18n/snippets-query";
import type { FlashNotice, StorefrontServices } from "../framework/services";
import type { SocialLoginProblem } from "./social-login-problem";

/** Our general text where the shop's texts have no `error.{code}`: a notice never shows a bare key. */
export const SOCIAL_LOGIN_FAILED_KEY = "account.social.failed";

/**
 * Spec section 8, "Social login other failure": a notification with the translated `error.{code}` of
 * the first error, dismissed after the notification timeout like every notice that is not persistent.
 * The key is checked against the page language's texts (en-GB for one it lacks), which the root
 * loader fills the query cache with: the notice is rendered by key, where a missing text would show
 * as the key itself.
 */
export async function socialLoginNotice(
  services: Pick<StorefrontServices, "queryClient" | "loadSnippets">,
  locale: string,
  problem: SocialLoginProblem,
): Promise<FlashNotice | null> {
  if (problem.kind !== "code") return null;
  const key = `error.${problem.code}`;
  const { queryClient } = services;
  const [messages, fallback] = await Promise.all([
    queryClient.ensureQueryData(snippetsQuery(services, locale)),
    locale !== FALLBACK_LOCALE ? queryClient.ensureQueryData(snippetsQuery(services, FALLBACK_LOCALE)) : undefined,
  ]).catch(() => [undefined, undefined] as const);
  const known = messages !== undefined && createTranslate(locale, messages, fallback)(key) !== key;
  return { type: "danger", messageKey: known ? key : SOCIAL_LOGIN_FAILED_KEY };
}
