import { customerQuery, newsletterStatusQuery } from "../app/account/queries";
import { ensureSession, loginRedirect, storefrontLoader, type StorefrontLoaderArgs } from "../app/framework/loaders";

/**
 * The account screens' data: the customer and the newsletter status, into the cache the screens read.
 * The session first, so that it is the first entry a session change reads again (the customer's
 * lookup waits for it). A session that lost its customer meanwhile goes to the login; a failed
 * lookup is routed by the shop's error underneath (maintenance, a slow shop: toClientApiError unwraps it).
 */
export async function ensureCustomer(args: StorefrontLoaderArgs): Promise<void> {
  const { services, domain } = args;
  await ensureSession(args);
  const [customer] = await Promise.all([
    services.queryClient.ensureQueryData(customerQuery(services, domain.languageId)),
    services.queryClient.ensureQueryData(newsletterStatusQuery(services, domain.languageId)),
  ]);
  if (!customer) throw loginRedirect(domain.langPrefix, args.url);
}

/** The account overview: what it shows is the customer's (the screen reads the cache). */
export const loader = storefrontLoader(async (args) => {
  await ensureCustomer(args);
  return null;
});
