import { useId } from "react";
import { Form, Link } from "react-router";
import { useI18n } from "../../i18n/context";
import { plural } from "../../i18n/plural";
import {
  hasFilters,
  LISTING_DEFAULT_LIMIT,
  withoutFilters,
  LISTING_LIMITS,
  listingEntries,
  type ListingParams,
  type ListingSource,
} from "./listing-query";
import { ProductCard } from "../ProductCard";
import type { ProductListingResult } from "../store-api";
import { Pagination } from "./Pagination";
import { useListing } from "./use-listing";

/** Hidden fields that keep the rest of the state when one form (sorting, page size) is sent without JavaScript. */
export function KeepParams({
  params,
  except,
  term,
}: {
  params: ListingParams;
  except: readonly string[];
  term?: string | undefined;
}) {
  return (
    <>
      {term !== undefined ? <input type="hidden" name="search" value={term} /> : null}
      {listingEntries(params)
        .filter(([key]) => !except.includes(key) && key !== "p")
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

/** The shop's sortings for a listing, each with its label, and the one it is sorted by. */
export function sortingsOf(
  listing: ProductListingResult,
  params: ListingParams,
): { sortings: { key: string; label: string }[]; current: string } {
  // What the API sends is read with care: a shop's includes may leave the labels out.
  const sortings = (listing.availableSortings ?? []).map((s) => ({
    key: s.key,
    label: s.translated?.label ?? s.label ?? s.key,
  }));
  return { sortings, current: listing.sorting ?? params.order ?? sortings[0]?.key ?? "" };
}

/**
 * The product listing (spec: product_listing): total, the shop's sortings, page size, product cards
 * and pagination. Sorting and page size are GET forms, so they work before JavaScript runs too.
 */
export function ProductListing({ source, params }: { source: ListingSource; params: ListingParams }) {
  const { t, locale } = useI18n();
  const sortId = useId();
  const limitId = useId();
  const { listing, hrefFor, change, busy } = useListing(source, params);
  const products = listing.elements ?? [];
  const total = listing.total ?? products.length;
  const limit = listing.limit ?? params.limit ?? LISTING_DEFAULT_LIMIT;
  const page = listing.page ?? params.p ?? 1;
  const { sortings, current } = sortingsOf(listing, params);
  const term = source.type === "search" ? source.term : undefined;
  return (
    <section className="listing" aria-busy={busy} aria-labelledby={`${sortId}-heading`}>
      <h2 className="visually-hidden" id={`${sortId}-heading`}>
        {t("listing.heading")}
      </h2>
      <div className="listing__bar">
        <p className="listing__total" role="status">
          {plural(t, locale, "listing.total", total)}
        </p>
        {sortings.length ? (
          <Form method="get" className="listing__control" preventScrollReset>
            <KeepParams params={params} except={["order"]} term={term} />
            <label htmlFor={sortId}>{t("listing.sortBy")}</label>
            <select
              id={sortId}
              name="order"
              defaultValue={current}
              key={current}
              onChange={(e) => change({ order: e.target.value })}
            >
              {sortings.map((s) => (
                <option key={s.key} value={s.key}>
                  {s.label}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className="button">
                {t("listing.apply")}
              </button>
            </noscript>
          </Form>
        ) : null}
        <Form method="get" className="listing__control" preventScrollReset>
          <KeepParams params={params} except={["limit"]} term={term} />
          <label htmlFor={limitId}>{t("listing.perPage")}</label>
          <select
            id={limitId}
            name="limit"
            defaultValue={String(limit)}
            key={limit}
            onChange={(e) => change({ limit: Number(e.target.value) })}
          >
            {[...new Set([...LISTING_LIMITS, limit])]
              .sort((a, b) => a - b)
              .map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
          </select>
          <noscript>
            <button type="submit" className="button">
              {t("listing.apply")}
            </button>
          </noscript>
        </Form>
      </div>
      {products.length ? (
        <ul className="listing__grid">
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="listing__empty">
          <p>{t("listing.empty")}</p>
          {hasFilters(params) ? (
            <Link className="button" to={hrefFor(withoutFilters(params))} preventScrollReset>
              {t("listing.resetFilters")}
            </Link>
          ) : null}
        </div>
      )}
      <Pagination page={page} total={total} limit={limit} params={params} hrefFor={hrefFor} />
    </section>
  );
}
