import { storefrontLoader } from "../app/framework/loaders";

/** The link's `em` and `hash` for the page's form; empty when the address carries none (or no longer does). */
export interface RegistrationConfirmData {
  em: string;
  hash: string;
}

/** Longer values are no link of the shop's: the form would only be refused. */
const MAX_LENGTH = 128;
const linkValue = (value: string | null) => (value && value.length <= MAX_LENGTH ? value : "");

/**
 * Double opt-in: the mail's link (`em` and `hash`) shows the confirmation page and
 * changes nothing. A GET is what mail scanners and link prefetchers send: it must neither confirm
 * nor log in nor carry a guest cart into the account. The page's button posts the values (action).
 */
export const loader = storefrontLoader(async ({ url }): Promise<RegistrationConfirmData> => {
  const em = linkValue(url.searchParams.get("em"));
  const hash = linkValue(url.searchParams.get("hash"));
  return em && hash ? { em, hash } : { em: "", hash: "" };
});
