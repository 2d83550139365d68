import { QueryClient } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import type { SnippetTree } from "../../kv-schemas/snippets";
import { createTranslate } from "../../app/i18n/i18n";
import deDE from "../../app/i18n/locales/de-DE.json";
import enGB from "../../app/i18n/locales/en-GB.json";
import ukUA from "../../app/i18n/locales/uk-UA.json";
import { mergeSnippets } from "../../app/i18n/merge";
import { AppProviders } from "../../app/providers";
import { siteConfigQuery } from "../../app/session/site-config-query";
import { Document } from "../../app/root";
import type { SessionRouteData } from "../../app/framework/root-loaders";
import type { StorefrontServices } from "../../app/framework/services";
import { headTags, type HeadTag } from "../../app/seo/head-tags";
import {
  loadShopMetaDescription,
  metaDescriptionOr,
  SHOP_META_DESCRIPTION_KEY,
  shopMetaDescription,
} from "../../app/seo/meta-description";
import { NoticeBoard } from "../../app/state/notice-board";
import type { PwaPageResult } from "../../app/store-api/operations";
import { pageSeo } from "../../routes/catch-all.seo";
import { categoryPage, config, landingPage, ORIGIN, productPage } from "./cms/fixtures";

const LOCALES: Record<string, SnippetTree> = { "en-GB": enGB, "de-DE": deDE, "uk-UA": ukUA };
const shopDefault = (locale: string) =>
  (LOCALES[locale] as { general: { metaDescription: string } }).general.metaDescription;
const translate = (locale: string, messages: SnippetTree = LOCALES[locale]!) =>
  createTranslate(locale, messages, locale === "en-GB" ? undefined : enGB);

