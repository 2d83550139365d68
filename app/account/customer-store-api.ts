import { dataOf, type StoreApi } from "../store-api/api";
import { ClientApiError, toClientApiError } from "../store-api/errors";
import { languageHeaders } from "../store-api/headers";
import type { Schemas, StorefrontOperations } from "../store-api/operations";

type Business = Extract<Schemas["Customer"], { accountType: "business" }>;
type Address = Schemas["CustomerAddress"];

/** A default address as the account shows it: the lines of an address label and their country. */
export type DefaultAddress = Pick<
  Address,
  | "id"
  | "firstName"
  | "lastName"
  | "company"
  | "street"
  | "zipcode"
  | "city"
  | "additionalAddressLine1"
  | "additionalAddressLine2"
  | "phoneNumber"
> & {
  country?: Pick<Schemas["Country"], "name" | "translated"> | null;
  countryState?: Pick<Schemas["CountryState"], "name" | "translated"> | null;
  salutation?: Pick<Schemas["Salutation"], "id" | "displayName" | "salutationKey" | "translated"> | null;
};

/**
 * What the account reads of the customer (Customer): only these fields travel from
 * the shop and into the page (includes), and code reading another one does not compile.
 */
export type Customer = Pick<
  Schemas["Customer"],
  | "id"
  | "email"
  | "firstName"
  | "lastName"
  | "title"
  | "salutationId"
  | "birthday"
  | "guest"
  | "customerNumber"
  | "accountType"
> &
  Partial<Pick<Business, "company" | "vatIds">> & {
    salutation?: DefaultAddress["salutation"];
    defaultBillingAddress?: DefaultAddress | null;
    defaultShippingAddress?: DefaultAddress | null;
  };

const ADDRESS_ASSOCIATIONS = { country: {}, countryState: {}, salutation: {} };
const NAMED = ["name", "translated"];
const CUSTOMER_CRITERIA = {
  associations: {
    salutation: {},
    defaultBillingAddress: { associations: ADDRESS_ASSOCIATIONS },
    defaultShippingAddress: { associations: ADDRESS_ASSOCIATIONS },
  },
  includes: {
    customer: [
      "id",
      "email",
      "firstName",
      "lastName",
      "title",
      "salutationId",
      "salutation",
      "birthday",
      "guest",
      "customerNumber",
      "accountType",
      "company",
      "vatIds",
      "defaultBillingAddress",
      "defaultShippingAddress",
    ],
    customer_address: [
      "id",
      "firstName",
      "lastName",
      "company",
      "street",
      "zipcode",
      "city",
      "additionalAddressLine1",
      "additionalAddressLine2",
      "phoneNumber",
      "country",
      "countryState",
      "salutation",
    ],
    country: NAMED,
    country_state: NAMED,
    salutation: ["id", "displayName", "salutationKey", "translated"],
  },
};

/**
 * POST /store-api/account/customer: the logged-in customer, or null when
 * the shop answers 403 (not logged in). Any other failure is "Unexpected getCustomerResponse." with
 * the shop's error as its cause.
 */
export async function readCustomer(api: StoreApi, languageId: string): Promise<Customer | null> {
  try {
    return (await dataOf(
      api.invoke("readCustomer post /account/customer", {
        headers: languageHeaders(languageId),
        body: CUSTOMER_CRITERIA,
      }),
    )) as Customer;
  } catch (error) {
    if (error instanceof ClientApiError && error.statusCode === 403) return null;
    // Routes and forms still see the shop's error underneath (toClientApiError unwraps it).
    throw new Error("Unexpected getCustomerResponse.", { cause: toClientApiError(error) });
  }
}

export type ProfileInput = StorefrontOperations["changeProfile post /account/change-profile"]["body"];

/** POST /store-api/account/change-profile: salutation, names, birthday (Shopware's birthdayDay/Month/Year) and the account type. */
export function changeProfile(api: StoreApi, languageId: string, body: ProfileInput): Promise<unknown> {
  return dataOf(
    api.invoke("changeProfile post /account/change-profile", { headers: languageHeaders(languageId), body }),
  );
}

/** POST /store-api/account/change-email: the new address twice and the current password. */
export function changeEmail(
  api: StoreApi,
  languageId: string,
  body: StorefrontOperations["changeEmail post /account/change-email"]["body"],
): Promise<unknown> {
  return dataOf(api.invoke("changeEmail post /account/change-email", { headers: languageHeaders(languageId), body }));
}

/** POST /store-api/account/change-password: the current password, the new one and its confirmation. */
export function changePassword(
  api: StoreApi,
  languageId: string,
  body: StorefrontOperations["changePassword post /account/change-password"]["body"],
): Promise<unknown> {
  return dataOf(
    api.invoke("changePassword post /account/change-password", { headers: languageHeaders(languageId), body }),
  );
}

/** POST /store-api/customer/self-purge with the account's e-mail; the session becomes a guest's. */
export function selfPurgeCustomer(api: StoreApi, languageId: string, email: string): Promise<unknown> {
  return dataOf(
    api.invoke("selfPurgeCustomer post /customer/self-purge", {
      headers: languageHeaders(languageId),
      body: { email },
    }),
  );
}
