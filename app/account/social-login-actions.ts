import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { handoffCookie } from "./social-login-handoff";
import { socialLoginProblem, type SocialLoginProblem } from "./social-login-problem";
import { socialLoginNotice } from "./social-login-notice";
import { withPrefix } from "../lib/paths";
import { safeReturnPath } from "../lib/return-path";
import type { ActionResult } from "../framework/action-result";
import { defineIntent } from "../framework/actions";
import { tellAuth } from "../framework/action-outcome";
import { ClientApiError, MAINTENANCE_ERROR_CODE } from "../store-api/errors";
import { authErrors, loggedIn } from "./actions";
import { loginWithSocialProvider, readSocialLoginRedirectUrl } from "../session/shop-plugins";
import * as INTENT from "../forms/intents";

/** A social login the shop refused: the summary page shows its problem. */
export interface SocialLoginFailure extends ActionResult {
  problem: SocialLoginProblem;
}

const profileOf = (prefix: string) => withPrefix(prefix, "/account/profile/");
const returnPathField = z.optional(z.string().check(z.maxLength(2048, "form.errors.tooLong")));

/**
 * The start of a social login: the shop names the provider's consent page for a
 * redirect URI that is always this origin's login page in the shopper's language (never a value from
 * the request's fields), and the browser goes there. The return path and the shop's `state` stay in
 * this browser (social-login-handoff) until the summary. It is posted as a document form, with or
 * without JavaScript: the page is left anyway, and only the server can set the HttpOnly cookie.
 */
export const socialLoginIntent = defineIntent({
  schema: z.object({
    provider: z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, "form.errors.invalid")),
    redirect: returnPathField,
  }),
  async run({ services, domain, config, url }, { provider, redirect: back }) {
    const offered = config.socialLogin.active && config.socialLogin.providers.some((p) => p.name === provider);
    if (!offered) {
      services.flash({ type: "danger", messageKey: "account.social.unknownProvider" });
      return data<ActionResult>(
        { intent: INTENT.socialLogin, ok: false, formError: "account.social.unknownProvider" },
        { status: 400 },
      );
    }
    const redirectUri = `${url.origin}${withPrefix(domain.langPrefix, "/login/")}`;
    const { redirectUrl } = await readSocialLoginRedirectUrl(services.api, provider, redirectUri);
    const target = new URL(redirectUrl);
    // The browser is sent there (with JavaScript: location.href), so nothing but a web address.
    if (target.protocol !== "https:" && target.protocol !== "http:")
      throw new Error(`The shop named no web address for ${provider}'s login.`);
    const cookie = handoffCookie(
      { state: target.searchParams.get("state") ?? "", returnPath: safeReturnPath(back, profileOf(domain.langPrefix)) },
      url.protocol === "https:",
    );
    // The buttons are document forms (no router in between): the browser follows the 303 as a page load.
    throw redirect(target.toString(), { status: 303, headers: { "Set-Cookie": cookie } });
  },
});

/**
 * The end of a social login (the summary page's form): the provider's code
 * and state become the customer's session, which changes on the one path (`login` broadcast with the
 * method `external-provider`); then on to the return path, or the profile. A refusal is answered to
 * the summary page, which shows it (without JavaScript the page is rendered again with it).
 */
export const socialLoginFinishIntent = defineIntent({
  schema: z.object({
    code: z.string().check(z.minLength(1, "form.errors.required"), z.maxLength(2048, "form.errors.tooLong")),
    state: z.string().check(z.minLength(1, "form.errors.required"), z.maxLength(512, "form.errors.tooLong")),
    redirect: returnPathField,
  }),
  async run({ services, domain }, { code, state, redirect: back }) {
    try {
      await loginWithSocialProvider(services.api, domain.languageId, code, state);
    } catch (error) {
      tellAuth(services, { status: "error", errors: authErrors(error) });
      if (!(error instanceof ClientApiError) || error.hasCode(MAINTENANCE_ERROR_CODE)) throw error;
      const shopFailed = error.statusCode === -1 || error.statusCode >= 500;
      if (shopFailed) console.error("social login failed", error.messages);
      const problem = socialLoginProblem(error);
      // Any other failure is also a timed notification (spec section 8), with JavaScript and without.
      const notice = await socialLoginNotice(services, domain.locale, problem);
      if (notice) services.flash(notice);
      // `values` (none: the code is used up) asks for the page again instead of a redirect back to the code's URL.
      const failure: SocialLoginFailure = { intent: INTENT.socialLoginFinish, ok: false, values: {}, problem };
      return data<ActionResult>(failure, { status: shopFailed ? 502 : 400 });
    }
    await loggedIn(services, "external-provider");
    services.flash({ type: "success", messageKey: "account.social.success" });
    throw redirect(safeReturnPath(back, profileOf(domain.langPrefix)), 303);
  },
});
