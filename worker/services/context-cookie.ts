import { generateCookie, getCookie } from "hono/cookie";
import type { Context } from "hono";

/** The session's Store API context token, kept where page scripts cannot read it. */
export const CONTEXT_COOKIE = "sw-context-token";
/** One year. */
export const CONTEXT_COOKIE_MAX_AGE = 31_536_000;

const TOKEN = /^[A-Za-z0-9]{8,64}$/;

/** The token from the cookie, or null when it is missing or not a token (a malformed cookie is ignored). */
export function readContextToken(c: Context): string | null {
  let value: string | undefined;
  try {
    value = getCookie(c, CONTEXT_COOKIE);
  } catch {
    return null;
  }
  return value && TOKEN.test(value) ? value : null;
}

/**
 * A token for a new visitor, in Shopware's format (32 alphanumerics). Shopware creates a fresh guest
 * context for a token it does not know, so the first page view can make all its calls in parallel.
 */
export function newContextToken(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/** Design section 3 "Session": HttpOnly, one year, SameSite=Lax, Path=/, Secure on https. */
export function contextCookie(token: string, secure: boolean): string {
  return generateCookie(CONTEXT_COOKIE, token, {
    maxAge: CONTEXT_COOKIE_MAX_AGE,
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure,
  });
}

export const isTokenShaped = (value: string | null | undefined): value is string => !!value && TOKEN.test(value);
