import { MAX_PATH_LENGTH } from "./paths";

/**
 * A redirect target taken from a query string or a form (after login, after a language switch):
 * only a same-origin absolute path is accepted (no scheme, no "//host", no backslashes), anything
 * else falls back. Its own module: only actions and loaders need it, not the first load.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || value.length > MAX_PATH_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || /[\u0000-\u001f]/.test(value))
    return fallback;
  try {
    const url = new URL(value, "http://same.origin");
    const path = `${url.pathname}${url.search}`;
    // What is returned is checked, not only what came in: dot segments collapse ("/.//evil.example",
    // "/a/..//evil.example", "/%2e//evil.example") into a protocol-relative "//evil.example".
    return url.origin === "http://same.origin" && !path.startsWith("//") && !path.includes("\\") ? path : fallback;
  } catch {
    return fallback;
  }
}
