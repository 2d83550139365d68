/**
 * The emulator's CMS pages as fixtures: serialised by the emulator's own code (the same that answers
 * POST /store-api/pwa/page), then checked and sanitised by the storefront's page contract, as the
 * app receives them.
 */
import { getCatalogue } from "../../../emulator/src/catalog/catalogue";
import { productListing } from "../../../emulator/src/catalog/listing";
import { productDocs } from "../../../emulator/src/catalog/products";
import {
  categoryById,
  categoryId,
  childrenOf,
  ROOT_CATEGORY_ID,
  type SeedCategory,
} from "../../../emulator/src/seed/categories";
import { cmsPageByKey } from "../../../emulator/src/seed/cms";
import { CURRENCIES, LANGUAGES, SALES_CHANNEL_ID } from "../../../emulator/src/seed/reference";
import { siteConfig } from "../../../emulator/src/seed/site-config";
import type { RenderContext } from "../../../emulator/src/serialize/common";
import { serializeCategory } from "../../../emulator/src/serialize/category";
import { serializeCmsPage } from "../../../emulator/src/serialize/cms";
import { serializeProduct } from "../../../emulator/src/serialize/product";
import { siteConfigSchema, type SiteConfig } from "../../../kv-schemas/site-config";
import { slotsOf as slotsOfCmsPage } from "../../../app/cms/slots-of";
import { checkPageResult } from "../../../app/cms/page-contract";
import type { ProductListingResult } from "../../../app/catalog/store-api";
import type { Category } from "../../../app/navigation/store-api";
import type { PwaPageResult } from "../../../app/store-api/operations";

export const ORIGIN = "http://shop.test";
const english = LANGUAGES.find((l) => l.code === "en-GB")!;
const euro = CURRENCIES.find((c) => c.isoCode === "EUR")!;

export const ctx: RenderContext = {
  locale: "en-GB",
  languageId: english.id,
  currencyId: euro.id,
  currencyFactor: euro.factor,
  decimals: euro.decimals,
  displayGross: true,
  origin: ORIGIN,
  includeSeoUrls: true,
  salesChannelId: SALES_CHANNEL_ID,
};
export const LANGUAGE_ID = english.id;
export const catalogue = getCatalogue(0);
const json = <T>(value: unknown): T => JSON.parse(JSON.stringify(value)) as T;

export const config: SiteConfig = siteConfigSchema.parse(json(siteConfig(false)));

/** The main navigation tree, three levels deep, as the header loads it. */
export function mainNavigation(): Category[] {
  const tree = (category: SeedCategory, level: number): Record<string, unknown> => ({
    ...serializeCategory(category, catalogue, ctx),
    children:
      level < 3
        ? childrenOf(category.id)
            .filter((c) => c.visible)
            .map((c) => tree(c, level + 1))
        : [],
  });
  return json(
    childrenOf(ROOT_CATEGORY_ID)
      .filter((c) => c.visible)
      .map((c) => tree(c, 1)),
  );
}

export function categoryPage(
  key: string,
  listingInput: Record<string, unknown> = { limit: 10 },
): { page: PwaPageResult; listing: ProductListingResult | null } {
  const category = categoryById(categoryId(key))!;
  const pageKey = category.cmsPageKey === "footer-page" ? `footer:${category.contentKey}` : category.cmsPageKey!;
  let listing: ProductListingResult | null = null;
  const cmsPage = serializeCmsPage(cmsPageByKey(pageKey)!, {
    catalogue,
    ctx,
    category,
    listing: () => {
      const result = productListing({
        docs: productDocs(catalogue, ctx).filter((d) => d.categoryTree.includes(category.id)),
        body: listingInput,
        query: {},
        navigationId: category.id,
        catalogue,
        ctx,
        defaultLimit: 24,
      }).result;
      listing = json(result);
      return result;
    },
  });
  const page = checkPageResult(
    json({
      resourceType: "frontend.navigation.page",
      resourceIdentifier: category.id,
      canonicalPathInfo: `/${key}/`,
      apiAlias: "pwa_page_result",
      cmsPage,
      breadcrumb: {},
      category: serializeCategory(category, catalogue, ctx, { withMedia: true }),
    }),
  );
  return { page, listing };
}

export function productPage(productNumber: string): PwaPageResult {
  const product = catalogue.products.find((p) => p.productNumber === productNumber)!;
  const associations = new Set(["manufacturer", "media", "properties", "productReviews"]);
  return checkPageResult(
    json({
      resourceType: "frontend.detail.page",
      resourceIdentifier: product.id,
      canonicalPathInfo: `/${productNumber}/`,
      apiAlias: "pwa_page_result",
      product: serializeProduct(product, catalogue, ctx, associations),
      configurator: [],
      breadcrumb: {},
      cmsPage: serializeCmsPage(cmsPageByKey("product-detail")!, { catalogue, ctx, product }),
    }),
  );
}

export function landingPage(): PwaPageResult {
  return checkPageResult(
    json({
      resourceType: "frontend.landing.page",
      resourceIdentifier: "c".repeat(32),
      canonicalPathInfo: "/Christmas-gifts/",
      apiAlias: "pwa_page_result",
      landingPage: { id: "c".repeat(32), name: "Christmas gifts", apiAlias: "landing_page" },
      breadcrumb: {},
      cmsPage: serializeCmsPage(cmsPageByKey("christmas")!, { catalogue, ctx }),
    }),
  );
}

export function homePage(): PwaPageResult {
  return checkPageResult(
    json({
      resourceType: "frontend.navigation.page",
      resourceIdentifier: ROOT_CATEGORY_ID,
      canonicalPathInfo: "/",
      apiAlias: "pwa_page_result",
      category: serializeCategory(categoryById(ROOT_CATEGORY_ID)!, catalogue, ctx),
      breadcrumb: {},
      cmsPage: serializeCmsPage(cmsPageByKey("home")!, { catalogue, ctx, category: categoryById(ROOT_CATEGORY_ID)! }),
    }),
  );
}

/** Every slot of a page, in page order. */
export const slotsOf = (page: PwaPageResult) => slotsOfCmsPage(page.cmsPage);

export const sessionContext = {
  currency: { id: euro.id, isoCode: "EUR", symbol: "€" },
  customer: null,
  taxState: "gross",
  apiAlias: "sales_channel_context",
};
