import { createContext, useContext } from "react";
import type { ListingParams, ListingSource } from "../catalog/listing/listing-query";
import type { PwaPageResult } from "../store-api/operations";

/**
 * What the elements of one CMS page share: the page it belongs to (a category's listing and its
 * sidebar filter show the same listing state; a product page's elements show the same product).
 */
export interface CmsPageContextValue {
  page: PwaPageResult | null;
  listing: { source: ListingSource; params: ListingParams } | null;
}

const CmsPageContext = createContext<CmsPageContextValue>({ page: null, listing: null });
export const CmsPageProvider = CmsPageContext.Provider;
export const useCmsPage = (): CmsPageContextValue => useContext(CmsPageContext);
