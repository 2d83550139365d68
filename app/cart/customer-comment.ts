import { parse, serialize } from "hono/utils/cookie";

/** The customer's comment for the order (spec: cartSettings.showCustomerComment), kept in a cookie until checkout sends it. */
export const CUSTOMER_COMMENT_COOKIE = "customerComment";
/** Its length limit: the cookie must stay well under 4 KB, however the text encodes. */
export const CUSTOMER_COMMENT_MAX = 255;

/**
 * A session cookie: the next shopper on a shared device does not inherit it. An empty comment
 * removes it.
 */
export const customerCommentCookie = (value: string, secure: boolean): string =>
  serialize(CUSTOMER_COMMENT_COOKIE, value, { path: "/", sameSite: "Lax", secure, ...(value ? {} : { maxAge: 0 }) });

/** The comment from a Cookie header (or document.cookie); a value that is not ours to read counts as none. */
export function readCustomerComment(cookies: string): string {
  try {
    return parse(cookies, CUSTOMER_COMMENT_COOKIE)[CUSTOMER_COMMENT_COOKIE] ?? "";
  } catch {
    return "";
  }
}
