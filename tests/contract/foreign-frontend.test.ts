import { describe, expect, it } from "vitest";
import { ORIGIN, storeApiCall, emulatorForThisFile, validateResponse, type Json } from "./harness";

/**
 * Issue 14: the emulator as a Store API that a frontend nobody here wrote can use from a browser on
 * another origin (Shopware Frontends' demo store on localhost:3000), answering as Shopware 6.7 does.
 */
const emulator = emulatorForThisFile();

const FRONTEND = "http://localhost:3000";

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  storeApiCall(emulator(), method, path, { body, headers: { origin: FRONTEND, ...headers } });

const expectValid = (method: string, path: string, body: unknown) =>
  expect(validateResponse(method, path, body)).toEqual([]);

describe("a browser client on another origin (CORS, as Shopware's CorsListener)", () => {
  it("a preflight is answered before the access key is asked for", async () => {
    const preflight = await emulator().fetch(`${ORIGIN}/store-api/context`, {
      method: "OPTIONS",
      headers: {
        origin: FRONTEND,
        "access-control-request-method": "GET",
        "access-control-request-headers": "sw-access-key,sw-context-token,sw-include-seo-urls",
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")?.split(",")).toEqual(
      expect.arrayContaining(["GET", "POST", "PATCH", "DELETE"]),
    );
    const allowed = preflight.headers.get("access-control-allow-headers")?.toLowerCase().split(",") ?? [];
    expect(allowed).toEqual(
      expect.arrayContaining([
        "content-type",
        "sw-access-key",
        "sw-context-token",
        "sw-language-id",
        "sw-include-seo-urls",
      ]),
    );
  });

  it("every answer, errors included, may be read by any origin and shows its context headers", async () => {
    const context = await call("GET", "/store-api/context");
    expect(context.status).toBe(200);
    expect(context.headers.get("access-control-allow-origin")).toBe("*");
    const exposed = context.headers.get("access-control-expose-headers")?.toLowerCase().split(",") ?? [];
    expect(exposed).toEqual(
      expect.arrayContaining([
        "sw-context-token",
        "sw-access-key",
        "sw-language-id",
        "sw-version-id",
        "sw-include-seo-urls",
      ]),
    );
    const noKey = await emulator().fetch(`${ORIGIN}/store-api/context`, { headers: { origin: FRONTEND } });
    expect(noKey.status).toBe(401);
    expect(noKey.headers.get("access-control-allow-origin")).toBe("*");
    const unknown = await call("GET", "/store-api/no-such-route");
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("product detail (Shopware's ProductDetailRoute)", () => {
  it("fills product.cmsPage with the product's layout, its slots resolved with the product", async () => {
    const [first] = (await call("POST", "/store-api/product", { limit: 1 })).json["elements"] as Json[];
    const detail = await call("POST", `/store-api/product/${first!["id"]}`, {});
    expect(detail.status).toBe(200);
    expectValid("POST", "/product/{productId}", detail.json);
    const product = detail.json["product"];
    expect(product["cmsPage"]?.["id"]).toBe(product["cmsPageId"]);
    const slots = (product["cmsPage"]["sections"] as Json[])
      .flatMap((s) => s["blocks"] as Json[])
      .flatMap((b) => b["slots"] as Json[]);
    const buyBox = slots.find((slot) => slot["type"] === "buy-box");
    expect(buyBox?.["data"]?.["product"]?.["id"]).toBe(first!["id"]);
  });

  it("a requested seoUrls association brings the product's SEO URLs without the header", async () => {
    const [first] = (await call("POST", "/store-api/product", { limit: 1 })).json["elements"] as Json[];
    expect(first!["seoUrls"]).toBeUndefined();
    const detail = await call("POST", `/store-api/product/${first!["id"]}`, { associations: { seoUrls: {} } });
    const seoUrls = detail.json["product"]["seoUrls"] as Json[];
    expect(seoUrls.length).toBeGreaterThan(0);
    expect(seoUrls[0]!["routeName"]).toBe("frontend.detail.page");
    expect(seoUrls[0]!["foreignKey"]).toBe(first!["id"]);
  });
});

// Breadcrumbs (GET /breadcrumb/{id}): shopware-routes.test.ts, written from 6.7's BreadcrumbRoute.

describe("storefront origins (STOREFRONT_ORIGINS: the sales channel's further domains)", () => {
  it("the context lists every language under the emulator's origin and each configured one", async () => {
    const context = await call("GET", "/store-api/context");
    const urls = (context.json["salesChannel"]["domains"] as Json[]).map((d) => d["url"] as string);
    expect(urls).toEqual(expect.arrayContaining([ORIGIN, FRONTEND, `${FRONTEND}/de`]));
    expect(new Set((context.json["salesChannel"]["domains"] as Json[]).map((d) => d["id"])).size).toBe(urls.length);
  });

  it("a frontend on a configured origin registers with its own storefrontUrl; an unknown one is refused at the field", async () => {
    const countries = (await call("POST", "/store-api/country", {})).json["elements"] as Json[];
    const body = (storefrontUrl: string) => ({
      firstName: "Grace",
      lastName: "Hopper",
      email: `g${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
      password: "secret-pass-1",
      storefrontUrl,
      acceptedDataProtection: true,
      billingAddress: {
        street: "Main 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: countries.find((c) => c["iso"] === "DE")!["id"],
      },
    });
    const registered = await call("POST", "/store-api/account/register", body(FRONTEND));
    expect(registered.status).toBe(200);
    expectValid("POST", "/account/register", registered.json);
    const refused = await call("POST", "/store-api/account/register", body("http://localhost:4000"));
    expect(refused.status).toBe(400);
    expect(refused.json["errors"][0]["source"]["pointer"]).toBe("/storefrontUrl");
  });
});
