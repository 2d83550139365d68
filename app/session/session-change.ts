import type { QueryClient } from "@tanstack/react-query";
import { SESSION_INDEPENDENT } from "../framework/query-keys";
import { tell, type SessionChangeName } from "../framework/action-outcome";
import type { StorefrontServices } from "../framework/services";
import type { StorefrontEvents } from "../state/events";
import { tellOtherTabsSessionChanged } from "./session-sync";

type AnnouncedChange = "currency-changed" | "language-changed" | "login" | "logout";

/**
 * A change of the session: the spec's event that announces it (section 4), or a change of the
 * customer's own data (profile, e-mail, default addresses: the session's customer and shipping
 * location), which is read again like after a login but announced to nobody (no event of the spec names it).
 */
export type SessionChange =
  | { [K in AnnouncedChange]: { name: K; detail: StorefrontEvents[K] } }[AnnouncedChange]
  | { name: "customer-changed" };

const dependsOnSession = (query: { queryKey: readonly unknown[] }) =>
  !SESSION_INDEPENDENT.has(String(query.queryKey[0]));

/**
 * The one way a change of the session ends (design "One session-change path"): currency, language,
 * login, logout, address choice and profile actions call it once the shop accepted the change.
 *
 * Actions run in the Worker (decision 021): the change, and its event, go into the action's answer
 * for the page that sent the form, which follows it there (`followSessionChange`). A form sent
 * without JavaScript has no page waiting: the page after the redirect is read afresh anyway.
 */
export function sessionChanged(services: Pick<StorefrontServices, "outcome">, change: SessionChange): void {
  services.outcome?.changes.push(change.name);
  if (change.name !== "customer-changed") tell(services, change.name, change.detail);
}

/**
 * The page's side of a session change (the browser, with the action's answer). Every cached answer
 * that depends on the session (prices in a currency, the customer, texts of a language) is out of
 * date: what is on screen is fetched again before this resolves, everything else is dropped so that
 * the next page loads afresh. React Router then revalidates the page's loaders (it does after every
 * action), and they find the fresh entries.
 */
export async function followSessionChange(queryClient: QueryClient, change: SessionChangeName): Promise<void> {
  // Every entry names its language, so the new language's start afresh; the page on screen is about to be left.
  if (change === "language-changed") {
    queryClient.removeQueries({ type: "inactive", predicate: dependsOnSession });
    return;
  }
  await refreshSessionData(queryClient);
  // The other tabs share the session cookie: who is logged in, and the currency, changed for them too.
  tellOtherTabsSessionChanged();
}

/** What is on screen and depends on the session is fetched again, everything else of it dropped. */
export async function refreshSessionData(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: "inactive", predicate: dependsOnSession });
  await queryClient.invalidateQueries({ predicate: dependsOnSession, refetchType: "active" });
}
