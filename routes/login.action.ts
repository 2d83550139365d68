/** The login page's action: the login, the start of a social login, and what every page answers. */
export { loginAction as action } from "../app/session/page-action";
