import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { detectFromHeader } from "hono/language";
import { isbot } from "isbot";
import type { Domain } from "../../kv-schemas/site-config";
import { preferenceCookie } from "../../app/lib/cookies";
import { classifyPath, withPrefix } from "../../app/lib/paths";
import type { AppEnv } from "../env";

/** A locale's language without its region: "de" of "de-DE". */
const primaryOf = (locale: string): string => locale.split("-")[0]!.toLowerCase();

/**
 * The domain whose language best matches an Accept-Language header, or null when none of its ranges
 * names one of the shop's languages. The ranges are taken by their q-value (q=0 means "not this one",
 * `*` names no language): the first that names a domain's locale exactly ("de-DE") or its language
 * ("de", or "de-AT" falling back to de) wins. Where several domains speak that language, the exact
 * locale wins, then the default (root prefix) domain, then the first configured. Hono's language
 * detector reads the header (RFC 9110 q-values) and matches a range against the supported tags, its
 * region falling back to the bare language.
 */
export function detectedDomain(acceptLanguage: string | undefined, domains: readonly Domain[]): Domain | null {
  if (!acceptLanguage) return null;
  const locales = domains.map((d) => d.locale);
  const supported = [...new Set([...locales, ...locales.map(primaryOf)])];
  const header = new Headers({ "accept-language": acceptLanguage });
  const detected = detectFromHeader({ req: { header: (name: string) => header.get(name) ?? undefined } } as Context, {
    order: ["header"],
    lookupQueryString: "",
    lookupCookie: "",
    lookupFromPathIndex: 0,
    lookupFromHeaderKey: "accept-language",
    caches: false,
    ignoreCase: true,
    fallbackLanguage: "",
    supportedLanguages: supported,
  });
  if (!detected) return null;
  const exact = domains.find((d) => d.locale.toLowerCase() === detected.toLowerCase());
  if (exact) return exact;
  const speaking = domains.filter((d) => primaryOf(d.locale) === detected.toLowerCase());
  return speaking.find((d) => d.langPrefix === "") ?? speaking[0] ?? null;
}

/** The domain a request is sent to, or null when it stays (the reasons in {@link languageDetection}). */
function detectionTarget(c: Context<AppEnv>): Domain | null {
  const { siteConfig, domain } = c.var;
  if (!siteConfig?.pwa.languageDetection || !domain) return null;
  if (c.req.method !== "GET" || classifyPath(c.req.path) !== "page" || c.req.path !== "/") return null;
  if (getCookie(c, "langId") || getCookie(c, "domainId")) return null;
  if (isbot(c.req.header("user-agent") ?? "")) return null;
  const target = detectedDomain(c.req.header("accept-language"), siteConfig.domains);
  return target && target.id !== domain.id ? target : null;
}

/**
 * `pwa.languageDetection` (spec section 9: off by default): a shopper's first visit to the shop's front
 * door ("/", the default language) goes, with a 302, to the language their browser asks for
 * (Accept-Language), when the shop has it under another prefix. Never twice: the redirect keeps that
 * language in the language cookies (`langId`, `domainId`, as the language switch does), and a shopper
 * who has them (redirected once, or who chose a language) is never sent anywhere. Never for crawlers
 * (isbot): each language's pages are indexed under their own URLs, and "/" is the x-default. Only the
 * root: a deep link or a search result already names its page's language, and another language's page
 * has another SEO URL (Nuxt i18n's `redirectOn: "root"` for the same reasons). Only GET page requests,
 * so no form post, API call, file or emulator path is ever redirected. After the maintenance gate
 * (a closed shop sends everyone to its notice) and before the edge cache (a kept "/" is served only
 * to those who stay on it).
 */
export const languageDetection = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const target = detectionTarget(c);
    if (!target) return next();
    const url = new URL(c.req.url);
    const secure = url.protocol === "https:";
    const headers = new Headers({
      Location: withPrefix(target.langPrefix, "/") + url.search,
      "Cache-Control": "no-store",
      Vary: "Accept-Language, Cookie",
    });
    headers.append("Set-Cookie", preferenceCookie("langId", target.languageId, secure));
    headers.append("Set-Cookie", preferenceCookie("domainId", target.id, secure));
    return new Response(null, { status: 302, headers });
  });
