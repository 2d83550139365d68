import { ProductListing } from "../../catalog/listing/ProductListing";
import { useCmsPage } from "../context";

/** The product-listing element: the category's listing in the state of the URL. */
export function CmsProductListing() {
  const { listing } = useCmsPage();
  return listing ? <ProductListing source={listing.source} params={listing.params} /> : null;
}
