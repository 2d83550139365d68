import type { ComponentType } from "react";
import { CmsImage } from "../CmsImage";
import { CmsImageGallery } from "../CmsImageGallery";
import { CmsImageSlider } from "../CmsImageSlider";
import { CmsManufacturerLogo } from "../CmsManufacturerLogo";
import { CmsVimeoVideo, CmsYoutubeVideo } from "../CmsVideo";
import type { CmsSlotProps } from "../types";

/** Images, galleries, sliders and videos. */
export const MEDIA_SLOTS: Record<string, ComponentType<CmsSlotProps>> = {
  image: CmsImage,
  "image-slider": CmsImageSlider,
  "image-gallery": CmsImageGallery,
  "manufacturer-logo": CmsManufacturerLogo,
  "youtube-video": CmsYoutubeVideo,
  youtube: CmsYoutubeVideo,
  "vimeo-video": CmsVimeoVideo,
  vimeo: CmsVimeoVideo,
};
