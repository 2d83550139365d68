/**
 * The fields of a customer address a shopper enters, in the address form's order: the create and
 * update calls' body, the address book's includes and the form's own fields are this one list.
 * A module of its own (no Store API client) so that the form can read it without loading the wrapper.
 */
export const ADDRESS_INPUT_FIELDS = [
  "salutationId",
  "firstName",
  "lastName",
  "company",
  "street",
  "zipcode",
  "city",
  "countryId",
  "countryStateId",
  "phoneNumber",
] as const;

export type AddressInputField = (typeof ADDRESS_INPUT_FIELDS)[number];
