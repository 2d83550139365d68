/**
 * Where the browser may be sent after a payment call (design section 6: redirect targets are checked
 * like the login's return paths). handle-payment's `redirectUrl` and the provider's redirect action
 * (3-D Secure, PayPal) come from the shop's answers: a compromised or misconfigured plugin, or a
 * provider answer passed through it, must not send the shopper to a page that imitates the bank.
 *
 * A target is followed only when it is
 * - https (http only on the shop's own origin when the shop itself runs on http: development),
 * - without user info (`https://provider@evil.example` is evil.example),
 * - on the shop's own origin (the request's) or one of the payment provider's origins from the site
 *   configuration (`paymentProvider.redirectOrigins`), compared as whole origins, so that
 *   `https://provider.example.evil.com` is not `https://provider.example`.
 * A path of the shop ("/order-success/…") is taken relative to its origin.
 */
export interface RedirectOrigins {
  /** The origin the shopper's request came to (`url.origin`). */
  shopOrigin: string;
  /** The provider's origins, already checked as https origins by the site configuration's schema. */
  providerOrigins: readonly string[];
}

/** The target as the absolute URL to follow, or null when the shopper must not be sent there. */
export function allowedRedirectTarget(target: string, { shopOrigin, providerOrigins }: RedirectOrigins): string | null {
  let url: URL;
  try {
    url = new URL(target, shopOrigin);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const own = url.origin === shopOrigin;
  if (url.protocol !== "https:" && !(own && url.protocol === "http:")) return null;
  return own || providerOrigins.includes(url.origin) ? url.href : null;
}
