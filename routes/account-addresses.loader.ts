import { sessionContextQuery } from "../app/session/session-context-query";
import { ensureSession, storefrontLoader } from "../app/framework/loaders";
import { listAddresses } from "../app/account/address-store-api";
import type { AddressCard } from "../app/account/account-data";
import { postalAddress } from "../app/lib/address-lines";

export interface AddressBookData {
  addresses: AddressCard[];
}

/**
 * The customer's addresses. Which are the defaults is the session's customer (one
 * source, which the default switches refresh); in the browser it is read again with the list, as
 * another tab may have switched them.
 */
export const loader = storefrontLoader(async (args): Promise<AddressBookData> => {
  const { services, domain } = args;
  const [addresses] = await Promise.all([
    listAddresses(services.api, domain.languageId),
    services.isServer
      ? ensureSession(args)
      : services.queryClient.fetchQuery({ ...sessionContextQuery(services, domain.languageId), staleTime: 0 }),
  ]);
  return {
    addresses: addresses.map((a) => ({ id: a.id, ...postalAddress(a) })),
  };
});
