import type { PostalAddress } from "../lib/address-lines";

/**
 * What the account's pages get from their loaders (routes/account-*.loader.ts) and their components
 * here show: the loaders import these types from the app, not the other way round.
 */

/** What an address form chooses from: the registration's and the address book's. */
export interface AddressChoices {
  salutations: { id: string; name: string }[];
  countries: { id: string; name: string; states: { id: string; name: string }[] }[];
}

/** What the registration form chooses from. */
export type RegistrationData = AddressChoices;

/** One entry of the address book, as its card shows it. */
export interface AddressCard extends PostalAddress {
  id: string;
}

/** The profile's choices. */
export interface ProfileData {
  salutations: { id: string; name: string }[];
  /** The shop's "not specified" salutation: the value of the form's empty choice, so that choosing it is saved. */
  notSpecifiedId: string;
}
