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
      <h1 className="product-detail__name">{name}</h1>
      <div className="product-detail__main">
        <Gallery media={galleryMedia(product)} name={name} />
        <BuyBox
          product={product}
          configurator={page?.resourceType === "frontend.detail.page" ? page.configurator : null}
        />
      </div>
      <ProductDescription product={product} />
      <ProductReviews product={product} reviews={reviews} />
    </div>
  );
}
