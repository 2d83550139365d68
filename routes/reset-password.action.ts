/** The reset pages' action (the mail's link: a new password). */
export { resetPasswordAction as action } from "../app/session/page-action";
