import { useSuspenseQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useServices } from "../framework/services";
import { useDomain } from "../state/site";
import { CrossSellingGroups } from "./CrossSellingGroups";
import { crossSellingQuery } from "./cross-selling";

function Groups({ productId }: { productId: string }) {
  const services = useServices();
  const domain = useDomain();
  const groups = useSuspenseQuery(crossSellingQuery(services, domain.languageId, productId)).data;
  if (!groups.length) return null;
  return (
    <div className="product-cross-selling">
      <CrossSellingGroups groups={groups} />
    </div>
  );
}

/**
 * The product's cross-selling groups at the foot of a product page whose layout has no cross-selling
 * element (app/catalog/cross-selling, pageShowsOwnCrossSelling). Its data is not the page's critical
 * data: the page streams without waiting for it (a boundary of its own), crawlers get it in the HTML
 * (the render waits for everything for them), and when it is ready with the page it is in the HTML
 * for every browser, with or without JavaScript.
 */
export function ProductCrossSelling({ productId }: { productId: string }) {
  return (
    <Suspense fallback={null}>
      <Groups productId={productId} />
    </Suspense>
  );
}
