/** The registration page's action. */
export { registerAction as action } from "../app/actions/page-action";
