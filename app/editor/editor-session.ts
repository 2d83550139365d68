import type { StorefrontServices } from "../framework/services";
import { readPbxSession } from "../session/shop-plugins";

/** Kept for the tab (never on the server, where every request is its own): the editor session last handed out, and to whom. */
let last: { customerId: string; id: string; expires: number } | null = null;

/**
 * The customer's editor session id (GET /store-api/pbx2/session) for the editor's pages. The shop
 * hands out a new one on every call; in the browser the customer's last one is used again while it has
 * a minute left, so that the page's data read again (after a login, an add to cart) does not start new
 * sessions. Another customer (a login in between) gets their own; the editor's refreshSession a fresh one.
 */
export async function editorSessionId(
  services: Pick<StorefrontServices, "api" | "isServer">,
  customerId: string,
  { fresh = false } = {},
): Promise<string> {
  if (!fresh && !services.isServer && last?.customerId === customerId && last.expires - Date.now() > 60_000)
    return last.id;
  const answer = await readPbxSession(services.api);
  const expires = Date.parse(answer.session_expires);
  if (!services.isServer) last = { customerId, id: answer.session_id, expires: Number.isNaN(expires) ? 0 : expires };
  return answer.session_id;
}
