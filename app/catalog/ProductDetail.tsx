import { useCmsPage } from "../cms/context";
import type { Product } from "./store-api";
import { BuyBox } from "./BuyBox";
import { Gallery, galleryMedia } from "./Gallery";
import { productName } from "./ProductCard";
import { ProductDescription, ProductReviews } from "./ProductInformation";

/**
 * A product page for a product without a CMS layout: the same parts the default product layout
 * has (name, gallery, buy box, description with properties, reviews).
 */
export function ProductDetail({ product }: { product: Product }) {
  const { page } = useCmsPage();
  const name = productName(product);
  const reviews = ((product as { productReviews?: unknown[] }).productReviews ?? []) as Parameters<
    typeof ProductReviews
  >[0]["reviews"];
  return (
    <div className="product-detail">
      {/* The images first, then name and buy box beside them (below them on phones): the page's first screen. */}
      <div className="product-detail__main">
        <Gallery key={product.id} media={galleryMedia(product)} name={name} />
        <div className="product-detail__summary">
          <h1 className="product-detail__name">{name}</h1>
          <BuyBox
            product={product}
            configurator={page?.resourceType === "frontend.detail.page" ? page.configurator : null}
          />
        </div>
      </div>
      <ProductDescription product={product} />
      <ProductReviews product={product} reviews={reviews} />
    </div>
  );
}
