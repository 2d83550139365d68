import * as z from "zod/mini";
import type { PublicSiteConfig } from "../../kv-schemas/site-config";

/**
 * The shopper's cookie choice (tracking cookies are not allowed without a prompt).
 * Kept in a first-party cookie, not localStorage, because the Worker needs it too: the page's CSP
 * allows the tag manager only once the shopper agreed (worker/middleware/security-headers.ts).
 *
 * Two groups beyond the technically required cookies, as Shopware's cookie configuration has them:
 * statistics ("analytics") and marketing. The value lists the granted ones, "none" when none is.
 */
export const CONSENT_COOKIE = "es-consent";

export const CONSENT_GROUPS = ["analytics", "marketing"] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];
export type ConsentChoice = Readonly<Record<ConsentGroup, boolean>>;

const cookieValueSchema = z.union([
  z.literal("none"),
  z.pipe(
    z.pipe(
      z.string().check(z.maxLength(40)),
      z.transform((value: string) => value.split(".")),
    ),
    z.array(z.enum(CONSENT_GROUPS)).check(z.minLength(1)),
  ),
]);

/** The stored choice, or null when the shopper has not chosen (or the cookie is not ours to read). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const parsed = cookieValueSchema.safeParse(value);
  if (!parsed.success) return null;
  const granted = parsed.data === "none" ? [] : parsed.data;
  return { analytics: granted.includes("analytics"), marketing: granted.includes("marketing") };
}

export function serializeConsent(choice: ConsentChoice): string {
  const granted = CONSENT_GROUPS.filter((group) => choice[group]);
  return granted.length ? granted.join(".") : "none";
}

/** Reads the consent cookie out of a Cookie header (the Worker) or document.cookie (the browser). */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    try {
      return parseConsent(decodeURIComponent(rest.join("=")));
    } catch {
      // A malformed escape ("%", "%E0%A4%A"): not a value we set, so no choice was made.
      return null;
    }
  }
  return null;
}

/** The tag manager is configured: analytics on, with a container. */
export const tagManagerConfigured = (analytics: PublicSiteConfig["analytics"]): boolean =>
  analytics.active && analytics.gtmId !== "";

/** Whether the shop may set tracking cookies without asking (the personal-data-protection setting). */
const allowedWithoutPrompt = (config: PublicSiteConfig): boolean =>
  config.extensions.personalDataProtection.trackingCookiesAllowedWithoutPrompt;

/** The banner is shown: a tag manager to ask for, a shop that must ask, and no choice yet. */
export const consentPromptNeeded = (config: PublicSiteConfig, choice: ConsentChoice | null): boolean =>
  tagManagerConfigured(config.analytics) && !allowedWithoutPrompt(config) && choice === null;

/** The choice in force: the shopper's, or everything granted where the shop needs no prompt. */
export function effectiveConsent(config: PublicSiteConfig, choice: ConsentChoice | null): ConsentChoice {
  if (allowedWithoutPrompt(config)) return { analytics: true, marketing: true };
  return choice ?? { analytics: false, marketing: false };
}

/** The tag manager loads (and the CSP allows it) only when configured and some group is granted. */
export function tagManagerAllowed(config: PublicSiteConfig, choice: ConsentChoice | null): boolean {
  const consent = effectiveConsent(config, choice);
  return tagManagerConfigured(config.analytics) && (consent.analytics || consent.marketing);
}

/** Google Consent Mode v2: the four signals a choice maps to. */
export type ConsentSignals = Record<
  "analytics_storage" | "ad_storage" | "ad_user_data" | "ad_personalization",
  "granted" | "denied"
>;

export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const state = (granted: boolean) => (granted ? "granted" : "denied");
  return {
    analytics_storage: state(choice.analytics),
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
  };
}
