import { useId, type FormEvent } from "react";
import { Form, Link } from "react-router";
import { useI18n } from "../../i18n/context";
import {
  activeFilterCount,
  FILTER_KEYS,
  toggleValue,
  withoutFilters,
  type ListingParams,
  type ListingSource,
} from "./listing-query";
import type { Schemas } from "../../store-api/operations";
import { usePriceFormat } from "../price";
import { KeepParams } from "./ProductListing";
import { useListing } from "./use-listing";

type Named = { id: string; name?: string | null; translated?: unknown };
const nameOf = (entity: Named): string =>
  (entity.translated as { name?: string } | undefined)?.name ?? entity.name ?? "";

interface Aggregations {
  manufacturer?: { entities?: Named[] };
  properties?: {
    entities?: (Named & {
      displayType?: string;
      position?: number;
      options?: (Named & { colorHexCode?: string | null; position?: number; media?: Schemas["Media"] | null })[];
    })[];
  };
  price?: { min?: string | number | null; max?: string | number | null };
  rating?: { max?: string | number | null };
  "shipping-free"?: { max?: string | number | null };
}

const byPosition = <T extends { position?: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));

/**
 * Inputs follow the shopper's click at once and the URL's state once it is loaded: they are
 * uncontrolled and re-created (key) whenever the loaded state says otherwise; a controlled input
 * would jump back until the new listing has arrived.
 *
 * The listing's filters from its aggregations (spec: manufacturer, properties with colour swatches,
 * price range, rating, shipping-free). A GET form: without JavaScript it is sent with its button;
 * with JavaScript every change moves to the new state's URL at once.
 */
export function ListingFilters({ source, params }: { source: ListingSource; params: ListingParams }) {
  const { t } = useI18n();
  const id = useId();
  const format = usePriceFormat();
  const { listing, change, hrefFor } = useListing(source, params);
  const aggregations = (listing.aggregations ?? {}) as Aggregations;
  const manufacturers = [...(aggregations.manufacturer?.entities ?? [])].sort((a, b) =>
    nameOf(a).localeCompare(nameOf(b)),
  );
  const groups = byPosition(aggregations.properties?.entities ?? []);
  const priceMin = Math.floor(Number(aggregations.price?.min ?? 0));
  const priceMax = Math.ceil(Number(aggregations.price?.max ?? 0));
  const maxRating = Math.floor(Number(aggregations.rating?.max ?? 0));
  const shippingFree = Number(aggregations["shipping-free"]?.max ?? 0) > 0 || params["shipping-free"] === true;
  const term = source.type === "search" ? source.term : undefined;
  const active = activeFilterCount(params);

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = String(data.get(name) ?? "")
        .trim()
        .replace(",", ".");
      return value !== "" && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : undefined;
    };
    change({ "min-price": read("min-price"), "max-price": read("max-price") });
  };

  return (
    <details className="filters" open={active > 0 ? true : undefined}>
      <summary className="filters__summary">
        {active ? t("filters.titleActive", { count: String(active) }) : t("filters.title")}
      </summary>
      <Form
        method="get"
        className="filters__form"
        preventScrollReset
        onSubmit={applyPrice}
        aria-label={t("filters.title")}
      >
        <KeepParams params={params} except={FILTER_KEYS} term={term} />
        {manufacturers.length ? (
          <fieldset className="filters__group">
            <legend>{t("filters.manufacturer")}</legend>
            {manufacturers.map((m) => (
              <label key={m.id} className="filters__option">
                <input
                  type="checkbox"
                  name="manufacturer"
                  value={m.id}
                  key={String(params.manufacturer?.includes(m.id) ?? false)}
                  defaultChecked={params.manufacturer?.includes(m.id) ?? false}
                  onChange={() => change({ manufacturer: toggleValue(params.manufacturer, m.id) })}
                />
                {nameOf(m)}
              </label>
            ))}
          </fieldset>
        ) : null}
        {groups.map((group) => (
          <fieldset key={group.id} className={`filters__group filters__group--${group.displayType ?? "text"}`}>
            <legend>{nameOf(group)}</legend>
            {byPosition(group.options ?? []).map((option) => {
              const checked = params.properties?.includes(option.id) ?? false;
              const swatch = group.displayType === "color" && option.colorHexCode;
              return (
                <label key={option.id} className={`filters__option${swatch ? " filters__option--swatch" : ""}`}>
                  <input
                    type="checkbox"
                    name="properties"
                    value={option.id}
                    key={String(checked)}
                    defaultChecked={checked}
                    onChange={() => change({ properties: toggleValue(params.properties, option.id) })}
                  />
                  {swatch ? (
                    <span className="swatch" style={{ backgroundColor: option.colorHexCode! }} aria-hidden="true" />
                  ) : null}
                  <span className="filters__option-name">{nameOf(option)}</span>
                </label>
              );
            })}
          </fieldset>
        ))}
        {priceMax > 0 ? (
          <fieldset className="filters__group filters__group--price">
            <legend>{t("filters.price")}</legend>
            <div className="filters__range">
              <label htmlFor={`${id}-min`}>{t("filters.priceMin")}</label>
              <input
                id={`${id}-min`}
                name="min-price"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                placeholder={format(priceMin)}
                defaultValue={params["min-price"] ?? ""}
                key={`min-${params["min-price"] ?? ""}`}
              />
              <label htmlFor={`${id}-max`}>{t("filters.priceMax")}</label>
              <input
                id={`${id}-max`}
                name="max-price"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                placeholder={format(priceMax)}
                defaultValue={params["max-price"] ?? ""}
                key={`max-${params["max-price"] ?? ""}`}
              />
            </div>
            <button type="submit" className="button filters__apply">
              {t("filters.applyPrice")}
            </button>
          </fieldset>
        ) : null}
        {maxRating > 0 ? (
          <fieldset className="filters__group">
            <legend>{t("filters.rating")}</legend>
            {[0, ...Array.from({ length: maxRating }, (_, i) => maxRating - i)].map((stars) => (
              <label key={stars} className="filters__option">
                <input
                  type="radio"
                  name="rating"
                  value={stars || ""}
                  key={String((params.rating ?? 0) === stars)}
                  defaultChecked={(params.rating ?? 0) === stars}
                  onChange={() => change({ rating: stars || undefined })}
                />
                {stars ? t("filters.ratingFrom", { stars: String(stars) }) : t("filters.ratingAny")}
              </label>
            ))}
          </fieldset>
        ) : null}
        {shippingFree ? (
          <fieldset className="filters__group">
            <legend className="visually-hidden">{t("filters.shippingFree")}</legend>
            <label className="filters__option">
              <input
                type="checkbox"
                name="shipping-free"
                value="1"
                key={String(params["shipping-free"] === true)}
                defaultChecked={params["shipping-free"] === true}
                onChange={(e) => change({ "shipping-free": e.target.checked || undefined })}
              />
              {t("filters.shippingFree")}
            </label>
          </fieldset>
        ) : null}
        <noscript>
          <button type="submit" className="button button--primary">
            {t("filters.apply")}
          </button>
        </noscript>
        {active ? (
          <Link className="filters__reset" to={hrefFor(withoutFilters(params))} preventScrollReset>
            {t("filters.reset")}
          </Link>
        ) : null}
      </Form>
    </details>
  );
}
