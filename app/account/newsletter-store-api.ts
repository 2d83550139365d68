import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { Schemas } from "../store-api/operations";

/** Shopware's newsletter status: optIn and direct are subscribed, notSet waits for the mail's link. */
export type NewsletterStatus = Schemas["NewsletterStatus"];

/** POST /store-api/account/newsletter-recipient: the logged-in customer's status (Shopware 6.5+, "undefined" when never subscribed). */
export function readNewsletterStatus(api: StoreApi, languageId: string): Promise<NewsletterStatus> {
  return dataOf(
    api.invoke("readNewsletterRecipient post /account/newsletter-recipient", {
      headers: languageHeaders(languageId),
      body: {},
    }),
  ).then((result) => result.status);
}

/** POST /store-api/newsletter/confirm: the mail's link (em and hash) confirms the subscription. */
export function confirmNewsletter(api: StoreApi, languageId: string, em: string, hash: string): Promise<unknown> {
  return dataOf(
    api.invoke("confirmNewsletter post /newsletter/confirm", {
      headers: languageHeaders(languageId),
      body: { em, hash },
    }),
  );
}

/** POST /store-api/newsletter/unsubscribe with the address to remove from the mailing list. */
export function unsubscribeNewsletter(api: StoreApi, languageId: string, email: string): Promise<unknown> {
  return dataOf(
    api.invoke("unsubscribeToNewsletter post /newsletter/unsubscribe", {
      headers: languageHeaders(languageId),
      body: { email },
    }),
  );
}
