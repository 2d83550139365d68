import type { QueryClient } from "@tanstack/react-query";
import { SESSION_INDEPENDENT } from "../queries/keys";
import type { StorefrontServices } from "../router/services";
import { broadcast, type StorefrontEvents } from "./events";
import { tellOtherTabsSessionChanged } from "./session-sync";

type AnnouncedChange = "currency-changed" | "language-changed" | "login" | "logout";

/**
 * A change of the session: the spec's event that announces it (section 4), a cart change, or a change
 * of the customer's own data (profile, e-mail, default addresses: the session's customer and shipping
 * location), which is read again like after a login but announced to nobody (no event of the spec names it).
 */
export type SessionChange = { [K in AnnouncedChange]: { name: K; detail: StorefrontEvents[K] } }[AnnouncedChange] | { name: "cart-changed" } | { name: "customer-changed" };

const announce = <K extends AnnouncedChange>(change: { name: K; detail: StorefrontEvents[K] }) => broadcast(change.name, change.detail);

const dependsOnSession = (query: { queryKey: readonly unknown[] }) => !SESSION_INDEPENDENT.has(String(query.queryKey[0]));

/**
 * The one way a change of the session ends (design "One session-change path"): currency, language,
 * login, logout, address choice and cart actions call it once the shop accepted the change.
 *
 * Every cached answer that depends on the session (prices in a currency, the customer, texts of a
 * language) is out of date: what is on screen is fetched again before this resolves, everything
 * else is dropped so that the next page loads afresh. React Router then revalidates the page's
 * loaders (it does after every action), and they find the fresh entries. A cart change needs none of
 * that: the action already wrote back the cart the shop answered with.
 *
 * On the server the cache lives for one request and nothing is on screen yet; a browser without
 * JavaScript has no listeners for the event either.
 */
export async function sessionChanged(services: StorefrontServices, change: SessionChange): Promise<void> {
  if (change.name === "cart-changed") return;
  if (!services.isServer) {
    // Every entry names its language, so the new language's start afresh; the page on screen is about to be left.
    if (change.name === "language-changed") services.queryClient.removeQueries({ type: "inactive", predicate: dependsOnSession });
    else {
      await refreshSessionData(services.queryClient);
      // The other tabs share the session cookie: who is logged in, and the currency, changed for them too.
      tellOtherTabsSessionChanged();
    }
  }
  if (change.name !== "customer-changed") announce(change);
}

/** What is on screen and depends on the session is fetched again, everything else of it dropped. */
export async function refreshSessionData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: "inactive", predicate: dependsOnSession });
  await queryClient.invalidateQueries({ predicate: dependsOnSession, refetchType: "active" });
}
