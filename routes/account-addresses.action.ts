/** The address book's action: defaults and deletion. */
export { addressBookAction as action } from "../app/account/address-actions";
