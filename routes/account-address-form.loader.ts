import { data } from "react-router";
import type { AddressChoices } from "../app/account/account-data";
import { NOT_SPECIFIED } from "../app/lib/entity-names";
import { hexIdOf } from "../app/lib/hex-id";
import { storefrontLoader } from "../app/framework/loaders";
import type { PageTitleData } from "../app/framework/types";
import { readAddress } from "../app/account/address-store-api";
import { readAddressChoices } from "./account-creation.loader";

export interface AddressFormData extends PageTitleData {
  choices: AddressChoices;
  /** The address being edited, as the form's values; null for a new one. */
  address: { id: string; values: Record<string, string> } | null;
}

/**
 * The form's choices (countries with states, salutations) and, with an id, the customer's address,
 * in parallel. An id that is not one of the customer's addresses is a 404, like any unknown page.
 */
export const loader = storefrontLoader(async ({ services, domain, params }): Promise<AddressFormData> => {
  const id = params["id"] === undefined ? undefined : hexIdOf(params["id"]);
  if (id === null) throw data(null, { status: 404 });
  const [choices, address] = await Promise.all([
    readAddressChoices(services.api, domain.languageId),
    id ? readAddress(services.api, domain.languageId, id) : null,
  ]);
  if (id && !address) throw data(null, { status: 404 });
  if (!address) return { choices, address: null };
  const values: Record<string, string> = {
    salutationId: address.salutation?.salutationKey === NOT_SPECIFIED ? "" : (address.salutationId ?? ""),
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? "",
    street: address.street,
    zipcode: address.zipcode ?? "",
    city: address.city,
    countryId: address.countryId,
    countryStateId: address.countryStateId ?? "",
    phoneNumber: address.phoneNumber ?? "",
  };
  return { choices, address: { id: address.id, values }, titleKey: "pageTitle.addressEdit" };
});
