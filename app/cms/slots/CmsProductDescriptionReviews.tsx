import { ProductDescription, ProductReviews } from "../../catalog/ProductInformation";
import type { Product } from "../../catalog/store-api";
import { useCmsPage } from "../context";
import type { CmsSlotProps } from "./types";

type ReviewResult = {
  elements?: Parameters<typeof ProductReviews>[0]["reviews"];
  matrix?: Parameters<typeof ProductReviews>[0]["matrix"];
};

/** The product-description-reviews element: description with properties, then the reviews. */
export function CmsProductDescriptionReviews({ slot }: CmsSlotProps) {
  const { page } = useCmsPage();
  const data = slot.data as { product?: Product | null; reviews?: ReviewResult | null } | null;
  const product = data?.product ?? (page?.resourceType === "frontend.detail.page" ? page.product : null);
  if (!product) return null;
  return (
    <div className="description-reviews">
      <ProductDescription product={product} />
      <ProductReviews
        product={product}
        reviews={data?.reviews?.elements ?? []}
        matrix={data?.reviews?.matrix ?? null}
      />
    </div>
  );
}
