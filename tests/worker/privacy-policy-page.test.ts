import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { categoryId } from "../../emulator/src/seed/categories";
import { PRIVACY_LANDING_PAGE_ID } from "../../emulator/src/seed/cms";
import { hexId } from "../../emulator/src/seed/ids";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

const STORE_API = (env as unknown as Bindings).STORE_API!;
type Named = SiteConfig["extensions"]["personalDataProtection"]["privacyPolicyPage"];

async function shop(privacyPolicyPage: Named): Promise<Partial<Bindings>> {
  const config = await emulatorSiteConfig();
  const { personalDataProtection } = config.extensions;
  const changed: SiteConfig = {
    ...config,
    extensions: { ...config.extensions, personalDataProtection: { ...personalDataProtection, privacyPolicyPage } },
  };
  return { SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(changed) }), STORE_API };
}

const BUILT_IN = "Who is responsible";
const page = async (path: string, bindings: Partial<Bindings>) => {
  const response = await call(path, {}, bindings);
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
};

describe("the privacy policy page shows the shop's own content where the configuration names it", () => {
  it("a landing page, in the page's language, in place of the built-in text", async () => {
    const bindings = await shop({ type: "landingPage", id: PRIVACY_LANDING_PAGE_ID });
    const english = await page("/information/privacy-policy/", bindings);
    expect(english).toContain("This is the demo shop's own privacy policy");
    expect(english).toContain("Photos you upload are deleted 90 days after your order has shipped.");
    expect(english).toContain("<h1");
    expect(english).not.toContain(BUILT_IN);
    const german = await page("/de/information/privacy-policy/", bindings);
    expect(german).toContain("Dies ist die eigene Datenschutzerklärung des Demo-Shops");
    expect(german).not.toContain("Verantwortlicher");
  });

  it("a CMS page (a category of type page with its layout)", async () => {
    const html = await page(
      "/information/privacy-policy/",
      await shop({ type: "category", id: categoryId("imprint") }),
    );
    expect(html).toContain("Register court Hamburg, HRB 123456");
    expect(html).not.toContain(BUILT_IN);
  });

  it("the CMS HTML is sanitised as on every content page", async () => {
    // The demo landing page "christmas" carries a <script> in its HTML element.
    const html = await page(
      "/information/privacy-policy/",
      await shop({ type: "landingPage", id: hexId("landing-page:christmas") }),
    );
    expect(html).toContain("Every Christmas order ships in recycled gift paper");
    expect(html).not.toContain("<script>alert");
  });

  it("none named: the built-in text with the shop's company", async () => {
    const html = await page("/information/privacy-policy/", await shop(null));
    expect(html).toContain(BUILT_IN);
    expect(html).toContain("Edge Print Shop GmbH is responsible");
  });

  it("a named page the shop does not have: the built-in text, not an error", async () => {
    const html = await page("/information/privacy-policy/", await shop({ type: "landingPage", id: "0".repeat(32) }));
    expect(html).toContain(BUILT_IN);
  });
});
