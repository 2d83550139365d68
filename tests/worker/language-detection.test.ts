import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { detectedDomain } from "../../worker/middleware/language-detection";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

const STORE_API = (env as unknown as Bindings).STORE_API!;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The emulator's shop with pwa.languageDetection as given. */
async function shop(languageDetection: boolean): Promise<Partial<Bindings>> {
  const config = await emulatorSiteConfig();
  const changed: SiteConfig = { ...config, pwa: { ...config.pwa, languageDetection } };
  return { SITE_KV: memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(changed) }), STORE_API };
}

const visit = async (
  path: string,
  headers: Record<string, string>,
  bindings: Partial<Bindings>,
  init: RequestInit = {},
): Promise<Response> => call(path, { ...init, headers: { "user-agent": CHROME, ...headers } }, bindings);

describe("pwa.languageDetection: which language an Accept-Language header asks for", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de-DE"],
    ["en-GB;q=0.5, uk;q=0.9, de;q=0.1", "uk-UA"],
    ["de-AT", "de-DE"],
    ["fr-FR, de-CH;q=0.7, en;q=0.5", "de-DE"],
    ["en-US,en;q=0.9,de;q=0.8", "en-GB"],
    ["de;q=0, uk;q=0.2", "uk-UA"],
    ["UK-ua", "uk-UA"],
  ])("%s: %s", async (header, locale) => {
    const { domains } = await emulatorSiteConfig();
    expect(detectedDomain(header, domains)?.locale).toBe(locale);
  });

  it.each([["fr-FR, es;q=0.5"], ["*"], ["de;q=0"], [""], ["garbage;;;,=="]])(
    "%j names none of the shop's languages",
    async (header) => {
      const { domains } = await emulatorSiteConfig();
      expect(detectedDomain(header, domains)).toBeNull();
    },
  );

  it("prefers the exact locale, then the default language's domain, among domains of one language", async () => {
    const { domains } = await emulatorSiteConfig();
    const root = domains.find((d) => d.langPrefix === "")!;
    const swiss = {
      ...domains.find((d) => d.locale === "de-DE")!,
      id: "f".repeat(32),
      locale: "de-CH",
      langPrefix: "de-ch",
    };
    const germanRoot = [{ ...root, locale: "de-DE" }, swiss];
    expect(detectedDomain("de-CH", germanRoot)?.langPrefix).toBe("de-ch");
    expect(detectedDomain("de-AT", germanRoot)?.langPrefix).toBe("");
  });
});

describe("pwa.languageDetection: the first visit's redirect", () => {
  it("sends a first visit to / to the browser's language with a 302 and keeps it in the language cookies", async () => {
    const config = await emulatorSiteConfig();
    const german = config.domains.find((d) => d.locale === "de-DE")!;
    const response = await visit(
      "/?utm_source=mail",
      { "accept-language": "de-AT,de;q=0.9,en;q=0.5" },
      await shop(true),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/de/?utm_source=mail");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("vary")).toContain("Accept-Language");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContainEqual(
      expect.stringMatching(new RegExp(`^langId=${german.languageId}; Path=/; Max-Age=31536000; SameSite=Lax$`)),
    );
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^domainId=${german.id};`)));
    // The security headers are on the redirect too.
    expect(response.headers.get("content-security-policy")).toBeTruthy();
  });

  it("never twice: the cookies the redirect set keep the shopper on the page they ask for", async () => {
    const bindings = await shop(true);
    const first = await visit("/", { "accept-language": "uk-UA" }, bindings);
    expect(first.headers.get("location")).toBe("/uk/");
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const again = await visit("/", { "accept-language": "uk-UA", cookie }, bindings);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('<html lang="en-GB"');
  });

  it.each([
    ["a language cookie", { cookie: "langId=0123456789abcdef0123456789abcdef" }],
    ["a domain cookie", { cookie: "domainId=0123456789abcdef0123456789abcdef" }],
    ["a crawler", { "user-agent": GOOGLEBOT }],
    ["the default language asked for", { "accept-language": "en-US,en;q=0.9,de;q=0.8" }],
    ["no language of the shop asked for", { "accept-language": "fr-FR,es;q=0.8" }],
    ["no Accept-Language", { "accept-language": "" }],
  ])("leaves / alone for %s", async (_name, headers) => {
    const response = await visit("/", { "accept-language": "de-DE", ...headers }, await shop(true));
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("langId="))).toBe(false);
  });

  it("is off by default: the setting off leaves a German browser on /", async () => {
    const response = await visit("/", { "accept-language": "de-DE" }, await shop(false));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en-GB"');
  });

  it.each([
    ["a page other than the front door (a deep link names its language)", "/login/", "GET", 200],
    ["another language's page", "/uk/", "GET", 200],
    ["a form posted to /", "/", "POST", null],
    ["a HEAD", "/", "HEAD", 200],
    ["the public configuration", "/api-sync/config", "GET", 200],
    ["a Store API call", "/store-api/context", "GET", 200],
    ["a file", "/favicon.svg", "GET", 200],
    ["the build metadata", "/builds/latest.json", "GET", 200],
  ])("never redirects %s", async (_name, path, method, status) => {
    const form = method === "POST" ? { body: new URLSearchParams({ intent: "nothing" }) } : {};
    const response = await visit(path, { "accept-language": "de-DE", origin: "http://shop.test" }, await shop(true), {
      method,
      ...form,
    });
    if (status !== null) expect(response.status).toBe(status);
    // A form's post/redirect/get may lead back to the page, never to another language.
    expect(response.headers.get("location") ?? "").not.toMatch(/^\/de\//);
  });

  it("never redirects the emulator's paths", async () => {
    const response = await visit("/__emulator/tiles/0/0/0.png", { "accept-language": "de-DE" }, await shop(true));
    expect(response.headers.get("location")).toBeNull();
  });
});
