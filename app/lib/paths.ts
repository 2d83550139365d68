/**
 * Path rules shared by the Worker (redirects) and the app (links) (decision
 * 020, canonical URLs). Page URLs end with "/"; files, /store-api/* and /api-sync/* are left alone.
 */

export type PathKind = "store-api" | "api-sync" | "builds" | "emulator" | "file" | "page";

/** Longest path we serve; anything longer is refused before any work is done. */
export const MAX_PATH_LENGTH = 2048;

const FILE_SEGMENT = /\.[A-Za-z0-9]{1,8}$/;

/**
 * The payment provider's web endpoints as its SDK asks for them (secured fields, analytics): the emulator
 * plays them in development (emulator/src/routes/adyen-web), at the origin's root because the SDK accepts
 * a secured field's messages only from the origin before "/checkoutshopper/". A 404 in production.
 */
const PROVIDER_WEB_PREFIXES = ["/checkoutshopper/", "/checkoutanalytics/"];

export function classifyPath(pathname: string): PathKind {
  if (pathname === "/store-api" || pathname.startsWith("/store-api/")) return "store-api";
  if (pathname === "/api-sync" || pathname.startsWith("/api-sync/")) return "api-sync";
  if (pathname.startsWith("/builds/")) return "builds";
  if (pathname === "/__emulator" || pathname.startsWith("/__emulator/")) return "emulator";
  if (PROVIDER_WEB_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return "emulator";
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return FILE_SEGMENT.test(last) ? "file" : "page";
}

/**
 * The canonical form of a page path: duplicate slashes collapsed, a leading and a trailing slash.
 * Only for paths classified as "page".
 */
export function canonicalPagePath(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, "/");
  if (!path.startsWith("/")) path = `/${path}`;
  if (!path.endsWith("/")) path = `${path}/`;
  return path;
}

/** Shopware's seoPathInfo ("Photo-books/Hardcover/") as a canonical storefront path. */
export const seoPathToPagePath = (seoPathInfo: string): string => canonicalPagePath(`/${seoPathInfo}`);

/** Joins a language prefix ("" or "de") and a page path. */
export function withPrefix(prefix: string, path: string): string {
  const page = path.startsWith("/") ? path : `/${path}`;
  return prefix ? `/${prefix}${page}` : page;
}

/** Splits "/de/login/" into the configured prefix and the rest; the root prefix is "". */
export function splitPrefix(pathname: string, prefixes: readonly string[]): { prefix: string; rest: string } {
  const first = pathname.split("/")[1] ?? "";
  if (first && prefixes.includes(first)) {
    const rest = pathname.slice(first.length + 1) || "/";
    return { prefix: first, rest };
  }
  return { prefix: "", rest: pathname };
}
