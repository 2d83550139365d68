import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { insertAfterHead } from "../../worker/ssr/head-style";
import { call, emulatorSiteConfig, fakeUpstream, kvEntry, memoryKv, ORIGIN } from "./helpers";

const STORE_API = (env as unknown as Bindings).STORE_API!;
const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

/** The emulator's shop with its configuration changed, and every Store API path the Worker asked for. */
async function shopWith(change: (config: SiteConfig) => SiteConfig) {
  const asked: string[] = [];
  const upstream = fakeUpstream((request) => {
    asked.push(new URL(request.url).pathname);
    return STORE_API.fetch(request);
  });
  return {
    bindings: {
      SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(change(await emulatorSiteConfig())) }),
      STORE_API: upstream,
    },
    asked,
  };
}

/** The document's bytes in the chunks given, through insertAfterHead. */
async function streamed(chunks: (string | Uint8Array)[], html: string): Promise<string> {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? new TextEncoder().encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Response(insertAfterHead(body, html)).text();
}

describe("the boxed width (boxedModeMaxWidth)", () => {
  it("is written into the document's head, as the custom property the stylesheet reads", async () => {
    const { bindings } = await shopWith((config) => ({ ...config, pwa: { ...config.pwa, boxedModeMaxWidth: 1440 } }));
    for (const path of ["/", "/de/Kalender/", "/no-such-page/"]) {
      const html = await (await call(path, {}, bindings)).text();
      expect(html, path).toContain("<head><style>:root{--boxed-max-width:1440px}</style>");
      expect(html.match(/--boxed-max-width/g), path).toHaveLength(1);
    }
    expect(await (await call("/")).text()).toContain("<style>:root{--boxed-max-width:1200px}</style>");
  });

  it("goes in after <head> however the stream is cut, leaving every other byte as it was", async () => {
    const page = '<!DOCTYPE html><html lang="uk-UA"><he';
    expect(await streamed([page, "ad><title>Кошик</title></head><body>Ціни</body></html>"], "<style>x</style>")).toBe(
      '<!DOCTYPE html><html lang="uk-UA"><head><style>x</style><title>Кошик</title></head><body>Ціни</body></html>',
    );
    // A cut inside a two-byte character before <head>.
    const bytes = new TextEncoder().encode("<p>Ї</p><head></head>");
    expect(await streamed([bytes.slice(0, 4), bytes.slice(4)], "<i>")).toBe("<p>Ї</p><head><i></head>");
    expect(await streamed(["<html><body>no head</body></html>"], "<style>x</style>")).toBe(
      "<html><body>no head</body></html>",
    );
  });
});

describe("pages the configuration places", () => {
  const moved = (config: SiteConfig): SiteConfig => ({
    ...config,
    extensions: {
      ...config.extensions,
      personalDataProtection: { ...config.extensions.personalDataProtection, privacyPolicyPath: "/legal/privacy/" },
    },
    newsletter: { ...config.newsletter, subscribeUrl: "/newsletter/confirm/" },
    login: { ...config.login, confirmationUrl: "/signup/confirm/" },
  });

  it("serves each at its configured path in every language, and the former paths are not pages any more", async () => {
    const { bindings } = await shopWith(moved);
    for (const [path, expected] of [
      ["/legal/privacy/", "Privacy policy | Edge Print Shop"],
      ["/de/legal/privacy/", "Datenschutzerklärung | Edge Print Shop"],
      ["/uk/newsletter/confirm/", undefined],
      ["/newsletter/confirm/", "Newsletter subscription | Edge Print Shop"],
    ] as const) {
      const response = await call(path, {}, bindings);
      expect(response.status, path).toBe(200);
      if (expected) expect(title(await response.text()), path).toBe(expected);
    }
    for (const path of ["/information/privacy-policy/", "/de/information/privacy-policy/", "/newsletter-subscribe/"])
      expect((await call(path, {}, bindings)).status, path).toBe(404);
    // The double opt-in link's page is at its new path, and its button confirms there (here: a link the shop refuses, so to the login with the code).
    const page = await call("/de/signup/confirm/?em=0000&hash=1111", {}, bindings);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/action="\/de\/signup\/confirm\/" method="post"/);
    const confirm = await call(
      "/de/signup/confirm/",
      {
        method: "POST",
        body: new URLSearchParams({ intent: "register-confirm", em: "0000", hash: "1111" }),
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: ORIGIN,
          referer: `${ORIGIN}/de/signup/confirm/`,
        },
      },
      bindings,
    );
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get("location")).toBe("/de/login/");
  });

  it("hands the browser the route paths in the page's bootstrap, and links the privacy policy where it is", async () => {
    const { bindings } = await shopWith(moved);
    const html = await (await call("/de/", {}, bindings)).text();
    expect(html).toContain(
      '"pages":{"privacy-policy":"legal/privacy","newsletter-subscribe":"newsletter/confirm","registration-confirm":"signup/confirm"}',
    );
    // The footer's newsletter sign-up: posted to the subscribe page, its consent linking the privacy policy.
    expect(html).toContain('action="/de/newsletter/confirm/"');
    expect(html).toContain('href="/de/legal/privacy/"');
  });
});

describe("the service navigation (off by default)", () => {
  it("is neither asked for nor shown while off", async () => {
    const { bindings, asked } = await shopWith((config) => config);
    const html = await (await call("/", {}, bindings)).text();
    expect(asked.some((path) => path.includes("/navigation/footer-navigation/"))).toBe(true);
    expect(asked.filter((path) => path.includes("service-navigation"))).toEqual([]);
    expect(html).not.toContain("site-footer__service");
  });

  it("shows the service category's entries in the footer when on, in the page's language", async () => {
    const { bindings, asked } = await shopWith((config) => ({
      ...config,
      pwa: { ...config.pwa, serviceNavigation: true },
    }));
    const html = await (await call("/de/", {}, bindings)).text();
    expect(asked).toContain("/store-api/navigation/service-navigation/service-navigation");
    const nav =
      html.match(/<nav class="site-footer__service container" aria-label="Servicenavigation">(.*?)<\/nav>/)?.[1] ?? "";
    expect([...nav.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])).toEqual([
      "Kontakt",
      "Versand und Zahlung",
      "Impressum",
    ]);
    expect(nav).toMatch(/href="\/de\/navigation\/[0-9a-f]{32}\/"/);
  });

  it("stays off without a service category, whatever the switch says", async () => {
    const { bindings, asked } = await shopWith((config) => ({
      ...config,
      pwa: { ...config.pwa, serviceNavigation: true },
      salesChannel: { ...config.salesChannel, serviceCategoryId: null },
    }));
    expect((await call("/", {}, bindings)).status).toBe(200);
    expect(asked.filter((path) => path.includes("service-navigation"))).toEqual([]);
  });
});
