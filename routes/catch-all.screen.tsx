import { useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData } from "react-router";
import { CmsPage } from "../app/cms/CmsPage";
import { CmsPageProvider } from "../app/cms/context";
import { island } from "../app/framework/island";
import { pageQuery } from "../app/cms/queries";
import { useServices } from "../app/framework/services";
import { useDomain } from "../app/state/site";
import { entityOf } from "./page-entity";
import type { loader } from "./catch-all.loader";

// Breadcrumbs are links that work as they are until their island hydrates.
const Breadcrumbs = island(() => import("../app/components/Breadcrumbs").then((m) => m.Breadcrumbs));
// Products without a CMS layout are rare: their page's code loads as an island.
const ProductDetail = island(() => import("../app/catalog/ProductDetail").then((m) => m.ProductDetail));

/** Loaded with the screen's code before a client navigation shows it (app/framework/create-routes). */
export const islands = [Breadcrumbs, ProductDetail];

/** A category, product or landing page: breadcrumbs, the category's name, then its CMS layout. */
export default function CatchAllScreen() {
  const services = useServices();
  const domain = useDomain();
  const data = useLoaderData<typeof loader>();
  const page = useSuspenseQuery(pageQuery(services, domain.languageId, data.path)).data;
  const name = entityOf(page).name;
  const isProduct = page.resourceType === "frontend.detail.page";
  return (
    <CmsPageProvider value={{ page, listing: data.listing }}>
      <article
        key={page.resourceIdentifier}
        className={`page page--cms page--${isProduct ? "product" : page.resourceType === "frontend.landing.page" ? "landing" : "category"}`}
      >
        {data.breadcrumbs.length > 1 ? <Breadcrumbs items={data.breadcrumbs} /> : null}
        {page.resourceType === "frontend.navigation.page" ? <h1 className="page__title">{name}</h1> : null}
        {page.cmsPage ? <CmsPage page={page.cmsPage} /> : isProduct ? <ProductDetail product={page.product} /> : null}
      </article>
    </CmsPageProvider>
  );
}
