import type { ComponentType } from "react";
import { CmsImage } from "./CmsImage";
import { CmsText } from "./CmsText";
import type { CmsSlotProps } from "./types";

/** One component per slot type; the catalogue issue adds the commerce elements. */
export const SLOT_COMPONENTS: Partial<Record<string, ComponentType<CmsSlotProps>>> = {
  text: CmsText,
  image: CmsImage,
};
