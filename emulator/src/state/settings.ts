import { z } from "zod";

/** Switches a developer or a test flips: kept in D1 so they survive restarts like the shop's own settings. */
export async function readSetting(db: D1Database, key: string): Promise<string | null> {
  const row = await db.prepare(`SELECT value FROM emulator_setting WHERE key = ?`).bind(key).first<{ value: string }>();
  return row?.value ?? null;
}

export async function writeSetting(db: D1Database, key: string, value: string): Promise<void> {
  await db
    .prepare(
      `INSERT INTO emulator_setting (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
    )
    .bind(key, value)
    .run();
}

export const isMaintenance = async (db: D1Database): Promise<boolean> => (await readSetting(db, "maintenance")) === "1";

/** Shopware's core.cart.wishlistEnabled: on in the demo shop, off by `{"wishlistEnabled": false}` on /__emulator/settings. */
export const isWishlistEnabled = async (db: D1Database): Promise<boolean> =>
  (await readSetting(db, "wishlistEnabled")) !== "0";

/**
 * Site configuration values the shop's administration changes (seed/site-config applies them): the
 * boxed width, the service navigation, analytics, and where the privacy policy and the two mail confirmations
 * live. Kept as one setting; a null puts the seed's own value back.
 */
export const siteSettingsSchema = z
  .object({
    boxedModeMaxWidth: z.number().int().positive().nullable(),
    serviceNavigation: z.boolean().nullable(),
    privacyPolicyPath: z.string().startsWith("/").nullable(),
    subscribeUrl: z.string().startsWith("/").nullable(),
    confirmationUrl: z.string().startsWith("/").nullable(),
    /** The demo shop runs with analytics on (issue 12), so that a newcomer sees the consent banner. */
    analyticsActive: z.boolean().nullable(),
    /** pwa.languageDetection: off in the demo shop, as in the storefront's default. */
    languageDetection: z.boolean().nullable(),
    /** The shop's own privacy policy: the demo's landing page (`"demo"`), or none (the storefront's built-in text). */
    privacyPolicyPage: z.enum(["demo"]).nullable(),
  })
  .partial();
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const SITE_SETTINGS_KEY = "siteConfig";

export async function readSiteSettings(db: D1Database): Promise<SiteSettings> {
  const parsed = siteSettingsSchema.safeParse(JSON.parse((await readSetting(db, SITE_SETTINGS_KEY)) ?? "{}"));
  return parsed.success ? parsed.data : {};
}

export async function writeSiteSettings(db: D1Database, changes: SiteSettings): Promise<SiteSettings> {
  const merged = Object.fromEntries(
    Object.entries({ ...(await readSiteSettings(db)), ...changes }).filter(([, value]) => value !== null),
  );
  await writeSetting(db, SITE_SETTINGS_KEY, JSON.stringify(merged));
  return merged;
}
