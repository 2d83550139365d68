import { redirect } from "react-router";
import { withPrefix } from "../app/lib/paths";
import { storefrontLoader } from "../app/framework/loaders";

/**
 * The social provider sends the shopper back to the login with `code` and `state`
 * (or `error` and `state`); those go on to the social summary, which finishes the login. Only these
 * values are passed on, so nothing else of the provider's URL reaches the summary.
 */
export const loader = storefrontLoader(async ({ domain, url }) => {
  const query = url.searchParams;
  const state = query.get("state");
  const code = query.get("code");
  const error = query.get("error");
  if (state !== null && (code !== null || error !== null)) {
    const next = new URLSearchParams(code !== null ? { code, state } : { error: error ?? "", state });
    throw redirect(`${withPrefix(domain.langPrefix, "/social-summary/")}?${next.toString()}`, 302);
  }
  return null;
});
