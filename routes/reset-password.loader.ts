import { storefrontLoader } from "../app/framework/loaders";

/** The recovery mail's `hash`, for the page's form; empty when the address carries none (or no longer does). */
export interface ResetPasswordData {
  hash: string;
}

/** Longer values are no link of the shop's: the form would only be refused. */
const MAX_LENGTH = 128;

/**
 * The recovery link's hash goes into the page's data, so that the form keeps it once
 * the start script has removed it from the address bar (app/lib/link-secrets).
 */
export const loader = storefrontLoader(async ({ url }): Promise<ResetPasswordData> => {
  const hash = url.searchParams.get("hash") ?? "";
  return { hash: hash.length <= MAX_LENGTH ? hash : "" };
});
