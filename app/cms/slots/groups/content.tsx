import type { ComponentType } from "react";
import { CmsForm } from "../CmsForm";
import { CmsHtml } from "../CmsHtml";
import { CmsProductName } from "../CmsProductName";
import { CmsText } from "../CmsText";
import type { CmsSlotProps } from "../types";

/** Text elements: shop HTML, the product name and forms. */
export const CONTENT_SLOTS: Record<string, ComponentType<CmsSlotProps>> = {
  text: CmsText,
  html: CmsHtml,
  "product-name": CmsProductName,
  form: CmsForm,
};
