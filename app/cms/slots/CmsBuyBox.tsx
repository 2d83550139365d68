import { BuyBox } from "../../catalog/BuyBox";
import type { Product } from "../../catalog/store-api";
import type { Schemas } from "../../store-api/operations";
import { useCmsPage } from "../context";
import type { CmsSlotProps } from "./types";

/**
 * The buy-box element: the page's product (or the one configured), priced and ready for the cart,
 * with its configurator (the element's configuratorSettings, else the page's) when it is a variant.
 */
export function CmsBuyBox({ slot }: CmsSlotProps) {
  const { page } = useCmsPage();
  const data = slot.data as {
    product?: Product | null;
    configuratorSettings?: Schemas["PropertyGroup"][] | null;
  } | null;
  const detail = page?.resourceType === "frontend.detail.page" ? page : null;
  const product = data?.product ?? detail?.product ?? null;
  // The page's configurator belongs to the page's product, not to another one the element names.
  const pageConfigurator = product?.id === detail?.product.id ? detail?.configurator : null;
  const configurator = data?.configuratorSettings?.length ? data.configuratorSettings : pageConfigurator;
  return product ? <BuyBox product={product} configurator={configurator} /> : null;
}
