import { storefrontAction } from "../router/actions";
import { contactIntent, newsletterIntent } from "./forms";
import { currencyIntent, languageIntent } from "./session";

/** What a form on any page may ask for: the header's switches and the CMS page's forms. */
export const PAGE_INTENTS = {
  currency: currencyIntent,
  language: languageIntent,
  contact: contactIntent,
  newsletter: newsletterIntent,
};

export const pageAction = storefrontAction(PAGE_INTENTS);
