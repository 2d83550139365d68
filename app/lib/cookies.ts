/** Spec section 9: one year. */
export const ONE_YEAR_SECONDS = 31_536_000;

/**
 * The shopper's choices kept for the next visit (language, domain, currency). Not secrets:
 * readable by scripts; the context token is the one HttpOnly cookie and is never set here.
 */
export function setPreferenceCookie(name: "langId" | "domainId" | "currency", value: string): void {
  if (typeof document === "undefined") return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
