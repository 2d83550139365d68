import { salutationText, translatedName } from "./entity-names";

/** An address as a label shows it: its texts, the salutation, state and country already named in the shopper's language. */
export interface PostalAddress {
  company?: string;
  department?: string;
  salutation?: string;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddressLine1?: string;
  additionalAddressLine2?: string;
  zipcode?: string;
  city: string;
  state?: string;
  country?: string;
  phoneNumber?: string;
}

type Named = { name?: string | null; translated?: unknown } | null | undefined;

/** An address as the shop answers it (a customer's or an order's), with its country, state and salutation where loaded. */
export interface AddressEntity {
  company?: string | null;
  department?: string | null;
  salutation?: { salutationKey?: string | null; displayName?: string | null; translated?: unknown } | null;
  firstName: string;
  lastName: string;
  street: string;
  additionalAddressLine1?: string | null;
  additionalAddressLine2?: string | null;
  zipcode?: string | null;
  city: string;
  countryState?: Named;
  country?: Named;
  phoneNumber?: string | null;
}

/** The shop's address as a label's texts (Shopware's "not specified" salutation says nothing). */
export function postalAddress(address: AddressEntity): PostalAddress {
  return {
    company: address.company ?? "",
    department: address.department ?? "",
    salutation: salutationText(address.salutation),
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    additionalAddressLine1: address.additionalAddressLine1 ?? "",
    additionalAddressLine2: address.additionalAddressLine2 ?? "",
    zipcode: address.zipcode ?? "",
    city: address.city,
    state: translatedName(address.countryState),
    country: translatedName(address.country),
    phoneNumber: address.phoneNumber ?? "",
  };
}

/** A person as an address or the account names them: salutation, first and last name. */
export const fullName = ({
  salutation,
  firstName,
  lastName,
}: Pick<PostalAddress, "salutation" | "firstName" | "lastName">): string =>
  [salutation, firstName, lastName].filter(Boolean).join(" ");

/**
 * The lines of an address in Shopware's order: company (and department), salutation and name,
 * street, the additional lines, postcode and city, state, country; then the phone number. Empty
 * lines are left out. `recipient: false` leaves out the name, where a heading shows it.
 */
export function addressLines(address: PostalAddress, { recipient = true }: { recipient?: boolean } = {}): string[] {
  return [
    address.company,
    address.department,
    recipient ? fullName(address) : "",
    address.street,
    address.additionalAddressLine1,
    address.additionalAddressLine2,
    [address.zipcode, address.city].filter(Boolean).join(" "),
    address.state,
    address.country,
    address.phoneNumber,
  ].filter((line): line is string => !!line?.trim());
}
