import { storefrontAction } from "../router/actions";
import { loginIntent, logoutIntent, registerIntent } from "./account";
import { contactIntent, newsletterIntent } from "./forms";
import { currencyIntent, languageIntent } from "./session";

/** What a form on any page may ask for: the header's switches and logout, and the CMS page's forms. */
export const PAGE_INTENTS = {
  logout: logoutIntent,
  currency: currencyIntent,
  language: languageIntent,
  contact: contactIntent,
  newsletter: newsletterIntent,
};

export const pageAction = storefrontAction(PAGE_INTENTS);

/** The login page's action: the login, and what every page answers. */
export const loginAction = storefrontAction({ ...PAGE_INTENTS, login: loginIntent });

/** The registration page's action. */
export const registerAction = storefrontAction({ ...PAGE_INTENTS, register: registerIntent });