/** Services whose snippets are the storefront's own texts, counting the loads per language. */
function services(snippets: Record<string, SnippetTree> = LOCALES) {
  const loads: string[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const loadSnippets = async (langCode: string) => {
    loads.push(langCode);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return snippets[langCode] ?? {};
  };
  return { queryClient, loadSnippets, loads };
}

describe("the shop's default meta description (Shopware's general.metaDescription)", () => {
  it("the storefront's texts have one in every language: plain text, short enough for a search result", () => {
    const texts = Object.keys(LOCALES).map(shopDefault);
    for (const text of texts) {
      expect(text.trim()).toBe(text);
      expect(text.length).toBeGreaterThan(50);
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).not.toMatch(/[<>]|\{\{|Edge Storefront/);
    }
    expect(new Set(texts).size).toBe(3);
  });

  it("is the page language's text, the en-GB one where the language has none", () => {
    expect(shopMetaDescription(translate("de-DE"))).toBe(shopDefault("de-DE"));
    expect(shopMetaDescription(translate("uk-UA"))).toBe(shopDefault("uk-UA"));
    expect(shopMetaDescription(translate("de-DE", { cart: { empty: "Leer" } }))).toBe(shopDefault("en-GB"));
  });

  it("the shop's snippet overrides the storefront's; a shop that empties it everywhere gets none, never the key", () => {
    const shop = mergeSnippets(deDE, { general: { metaDescription: "  Unser eigener Text.  " } });
    expect(shopMetaDescription(translate("de-DE", shop))).toBe("Unser eigener Text.");
    const emptied = { general: { metaDescription: "" } };
    expect(shopMetaDescription(createTranslate("en-GB", mergeSnippets(enGB, emptied), undefined))).toBeUndefined();
    expect(
      shopMetaDescription(createTranslate("de-DE", mergeSnippets(deDE, emptied), mergeSnippets(enGB, emptied))),
    ).toBeUndefined();
    expect(shopMetaDescription(createTranslate("de-DE", {}, {}))).toBeUndefined();
    expect(SHOP_META_DESCRIPTION_KEY).toBe("general.metaDescription");
  });

  it("a loader reads it from the snippets' query, sharing the root loader's load of the same texts", async () => {
    const s = services();
    const root = Promise.all(
      ["de-DE", "en-GB"].map((locale) =>
        s.queryClient.ensureQueryData({ queryKey: ["snippets", locale], queryFn: () => s.loadSnippets(locale) }),
      ),
    );
    const [description] = await Promise.all([loadShopMetaDescription(s, "de-DE"), root]);
    expect(description).toBe(shopDefault("de-DE"));
    // The snippets' query key is shared: no second load of either language.
    expect(s.loads.sort()).toEqual(["de-DE", "en-GB"]);
    expect(await loadShopMetaDescription(s, "en-GB")).toBe(shopDefault("en-GB"));
    expect(s.loads).toHaveLength(2);
  });

  it("a loader falls back to en-GB's text when the language's texts lack it", async () => {
    expect(await loadShopMetaDescription(services({ "en-GB": enGB, "uk-UA": {} }), "uk-UA")).toBe(shopDefault("en-GB"));
  });

  it("a page's own description wins, a blank one does not", () => {
    expect(metaDescriptionOr("Our photo books.", "Default")).toBe("Our photo books.");
    expect(metaDescriptionOr(" ", "Default")).toBe("Default");
    expect(metaDescriptionOr(null, "Default")).toBe("Default");
    expect(metaDescriptionOr("", undefined)).toBeUndefined();
  });
});

describe("catalogue pages: their own description, else the shop's", () => {
  const domain = config.domains.find((d) => d.langPrefix === "")!;
  const seoOf = (page: PwaPageResult, shopDescription: string | undefined) =>
    pageSeo({
      services: {} as StorefrontServices,
      config,
      domain,
      origin: ORIGIN,
      page,
      path: "/x/",
      listingPage: 1,
      breadcrumbs: [],
      shopDescription,
    });
  const described = (tags: HeadTag[]) =>
    Object.fromEntries(
      tags
        .filter((t) => t.kind === "meta" && (t.name === "description" || t.property === "og:description"))
        .map((t) => [t.kind === "meta" ? (t.name ?? t.property) : "", t.kind === "meta" ? t.content : ""]),
    );

  it("a category without a description of its own (Software) gets the shop's, in its description and og:description", async () => {
    const seo = await seoOf(categoryPage("software").page, shopDefault("en-GB"));
    expect(seo.description).toBe(shopDefault("en-GB"));
    expect(described(headTags(seo, { name: "Shop", locale: "en-GB" }))).toEqual({
      description: shopDefault("en-GB"),
      "og:description": shopDefault("en-GB"),
    });
  });

  it("a category's description, a product's and a landing page's meta descriptions win", async () => {
    expect((await seoOf(categoryPage("photo-books").page, "Default")).description).toBe(
      "Turn your favourite moments into a book you can hold. Printed on premium paper, bound by hand.",
    );
    expect((await seoOf(productPage("ES10003"), "Default")).description).toMatch(
      /^Classic hardcover photo book 20 × 20 cm: /,
    );
    const landing = landingPage() as Extract<PwaPageResult, { resourceType: "frontend.landing.page" }>;
    expect(
      (
        await seoOf(
          { ...landing, landingPage: { ...landing.landingPage, metaDescription: "Personal gifts." } },
          "Default",
        )
      ).description,
    ).toBe("Personal gifts.");
    // A landing page without one is like a category without one.
    expect((await seoOf(landing, "Default")).description).toBe("Default");
  });

  it("no description at all when neither the page nor the shop has one", async () => {
    const seo = await seoOf(categoryPage("software").page, undefined);
    expect(seo).not.toHaveProperty("description");
    expect(described(headTags(seo, { name: "Shop", locale: "en-GB" }))).toEqual({});
  });
});

/** A fixed route's screen: only its head matters here. */
const Cart = () => null;

describe("the document head of a fixed route (the cart, the account)", () => {
  /** The document around a route, the session route's data above it, as the server renders it. */
  async function head(session: SessionRouteData, page: { head?: HeadTag[] } | null): Promise<string> {
    const s = services();
    const storefront: StorefrontServices = {
      api: { invoke: (() => Promise.reject(new Error("no Store API here"))) as never },
      queryClient: s.queryClient,
      loadSiteConfig: async () => config,
      loadSnippets: s.loadSnippets,
      flash: () => undefined,
      isServer: true,
    };
    s.queryClient.setQueryData(siteConfigQuery(storefront).queryKey, config);
    const routes: RouteObject[] = [
      {
        id: "root",
        path: "/",
        Component: Document,
        loader: () => ({ origin: ORIGIN }),
        children: [
          {
            id: "session",
            loader: () => session,
            children: [
              {
                id: "cart",
                path: "checkout/cart",
                handle: { name: "cart", layout: "none", access: "open" },
                loader: () => page,
                Component: Cart,
              },
            ],
          },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = (await handler.query(new Request(`${ORIGIN}/checkout/cart/`))) as StaticHandlerContext;
    const { prelude } = await prerender(
      <AppProviders services={storefront} notifications={new NoticeBoard(2500, [])} assets={{ stylesheets: [] }}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>,
    );
    const html = await new Response(prelude).text();
    return html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
  }

  it("carries the shop's default description from its language's session route, with og:description", async () => {
    const html = await head({ shopMetaDescription: "The shop's own words." }, null);
    expect(html).toContain('<meta name="description" content="The shop&#x27;s own words."/>');
    expect(html).toContain('<meta property="og:description" content="The shop&#x27;s own words."/>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/checkout/cart/"/>`);
  });

  it("carries none when the shop has none", async () => {
    const html = await head({}, null);
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain("og:description");
  });

  it("a route's own head tags win over the default", async () => {
    const html = await head(
      { shopMetaDescription: "Default" },
      { head: [{ kind: "meta", name: "description", content: "Own" }] },
    );
    expect(html).toContain('<meta name="description" content="Own"/>');
    expect(html).not.toContain("Default");
  });
});
