import { queryOptions } from "@tanstack/react-query";
import type { Product } from "./store-api";
import type { StorefrontServices } from "../framework/services";
import { queryKey } from "../framework/query-keys";
import type { PwaPageResult } from "../store-api/operations";
import { slotsOf } from "../cms/slots-of";

/** Spec section 9: cross-selling lists at most 10 products per group, like every listing. */
export const CROSS_SELLING_LIMIT = 10;

/** One cross-selling group as the page shows it: its name and its products as cards. */
export interface CrossSellingGroup {
  id: string;
  name: string;
  products: Product[];
}

/**
 * A product page shows the product's cross-selling groups itself when its layout has no
 * cross-selling element (or it has no layout), as Shopware's default product page does
 * (storefront/page/product-detail/index.html.twig, block page_product_detail_cross_selling, filled by
 * Shopware\Storefront\Page\Product\CrossSelling\CrossSellingLoader); with an element, the element
 * shows them (app/cms/slots/CmsCrossSelling), never both.
 */
export function pageShowsOwnCrossSelling(page: PwaPageResult): boolean {
  if (page.resourceType !== "frontend.detail.page") return false;
  return !slotsOf(page.cmsPage).some((slot) => slot.type === "cross-selling");
}

/**
 * The product's cross-selling groups. Below the fold and not the page's critical data (see
 * crossSellingInPage); a failure shows no groups rather than failing the product page (it is logged).
 */
export const crossSellingQuery = (services: Pick<StorefrontServices, "api">, languageId: string, productId: string) =>
  queryOptions({
    queryKey: queryKey("cross-selling", languageId, productId),
    queryFn: async (): Promise<CrossSellingGroup[]> => {
      // The Store API wrapper (includes, cards) loads with the first call, not before hydration.
      const { readCrossSellings } = await import("./cross-selling-store-api");
      return readCrossSellings(services.api, languageId, productId).catch((error: unknown) => {
        console.error("cross-selling could not be read", productId, error);
        return [];
      });
    },
    staleTime: 60_000,
  });

/**
 * How long a page rendered on the server waits for the groups at most, beside its own remaining work:
 * an answer within it is in the page's HTML (shoppers without JavaScript see it, the browser reads
 * no second time); a slower one streams in after the product (app/catalog/ProductCrossSelling), so
 * the shop's cross-selling (product streams can be slow) never holds the price and the buy button back
 * longer than this. Crawlers get the page whole either way (worker/ssr/render waits for them).
 */
export const CROSS_SELLING_WAIT_MS = 150;

/**
 * Starts reading the product's groups for its page. On the server the loader waits for them until
 * CROSS_SELLING_WAIT_MS at most; in the browser (a client navigation) not at all: the page shows at
 * once, the groups when they come.
 */
export function crossSellingInPage(
  services: Pick<StorefrontServices, "api" | "queryClient" | "isServer">,
  languageId: string,
  productId: string,
): Promise<void> | null {
  const read = services.queryClient.prefetchQuery(crossSellingQuery(services, languageId, productId));
  if (!services.isServer) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CROSS_SELLING_WAIT_MS);
  });
  return Promise.race([read, waited]).finally(() => clearTimeout(timer));
}
