/** The profile's action: personal data, e-mail, password, newsletter, account removal. */
export { profileAction as action } from "../app/account/profile-actions";
