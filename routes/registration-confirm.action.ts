/** The double opt-in page's action: its button confirms the account. */
export { registrationConfirmAction as action } from "../app/session/page-action";
