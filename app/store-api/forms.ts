import { dataOf, type StoreApi } from "./api";
import { languageHeaders } from "./headers";

export interface ContactFormInput { firstName: string; lastName: string; email: string; phone?: string; subject: string; comment: string }

/** POST /store-api/contact-form (spec section 7: form fields); the slot tells the shop whom to mail. */
export function sendContactForm(api: StoreApi, languageId: string, input: ContactFormInput & { navigationId?: string; slotId?: string; cmsPageType?: string; entityName?: string }) {
  return dataOf(api.invoke("sendContactMail post /contact-form", { headers: languageHeaders(languageId), body: input as never }));
}

/** POST /store-api/newsletter/subscribe (spec: option defaults to subscribe; the shop mails a confirmation link). */
export function subscribeNewsletter(api: StoreApi, languageId: string, input: { email: string; firstName?: string; storefrontUrl: string }) {
  return dataOf(api.invoke("subscribeToNewsletter post /newsletter/subscribe", { headers: languageHeaders(languageId), body: { ...input, option: "subscribe" } }));
}
