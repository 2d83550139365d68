import { useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData } from "react-router";
import { CmsPage } from "../app/cms/CmsPage";
import { CmsPageProvider } from "../app/cms/context";
import type { PwaPageResult } from "../app/store-api/operations";
import { island } from "../app/framework/island";
import { pageQuery } from "../app/cms/queries";
import { useServices } from "../app/framework/services";
import { useDomain } from "../app/state/site";
import { CategoryTitle } from "../app/editor/CategoryTitle";
import { entityOf } from "./page-entity";
import { pageShowsOwnCrossSelling } from "../app/catalog/cross-selling";
import type { loader } from "./catch-all.loader";

// Breadcrumbs are links that work as they are until their island hydrates.
const Breadcrumbs = island(() => import("../app/components/Breadcrumbs").then((m) => m.Breadcrumbs));
// Products without a CMS layout are rare: their page's code loads as an island.
const ProductDetail = island(() => import("../app/catalog/ProductDetail").then((m) => m.ProductDetail));
// So are layouts without a cross-selling element: the page's own cross-selling (its sliders) is an island too.
const ProductCrossSelling = island(() =>
  import("../app/catalog/ProductCrossSelling").then((m) => m.ProductCrossSelling),
);

/** Loaded with the screen's code before a client navigation shows it (app/framework/create-routes). */
export const islands = [Breadcrumbs, ProductDetail, ProductCrossSelling];

/** The page's modifier class: a product's, a landing page's, or (a navigation page) a category's. */
function pageModifier(page: PwaPageResult): string {
  if (page.resourceType === "frontend.detail.page") return "product";
  if (page.resourceType === "frontend.landing.page") return "landing";
  return "category";
}

/** The page's body: its CMS layout, else (a product without one) the product's own page. */
function pageBody(page: PwaPageResult) {
  if (page.cmsPage) return <CmsPage page={page.cmsPage} />;
  if (page.resourceType === "frontend.detail.page") return <ProductDetail product={page.product} />;
  return null;
}

/** A category, product or landing page: breadcrumbs, the category's name, then its CMS layout. */
export default function CatchAllScreen() {
  const services = useServices();
  const domain = useDomain();
  const data = useLoaderData<typeof loader>();
  const page = useSuspenseQuery(pageQuery(services, domain.languageId, data.path)).data;
  const name = entityOf(page).name;
  return (
    <CmsPageProvider value={{ page, listing: data.listing }}>
      <article key={page.resourceIdentifier} className={`page page--cms page--${pageModifier(page)}`}>
        {data.breadcrumbs.length > 1 ? <Breadcrumbs items={data.breadcrumbs} /> : null}
        {page.resourceType === "frontend.navigation.page" ? (
          <CategoryTitle name={name} category={page.category} />
        ) : null}
        {pageBody(page)}
        {pageShowsOwnCrossSelling(page) ? <ProductCrossSelling productId={page.resourceIdentifier} /> : null}
      </article>
    </CmsPageProvider>
  );
}
