import type { ComponentType } from "react";
import { CmsBuyBox } from "./CmsBuyBox";
import { CmsCategoryNavigation } from "./CmsCategoryNavigation";
import { CmsCrossSelling } from "./CmsCrossSelling";
import { CmsForm } from "./CmsForm";
import { CmsHtml } from "./CmsHtml";
import { CmsImage } from "./CmsImage";
import { CmsImageGallery } from "./CmsImageGallery";
import { CmsImageSlider } from "./CmsImageSlider";
import { CmsManufacturerLogo } from "./CmsManufacturerLogo";
import { CmsProductBox } from "./CmsProductBox";
import { CmsProductDescriptionReviews } from "./CmsProductDescriptionReviews";
import { CmsProductListing } from "./CmsProductListing";
import { CmsProductName } from "./CmsProductName";
import { CmsProductSlider } from "./CmsProductSlider";
import { CmsSidebarFilter } from "./CmsSidebarFilter";
import { CmsText } from "./CmsText";
import { CmsVimeoVideo, CmsYoutubeVideo } from "./CmsVideo";
import type { CmsSlotProps } from "./types";

/** One component per slot type (Shopware's element names; "youtube"/"vimeo" as short names too). */
export const SLOT_COMPONENTS: Partial<Record<string, ComponentType<CmsSlotProps>>> = {
  text: CmsText,
  image: CmsImage,
  "image-slider": CmsImageSlider,
  "image-gallery": CmsImageGallery,
  "product-box": CmsProductBox,
  "product-slider": CmsProductSlider,
  "product-listing": CmsProductListing,
  "sidebar-filter": CmsSidebarFilter,
  "category-navigation": CmsCategoryNavigation,
  "buy-box": CmsBuyBox,
  "product-name": CmsProductName,
  "manufacturer-logo": CmsManufacturerLogo,
  "product-description-reviews": CmsProductDescriptionReviews,
  "cross-selling": CmsCrossSelling,
  form: CmsForm,
  html: CmsHtml,
  "youtube-video": CmsYoutubeVideo,
  youtube: CmsYoutubeVideo,
  "vimeo-video": CmsVimeoVideo,
  vimeo: CmsVimeoVideo,
};

const warned = new Set<string>();

/** The component for a slot type; an unknown type renders nothing for shoppers and is reported in development. */
export function slotComponent(type: string): ComponentType<CmsSlotProps> | undefined {
  const component = SLOT_COMPONENTS[type];
  if (!component && process.env.NODE_ENV !== "production" && !warned.has(type)) {
    warned.add(type);
    console.warn(`CMS: no component for slot type "${type}"; it is not rendered.`);
  }
  return component;
}
