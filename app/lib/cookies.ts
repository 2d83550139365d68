/** One year. */
export const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The shopper's choices kept for the next visit (language, domain, currency, cookie consent). Not secrets:
 * readable by scripts; the context token is the one HttpOnly cookie and is never set here.
 */
export type PreferenceCookie = "langId" | "domainId" | "currency" | "es-consent";

/** The Set-Cookie value of a preference (an action answers it without JavaScript, the browser sets it with). */
export function preferenceCookie(name: PreferenceCookie, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function setPreferenceCookie(name: PreferenceCookie, value: string): void {
  if (typeof document === "undefined") return;
  document.cookie = preferenceCookie(name, value, window.location.protocol === "https:");
}
