/** The password recovery page's action (asking for the mail). */
export { recoveryAction as action } from "../app/session/page-action";
