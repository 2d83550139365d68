/** The address form's action: create or update. */
export { addressFormAction as action } from "../app/account/address-actions";
