import { useLoaderData } from "react-router";
import { useSessionContext } from "../state/site";
import type { Product } from "../catalog/store-api";
import { productJsonLd } from "./product-json-ld";
import { jsonLdText } from "./urls";
import type { loader as catchAllLoader } from "../../routes/catch-all.loader";
import type { loader as homeLoader } from "../../routes/home.loader";

/**
 * A product page's JSON-LD with its offer as the buy box shows it now: price and availability from
 * the product (the cached page), the currency from the session, so that a currency change (which
 * refetches both) changes it too. The rest comes from the page's loader. It is rendered with the
 * buy box, not in the head: search engines read JSON-LD anywhere in the document, and its code then
 * loads with the buy box's, not with the first load.
 */
export function ProductJsonLd({ product }: { product: Product }) {
  const session = useSessionContext();
  // A buy box is a CMS element: it renders on a CMS page, the home page's or a catalogue page's.
  const data = useLoaderData<typeof catchAllLoader | typeof homeLoader>();
  const jsonLd = data && "productJsonLd" in data ? data.productJsonLd : null;
  // Only the page's own product (a landing page's buy boxes have none).
  if (!jsonLd || jsonLd.sku !== product.productNumber) return null;
  const offer = {
    price: product.calculatedPrice?.unitPrice ?? 0,
    currency: session.currency?.isoCode ?? "EUR",
    available: product.available !== false && ((product.availableStock ?? 1) > 0 || !product.isCloseout),
  };
  // Data, not script: JSON-LD is not executed, and "<" is escaped so that nothing can end the element.
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(productJsonLd(jsonLd, offer)) }} />
  );
}
