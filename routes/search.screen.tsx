import { useLoaderData } from "react-router";
import { ListingFilters } from "../app/catalog/listing/ListingFilters";
import { ProductListing } from "../app/catalog/listing/ProductListing";
import { useI18n } from "../app/i18n/context";
import type { SearchData } from "./search";

/** Search results: heading with the term, filters beside the listing (as on category pages). */
export default function SearchScreen() {
  const { t } = useI18n();
  const data = useLoaderData() as SearchData;
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
        <aside className="cms-section__sidebar"><ListingFilters source={data.listing.source} params={data.listing.params} /></aside>
        <div className="cms-section__main"><ProductListing source={data.listing.source} params={data.listing.params} /></div>
      </div>
    </article>
  );
}
