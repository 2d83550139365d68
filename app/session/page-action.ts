import { storefrontAction } from "../framework/actions";
import { broadcastingFailures } from "../framework/action-failure";
import {
  loginIntent,
  logoutIntent,
  recoveryIntent,
  registerConfirmIntent,
  registerIntent,
  resetPasswordIntent,
} from "../account/actions";
import { contactIntent, newsletterIntent } from "../forms/cms-forms";
import { currencyIntent, languageIntent } from "./actions";
import { socialLoginFinishIntent, socialLoginIntent } from "../account/social-login-actions";
import * as INTENT from "../forms/intents";

/** What a form on any page may ask for: the header's switches and logout, and the CMS page's forms. */
export const PAGE_INTENTS = {
  [INTENT.logout]: logoutIntent,
  // A failed currency change is broadcast as `currency-error`, as the change is (spec section 8).
  [INTENT.changeCurrency]: broadcastingFailures("currency-error", "set-currency", currencyIntent),
  [INTENT.switchLanguage]: languageIntent,
  [INTENT.contact]: contactIntent,
  [INTENT.newsletterSignUp]: newsletterIntent,
};

export const pageAction = storefrontAction(PAGE_INTENTS);

/** The login page's action: the login, the start of a social login, and what every page answers. */
export const loginAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.login]: loginIntent,
  [INTENT.socialLogin]: socialLoginIntent,
});

/** The social login summary's action: the end of the hand-off. */
export const socialSummaryAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.socialLoginFinish]: socialLoginFinishIntent,
});

/** The registration page's action. */
export const registerAction = storefrontAction({ ...PAGE_INTENTS, [INTENT.register]: registerIntent });

/** The double opt-in page's action: its button confirms (the link's GET only shows the page). */
export const registrationConfirmAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.registerConfirm]: registerConfirmIntent,
});

/** The password recovery page's action (asking for the mail). */
export const recoveryAction = storefrontAction({ ...PAGE_INTENTS, [INTENT.passwordRecovery]: recoveryIntent });

/** The reset pages' action (the mail's link: a new password). */
export const resetPasswordAction = storefrontAction({ ...PAGE_INTENTS, [INTENT.resetPassword]: resetPasswordIntent });
