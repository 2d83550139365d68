import type { PublicSiteConfig } from "../../kv-schemas/site-config";

/** Route paths relative to the language prefix ("information/privacy-policy"), by screen name. */
export type ConfiguredPages = Readonly<Record<string, string>>;

/**
 * The privacy policy page, the configured subscribe URL and the double opt-in
 * confirmation URL live where the shop's configuration says ("/information/privacy-policy/",
 * kv-schemas/site-config), under every language prefix. The Worker works them out and hands them to
 * the browser in the page's bootstrap, so that the route table of the first load carries no code for it.
 */
export function configuredPages(
  config: Pick<PublicSiteConfig, "extensions" | "newsletter" | "login">,
): ConfiguredPages {
  const paths = {
    "privacy-policy": config.extensions.personalDataProtection.privacyPolicyPath,
    "newsletter-subscribe": config.newsletter.subscribeUrl,
    "registration-confirm": config.login.confirmationUrl,
  };
  return Object.fromEntries(Object.entries(paths).map(([name, path]) => [name, path.slice(1, -1)]));
}
