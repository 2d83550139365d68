import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";
import type { Schemas, StorefrontOperations } from "../store-api/operations";
import { ADDRESS_INPUT_FIELDS, type AddressInputField } from "./address-fields";

/** The fields of an address a shopper enters, as the official client types the create call. */
export type CustomerAddressInput = Pick<
  StorefrontOperations["createCustomerAddress post /account/address"]["body"],
  AddressInputField
>;

/** An address as the address book shows it: its fields, with the names of its country, state and salutation. */
export type CustomerAddress = Pick<Schemas["CustomerAddress"], "id" | AddressInputField> & {
  country?: Pick<Schemas["Country"], "id" | "name" | "translated"> | null;
  countryState?: Pick<Schemas["CountryState"], "id" | "name" | "translated"> | null;
  salutation?: Pick<Schemas["Salutation"], "id" | "salutationKey" | "displayName" | "translated"> | null;
};

/**
 * Only what the address book shows travels. The associations are named: Shopware 6.6 loads an
 * address's country, state and salutation only when asked.
 */
const ADDRESS_CRITERIA = {
  associations: { country: {}, countryState: {}, salutation: {} },
  includes: {
    customer_address: ["id", ...ADDRESS_INPUT_FIELDS, "country", "countryState", "salutation"],
    country: ["id", "name", "translated"],
    country_state: ["id", "name", "translated"],
    salutation: ["id", "salutationKey", "displayName", "translated"],
  },
};

/** POST /store-api/account/list-address, the customer's address book (newest last, as the shop keeps them). */
export function listAddresses(api: StoreApi, languageId: string): Promise<CustomerAddress[]> {
  return dataOf(
    api.invoke("listAddress post /account/list-address", {
      headers: languageHeaders(languageId),
      body: { ...ADDRESS_CRITERIA, sort: [{ field: "createdAt", order: "ASC" }], limit: 100 },
    }),
  ).then((result) => (result.elements ?? []) as CustomerAddress[]);
}

/**
 * One of the customer's addresses, or null when it is not theirs or does not exist. Shopware's Store
 * API has no route to read one address (GET /account/address/{id} is not in 6.6's or 6.7's routes),
 * so it is the address book's call with the id as criteria: the shop answers only the customer's own.
 */
export async function readAddress(
  api: StoreApi,
  languageId: string,
  addressId: string,
): Promise<CustomerAddress | null> {
  const result = await dataOf(
    api.invoke("listAddress post /account/list-address", {
      headers: languageHeaders(languageId),
      body: { ...ADDRESS_CRITERIA, ids: [addressId], limit: 1 },
    }),
  );
  return ((result.elements ?? []) as CustomerAddress[]).find((address) => address.id === addressId) ?? null;
}

/** POST /store-api/account/address: a new address in the customer's book. */
export function createAddress(
  api: StoreApi,
  languageId: string,
  address: CustomerAddressInput,
): Promise<Schemas["CustomerAddress"]> {
  return dataOf(
    api.invoke("createCustomerAddress post /account/address", { headers: languageHeaders(languageId), body: address }),
  );
}

/** PATCH /store-api/account/address/{id}: the whole address again (Shopware validates it as a new one). */
export function updateAddress(
  api: StoreApi,
  languageId: string,
  addressId: string,
  address: CustomerAddressInput,
): Promise<Schemas["CustomerAddress"]> {
  return dataOf(
    api.invoke("updateCustomerAddress patch /account/address/{addressId}", {
      headers: languageHeaders(languageId),
      pathParams: { addressId },
      body: address,
    }),
  );
}

/** DELETE /store-api/account/address/{id}. The shop refuses a default or active address (400). */
export async function deleteAddress(api: StoreApi, addressId: string): Promise<void> {
  await dataOf(api.invoke("deleteCustomerAddress delete /account/address/{addressId}", { pathParams: { addressId } }));
}

/** PATCH /store-api/account/address/default-billing/{id}. */
export async function setDefaultBillingAddress(api: StoreApi, languageId: string, addressId: string): Promise<void> {
  await dataOf(
    api.invoke("defaultBillingAddress patch /account/address/default-billing/{addressId}", {
      headers: languageHeaders(languageId),
      pathParams: { addressId },
    }),
  );
}

/** PATCH /store-api/account/address/default-shipping/{id}. */
export async function setDefaultShippingAddress(api: StoreApi, languageId: string, addressId: string): Promise<void> {
  await dataOf(
    api.invoke("defaultShippingAddress patch /account/address/default-shipping/{addressId}", {
      headers: languageHeaders(languageId),
      pathParams: { addressId },
    }),
  );
}
