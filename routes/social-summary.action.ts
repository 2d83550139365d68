/** The social summary's action: the end of a social login. */
export { socialSummaryAction as action } from "../app/session/page-action";
