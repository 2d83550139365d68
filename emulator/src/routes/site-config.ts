import { Hono } from "hono";
import { langCodeSchema } from "../../../kv-schemas/snippets";
import type { EmulatorEnv } from "../env";
import { StoreApiError } from "../lib/errors";
import { LOCALES, type LocaleCode } from "../seed/reference";
import { SHOP_SNIPPETS, siteConfig } from "../seed/site-config";
import { isMaintenance, readSiteSettings } from "../state/settings";
import { doubleOptInEnabled } from "./account";

/**
 * The shop's storefront-configuration plugin: the site configuration and the shop's own snippets
 * that the storefront's /api-sync endpoints mirror into KV.
 */
export const siteConfigRoutes = new Hono<EmulatorEnv>()
  .get("/pwa/site-config", async (c) =>
    c.json(
      siteConfig(await isMaintenance(c.env.DB), await doubleOptInEnabled(c.env.DB), await readSiteSettings(c.env.DB)),
    ),
  )
  .get("/pwa/snippet/:langCode", (c) => {
    const langCode = c.req.param("langCode");
    if (!langCodeSchema.safeParse(langCode).success || !LOCALES.includes(langCode as LocaleCode)) {
      throw new StoreApiError(404, "PWA__SNIPPET_SET_NOT_FOUND", `No snippet set for language "${langCode}".`, {
        langCode,
      });
    }
    return c.json(SHOP_SNIPPETS[langCode as LocaleCode]);
  });
