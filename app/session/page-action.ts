import { storefrontAction } from "../framework/actions";
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

/** What a form on any page may ask for: the header's switches and logout, and the CMS page's forms. */
export const PAGE_INTENTS = {
  logout: logoutIntent,
  currency: currencyIntent,
  language: languageIntent,
  contact: contactIntent,
  newsletter: newsletterIntent,
};

export const pageAction = storefrontAction(PAGE_INTENTS);

/** The login page's action: the login, the start of a social login, and what every page answers. */
export const loginAction = storefrontAction({ ...PAGE_INTENTS, login: loginIntent, "social-login": socialLoginIntent });

/** The social login summary's action: the end of the hand-off. */
export const socialSummaryAction = storefrontAction({
  ...PAGE_INTENTS,
  "social-login-finish": socialLoginFinishIntent,
});

/** The registration page's action. */
export const registerAction = storefrontAction({ ...PAGE_INTENTS, register: registerIntent });

/** The double opt-in page's action: its button confirms (the link's GET only shows the page). */
export const registrationConfirmAction = storefrontAction({
  ...PAGE_INTENTS,
  "register-confirm": registerConfirmIntent,
});

/** The password recovery page's action (asking for the mail). */
export const recoveryAction = storefrontAction({ ...PAGE_INTENTS, "password-recovery": recoveryIntent });

/** The reset pages' action (the mail's link: a new password). */
export const resetPasswordAction = storefrontAction({ ...PAGE_INTENTS, "reset-password": resetPasswordIntent });
