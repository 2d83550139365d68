import { sessionContextQuery } from "../app/queries/session-context";
import { ensureSession, storefrontLoader } from "../app/router/loaders";
import { listAddresses } from "../app/store-api/address";
import { displayOf, nameOf } from "./account-creation.loader";

/** One entry of the address book, as its card shows it. */
export interface AddressCard {
  id: string;
  salutation: string;
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  zipcode: string;
  city: string;
  state: string;
  country: string;
  phoneNumber: string;
}

export interface AddressBookData {
  addresses: AddressCard[];
}

/**
 * Spec section 7: the customer's addresses. Which are the defaults is the session's customer (one
 * source, which the default switches refresh); in the browser it is read again with the list, as
 * another tab may have switched them.
 */
export const loader = storefrontLoader(async (args): Promise<AddressBookData> => {
  const { services, domain } = args;
  const [addresses] = await Promise.all([
    listAddresses(services.api, domain.languageId),
    services.isServer ? ensureSession(args) : services.queryClient.fetchQuery({ ...sessionContextQuery(services, domain.languageId), staleTime: 0 }),
  ]);
  return {
    addresses: addresses.map((a) => ({
      id: a.id,
      // The shop's "not specified" says nothing on an address label.
      salutation: a.salutation && a.salutation.salutationKey !== "not_specified" ? displayOf(a.salutation) : "",
      firstName: a.firstName,
      lastName: a.lastName,
      company: a.company ?? "",
      street: a.street,
      zipcode: a.zipcode ?? "",
      city: a.city,
      state: a.countryState ? nameOf(a.countryState) : "",
      country: a.country ? nameOf(a.country) : "",
      phoneNumber: a.phoneNumber ?? "",
    })),
  };
});
