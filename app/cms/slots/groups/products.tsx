import type { ComponentType } from "react";
import { CmsBuyBox } from "../CmsBuyBox";
import { CmsCrossSelling } from "../CmsCrossSelling";
import { CmsProductBox } from "../CmsProductBox";
import { CmsProductDescriptionReviews } from "../CmsProductDescriptionReviews";
import { CmsProductSlider } from "../CmsProductSlider";
import type { CmsSlotProps } from "../types";

/** Products: boxes, sliders, cross-selling and the product page's buy box and description. */
export const PRODUCT_SLOTS: Record<string, ComponentType<CmsSlotProps>> = {
  "product-box": CmsProductBox,
  "product-slider": CmsProductSlider,
  "cross-selling": CmsCrossSelling,
  "buy-box": CmsBuyBox,
  "product-description-reviews": CmsProductDescriptionReviews,
};
