import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { NewsletterStatus } from "../account/newsletter-store-api";
import type { StorefrontOperations } from "../store-api/operations";

/** The contact form's fields as the official client types the call; the slot and page tell the shop whom to mail. */
export type ContactFormInput = StorefrontOperations["sendContactMail post /contact-form"]["body"];

/** POST /store-api/contact-form (form fields). */
export function sendContactForm(api: StoreApi, languageId: string, input: ContactFormInput) {
  return dataOf(
    api.invoke("sendContactMail post /contact-form", { headers: languageHeaders(languageId), body: input }),
  );
}

type NewsletterSubscribeResponse = StorefrontOperations["subscribeToNewsletter post /newsletter/subscribe"]["response"];

/** POST /store-api/newsletter/subscribe (spec: option defaults to subscribe; the shop mails a confirmation link unless the address is subscribed already). */
export function subscribeNewsletter(
  api: StoreApi,
  languageId: string,
  input: { email: string; firstName?: string; storefrontUrl: string },
): Promise<NewsletterSubscribeResponse> {
  return dataOf(
    api.invoke("subscribeToNewsletter post /newsletter/subscribe", {
      headers: languageHeaders(languageId),
      body: { ...input, option: "subscribe" },
    }),
  );
}

/** Subscribed already: confirmed (optIn) or without confirmation (direct); "notSet" waits for the mail's link. */
export const isSubscribed = (status: NewsletterStatus): boolean => status === "optIn" || status === "direct";
