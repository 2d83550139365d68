/**
 * Who the shopper is and what they reached, for the shop behind us: Shopware builds absolute URLs
 * (mails, redirects, SEO URLs) from the host and scheme, and its per-IP throttles (login, forms) and
 * the payment provider's fraud and 3-D Secure checks read the client's address, which a call from
 * the Worker would otherwise give as the Worker's own. Every call the Worker makes on a shopper's
 * behalf sends them: the proxy, the server-side Store API client, the cart merge after a login. The
 * Worker's background reads (site configuration, snippets, sitemap) are made for every shopper and
 * none: they send none (worker/services/upstream-request, worker/services/sitemap).
 *
 * The address is Cloudflare's `CF-Connecting-IP` only, the one header a client cannot set on
 * Cloudflare's edge. An `X-Forwarded-For` or `X-Real-IP` the client sent is never passed on: these
 * headers are written here, or removed. Shopware reads them only from a proxy it trusts
 * (`TRUSTED_PROXIES`, docs/security-notes/a.md).
 */
export interface ForwardedHeaders {
  "x-forwarded-host": string;
  "x-forwarded-proto": string;
  "x-forwarded-for"?: string;
  "x-real-ip"?: string;
}

/** Headers about the client that reach the shop only as written here. */
const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-real-ip",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-prefix",
  "forwarded",
];

/** An IPv4 address, or an IPv6 one (hex, colons, perhaps an IPv4 tail), as Cloudflare writes it. */
const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|(?=[0-9A-Fa-f.]*:)[0-9A-Fa-f:.]{2,45})$/;

/** The shopper's address, from `CF-Connecting-IP`; null without one (or with anything but an address). */
export function clientAddress(request: Request): string | null {
  const value = request.headers.get("cf-connecting-ip")?.trim();
  return value && ADDRESS.test(value) ? value : null;
}

export function forwardedHeaders(request: Request, url: URL = new URL(request.url)): ForwardedHeaders {
  const headers: ForwardedHeaders = {
    "x-forwarded-host": url.host,
    "x-forwarded-proto": url.protocol.replace(":", ""),
  };
  const address = clientAddress(request);
  if (address) {
    headers["x-forwarded-for"] = address;
    headers["x-real-ip"] = address;
  }
  return headers;
}

/** Writes the forwarding headers into headers that may have come from the client: what the client claimed is dropped first. */
export function setForwardedHeaders(headers: Headers, request: Request, url?: URL): void {
  for (const name of FORWARDING_HEADERS) headers.delete(name);
  for (const [name, value] of Object.entries(forwardedHeaders(request, url))) headers.set(name, value);
}
