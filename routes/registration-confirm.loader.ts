import { redirect } from "react-router";
import { withPrefix } from "../app/lib/paths";
import { storefrontLoader } from "../app/router/loaders";
import { sessionChanged } from "../app/state/session-change";
import { confirmRegistration } from "../app/store-api/account";
import { ClientApiError, toClientApiError } from "../app/store-api/errors";

/**
 * Spec section 4, double opt-in: the link of the confirmation mail (`em` and `hash`) confirms the
 * account. Success → the profile with a success notice (the shop logs the customer in); failure →
 * the login with a danger notice that carries the error code.
 */
export const loader = storefrontLoader(async ({ services, domain, url }) => {
  const em = url.searchParams.get("em") ?? "";
  const hash = url.searchParams.get("hash") ?? "";
  try {
    if (!em || !hash) throw new ClientApiError([{ status: "400", code: "VIOLATION::IS_BLANK_ERROR", title: "Bad Request", detail: "em and hash are required." }], 400);
    await confirmRegistration(services.api, domain.languageId, hash, em);
  } catch (error) {
    const apiError = error instanceof ClientApiError ? error : toClientApiError(error);
    if (apiError.statusCode >= 500 || apiError.statusCode === -1) throw error;
    services.flash({ type: "danger", messageKey: "account.register.confirmFailed", params: { code: apiError.messages[0]?.code ?? String(apiError.statusCode) } });
    throw redirect(withPrefix(domain.langPrefix, "/login/"), 302);
  }
  await sessionChanged(services, { name: "login", detail: { method: "email-and-password" } });
  services.flash({ type: "success", messageKey: "account.register.confirmed" });
  throw redirect(withPrefix(domain.langPrefix, "/account/profile/"), 302);
});
