import type { ComponentType } from "react";
import { CmsCategoryNavigation } from "../CmsCategoryNavigation";
import { CmsProductListing } from "../CmsProductListing";
import { CmsSidebarFilter } from "../CmsSidebarFilter";
import type { CmsSlotProps } from "../types";

/** A category's listing, its filters and its navigation. */
export const LISTING_SLOTS: Record<string, ComponentType<CmsSlotProps>> = {
  "product-listing": CmsProductListing,
  "sidebar-filter": CmsSidebarFilter,
  "category-navigation": CmsCategoryNavigation,
};
