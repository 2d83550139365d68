/**
 * Query parameters that carry a secret of a mail's or a provider's link: `hash` and `em` (the double
 * opt-in, password recovery and newsletter links), `code` and `state` (the social login's return),
 * `redirectResult` (the payment provider's return). Whoever reads the address while they are in it
 * (a tag manager's page view, an error reporter's event, a screen recording) could use the link.
 * The start script (app/framework/startup/address-bar.ts) removes them from the address bar before any other
 * script runs; the pages that need them have them in their server-rendered data and hidden fields.
 * Nothing else of the storefront reads these names from an address.
 */
export const LINK_SECRET_PARAMETERS = ["hash", "em", "code", "state", "redirectResult"] as const;

/**
 * A query string without the link secrets, for addresses the page writes itself (a form's action):
 * server and browser render the same, and the secrets never reach the markup a tag can read.
 */
export function withoutLinkSecrets(search: string): string {
  const query = new URLSearchParams(search);
  if (!LINK_SECRET_PARAMETERS.some((name) => query.has(name))) return search;
  for (const name of LINK_SECRET_PARAMETERS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
