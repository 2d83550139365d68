import { useLoaderData } from "react-router";
import { useI18n } from "../app/i18n/context";
import { island } from "../app/framework/island";
import type { loader } from "./search.loader";

// The same islands as a category's listing (one chunk, shared).
const ListingFilters = island(() => import("../app/catalog/listing/ListingFilters").then((m) => m.ListingFilters));
const ProductListing = island(() => import("../app/catalog/listing/ProductListing").then((m) => m.ProductListing));

/** Loaded with the screen's code before a client navigation shows it (app/framework/create-routes). */
export const islands = [ListingFilters, ProductListing];

/** Search results: heading with the term, filters beside the listing (as on category pages). */
export default function SearchScreen() {
  const { t } = useI18n();
  const data = useLoaderData<typeof loader>();
  if (!data.listing || !data.term) {
    return (
      <article className="page page--search">
        <h1 className="page__title">{t("search.title")}</h1>
        <p>{t("search.enterTerm")}</p>
      </article>
    );
  }
  return (
    <article className="page page--search">
      <h1 className="page__title">{t("search.resultsHeading", { term: data.term })}</h1>
      <div className="cms-section cms-section--sidebar">
        <aside className="cms-section__sidebar">
          <ListingFilters source={data.listing.source} params={data.listing.params} />
        </aside>
        <div className="cms-section__main">
          <ProductListing source={data.listing.source} params={data.listing.params} />
        </div>
      </div>
    </article>
  );
}
