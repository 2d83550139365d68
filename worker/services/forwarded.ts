/**
 * Who the shopper reached (host and scheme), for the shop behind us: Shopware builds absolute URLs
 * (mails, redirects, SEO URLs) from them. Every call the Worker makes on a shopper's behalf sends them.
 */
export function forwardedHeaders(url: URL): Record<"x-forwarded-host" | "x-forwarded-proto", string> {
  return { "x-forwarded-host": url.host, "x-forwarded-proto": url.protocol.replace(":", "") };
}
