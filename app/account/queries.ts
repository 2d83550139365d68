import { queryOptions } from "@tanstack/react-query";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";
import { sessionContextQuery } from "../session/session-context-query";

/**
 * Whether the session has a customer, as the session context says. After a session change the
 * context is read again first (it was cached first), and this waits for that answer: a guest's
 * lookup would only earn a 403 from the shop.
 */
async function hasCustomer(services: StorefrontServices, languageId: string): Promise<boolean> {
  return !!(await services.queryClient.fetchQuery(sessionContextQuery(services, languageId))).customer;
}

/**
 * The logged-in customer (null for a guest), per language (salutations and countries are
 * translated). It depends on the session, so the session-change path reads it again.
 */
export const customerQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: queryKey("customer", languageId),
    queryFn: async () =>
      (await hasCustomer(services, languageId))
        ? (await import("./customer-store-api")).readCustomer(services.api, languageId)
        : null,
    staleTime: 60_000,
  });

/** The customer's newsletter status (null for a guest); the account's newsletter form invalidates it when it changes it. */
export const newsletterStatusQuery = (services: StorefrontServices, languageId: string) =>
  queryOptions({
    queryKey: queryKey("newsletter-recipient", languageId),
    queryFn: async () =>
      (await hasCustomer(services, languageId))
        ? (await import("./newsletter-store-api")).readNewsletterStatus(services.api, languageId)
        : null,
    staleTime: 60_000,
  });
