/**
 * Issue 25: the session's context token lives in an HttpOnly cookie and never enters a page. The
 * Store API still answers with it (a cart's and the session context's `token`, a login's
 * `contextToken`), so every answer loses those keys where it is parsed: in the Store API client
 * (`parseResponse`, before loaders put it in the query cache, on the server and in the browser) and
 * in the Worker's proxy (before the browser gets it).
 */

/** Keys whose value is a context token, at any depth of an answer. */
const TOKEN_KEYS = ["token", "contextToken"] as const;

/** A token key as JSON writes it; a string that only contains the word has its quotes escaped (`\"token\"`). */
const TOKEN_KEY_TEXT = /"(?:token|contextToken)"/;

/**
 * Whether an answer's raw JSON may carry a token key: an answer without one needs no walk, and that is
 * most of them (listings, pages). Its cost on a 200 KB category page is about 0.05 ms: first a plain
 * search for "oken" (false for most answers), then the exact pattern. A search for `"token"` itself is
 * ten times slower (it starts with the quote, JSON's most frequent character). Keys written with
 * escaped letters (`"\u0074oken"`) are not seen: Shopware's JSON encoder writes ASCII as is.
 */
export function mayCarryToken(text: string): boolean {
  return text.includes("oken") && TOKEN_KEY_TEXT.test(text);
}

/**
 * A payment provider's actions for a step in the page (app/payment/page-action) name their own `token`:
 * native 3-D Secure 2's (the bank's check for the browser: the issuer's URLs, the transaction's ids) and
 * PayPal's order token in an `sdk` action's `sdkData`; never the session's.
 */
const providerToken = (record: Record<string, unknown>, key: string) =>
  key === "token" && record["type"] === "threeDS2";
const providerSdkData = (record: Record<string, unknown>, key: string) =>
  key === "sdkData" && record["type"] === "sdk" && typeof record["paymentMethodType"] === "string";

/** Removes the token keys from a parsed answer at every depth, in place; true when it removed any. */
export function removeTokens(value: unknown, providerData = false): boolean {
  if (value === null || typeof value !== "object") return false;
  let removed = false;
  if (Array.isArray(value)) {
    for (const item of value) if (removeTokens(item)) removed = true;
    return removed;
  }
  const record = value as Record<string, unknown>;
  for (const key of TOKEN_KEYS) {
    // In a provider's sdkData only its own `token` stays; a contextToken never does.
    if (Object.hasOwn(record, key) && !providerToken(record, key) && !(providerData && key === "token")) {
      delete record[key];
      removed = true;
    }
  }
  for (const key in record) if (removeTokens(record[key], providerSdkData(record, key))) removed = true;
  return removed;
}

/** JSON.parse of a Store API answer, without its token keys. */
export function parseWithoutTokens(text: string): unknown {
  const value: unknown = JSON.parse(text);
  if (mayCarryToken(text)) removeTokens(value);
  return value;
}
