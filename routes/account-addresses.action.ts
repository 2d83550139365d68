/** The address book's action: defaults and deletion. */
export { addressBookAction as action } from "../app/actions/address";
