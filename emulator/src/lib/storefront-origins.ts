import { z } from "zod";
import { LANGUAGES } from "../seed/reference";

/**
 * STOREFRONT_ORIGINS: the origins of further frontends that use this sales channel (a Nuxt or Next
 * storefront on its own port, say), comma-separated. In Shopware they are the sales channel's
 * domains: registration, password recovery and the newsletter accept a storefrontUrl only if it is
 * one of them. The emulator's own public origin is always the first.
 */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .url({ protocol: /^https?$/, error: "STOREFRONT_ORIGINS lists http(s) origins, comma-separated" })
        .transform((url) => new URL(url).origin),
    ),
  );

const parsed = new Map<string, string[]>();

export function storefrontOrigins(configured: string | undefined, publicOrigin: string): string[] {
  const value = configured ?? "";
  let extra = parsed.get(value);
  if (!extra) {
    const result = originList.safeParse(value);
    if (!result.success)
      throw new Error(`STOREFRONT_ORIGINS is not a list of origins: ${z.prettifyError(result.error)}`);
    extra = result.data;
    parsed.set(value, extra);
  }
  return [...new Set([publicOrigin, ...extra])];
}

/** The URL of every language's domain under each origin: the values a storefrontUrl may take. */
export const domainUrls = (origins: readonly string[]): string[] =>
  origins.flatMap((origin) => LANGUAGES.map((l) => (l.prefix ? `${origin}/${l.prefix}` : origin)));

/** Whether a frontend's storefrontUrl names one of the sales channel's domains (a trailing slash aside). */
export const isDomainUrl = (origins: readonly string[], storefrontUrl: string): boolean =>
  domainUrls(origins).includes(storefrontUrl.replace(/\/$/, ""));
