import { redirect } from "react-router";
import * as z from "zod/mini";
import { withPrefix } from "../app/lib/paths";
import { ensureSession, storefrontLoader } from "../app/framework/loaders";
import { ClientApiError } from "../app/store-api/errors";
import { confirmNewsletter } from "../app/account/newsletter-store-api";

/** The mail's link: em (a hash of the address) and hash, as the shop writes them. */
const confirmationSchema = z.object({
  em: z.string().check(z.regex(/^[0-9a-zA-Z]{8,128}$/)),
  hash: z.string().check(z.regex(/^[0-9a-zA-Z]{8,128}$/)),
});

/**
 * The newsletter's double opt-in: POST /newsletter/confirm with the link's em and
 * hash. Success → a notice and home (the profile for a customer, where the status shows); a link
 * that does not work → a danger notice with the shop's code, home. Without em and hash the page
 * shows the sign-up form.
 */
export const loader = storefrontLoader(async (args) => {
  const { services, domain, url } = args;
  if (!url.searchParams.has("em") && !url.searchParams.has("hash")) return null;
  const link = confirmationSchema.safeParse({
    em: url.searchParams.get("em") ?? "",
    hash: url.searchParams.get("hash") ?? "",
  });
  const home = withPrefix(domain.langPrefix, "/");
  if (!link.success) {
    services.flash({ type: "danger", messageKey: "newsletter.confirmFailed", params: { code: "invalid-link" } });
    throw redirect(home, 302);
  }
  try {
    await confirmNewsletter(services.api, domain.languageId, link.data.em, link.data.hash);
  } catch (error) {
    if (!(error instanceof ClientApiError) || error.statusCode >= 500 || error.statusCode === -1) throw error;
    services.flash({
      type: "danger",
      messageKey: "newsletter.confirmFailed",
      params: { code: error.messages[0]?.code ?? String(error.statusCode) },
    });
    throw redirect(home, 302);
  }
  services.flash({ type: "success", messageKey: "newsletter.confirmed" });
  const session = await ensureSession(args);
  throw redirect(session.customer ? withPrefix(domain.langPrefix, "/account/profile/") : home, 302);
});
