import type { ListingParams, ListingSource } from "../app/lib/listing-query";
import type { PageTitleData, ScreenRoute } from "../app/router/types";
import type { HeadTag } from "../app/seo/head-tags";
import type { ProductJsonLdInput } from "../app/seo/product-json-ld";
import type { Breadcrumb } from "../app/seo/types";
import type { PwaPageResult } from "../app/store-api/operations";

export interface CatchAllData extends PageTitleData {
  resourceType: PwaPageResult["resourceType"];
  resourceIdentifier: string;
  /** The path the page was looked up by (decoded, without language prefix). */
  path: string;
  title: string | null;
  /** The page's product listing and the state it shows, when it has one. */
  listing: { source: ListingSource; params: ListingParams } | null;
  breadcrumbs: Breadcrumb[];
  head: HeadTag[];
  /** A product page's JSON-LD, rendered by its buy box with the offer of the moment (app/seo/ProductJsonLd). */
  productJsonLd: ProductJsonLdInput | null;
}

/**
 * Any other path: resolved by the page lookup (spec section 2). Unknown paths are a 404; a page
 * reached by an old or technical path is redirected (301) to its canonical SEO URL, query kept.
 */
export const catchAll: ScreenRoute = {
  name: "catch-all",
  path: "*",
  layout: "default",
  access: "open",
  indexed: true,
  // Titled by its page (the loader data's title).
  // The loader's code is loaded with its first client-side navigation, not before hydration.
  loader: () => import("./catch-all.loader"),
  screen: () => import("./catch-all.screen"),
};
