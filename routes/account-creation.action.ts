/** The registration page's action. */
export { registerAction as action } from "../app/session/page-action";
