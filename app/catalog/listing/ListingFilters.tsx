import { useId, useState, type FormEvent, type MouseEvent } from "react";
import { Form, Link } from "react-router";
import { Drawer } from "../../components/Drawer";
import { Icon } from "../../components/Icon";
import { useI18n } from "../../i18n/context";
import { plural } from "../../i18n/plural";
import {
  activeFilterCount,
  changeListing,
  FILTER_KEYS,
  LISTING_DEFAULT_LIMIT,
  LISTING_LIMITS,
  toggleValue,
  withoutFilters,
  type ListingParams,
  type ListingSource,
} from "./listing-query";
import type { Schemas } from "../../store-api/operations";
import { usePriceFormat } from "../price";
import { KeepParams, sortingsOf } from "./ProductListing";
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

/** Sliders: the filter button's icon. */
const SLIDERS =
  "M3 6h11M18 6h3M14 6a2 2 0 1 0 4 0a2 2 0 1 0-4 0M3 12h3M10 12h11M6 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0M3 18h9M16 18h5M12 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0";

/** Wide screens show the filters beside the listing; narrower ones open them in a drawer. */
const WIDE = "(min-width: 64rem)";

/** A price field's value as a number, or nothing when it is empty or not a price. */
function readPrice(data: FormData, name: string): number | undefined {
  const value = String(data.get(name) ?? "")
    .trim()
    .replace(",", ".");
  return value !== "" && Number.isFinite(Number(value)) && Number(value) >= 0 ? Number(value) : undefined;
}

const nonEmpty = (list: string[]): string[] | undefined => (list.length ? list : undefined);

/**
 * The listing's filters from its aggregations (spec: manufacturer, properties with colour swatches,
 * price range, rating, shipping-free), and on narrow screens its sorting and page size too.
 *
 * One GET form, in one of two places. In the page (a <details>): beside the listing on wide screens,
 * where with JavaScript every change moves to the new state's URL at once; and on narrow screens
 * without JavaScript, opened by its summary and sent with its button. On narrow screens with
 * JavaScript the summary opens a drawer instead, whose form collects the choices and applies them
 * together: a phone's shopper ticks several before looking, and one navigation per tick would race.
 * Where nothing can be filtered, only sorting is offered (and nothing at all on wide screens, whose
 * listing has its own sorting), never an empty box.
 *
 * Inputs in the page follow the shopper's click at once and the URL's state once it is loaded: they
 * are uncontrolled and re-created (key) whenever the loaded state says otherwise; a controlled input
 * would jump back until the new listing has arrived. The drawer's form is created each time it opens.
 */
export function ListingFilters({ source, params }: { source: ListingSource; params: ListingParams }) {
  const { t, locale } = useI18n();
  const id = useId();
  const formId = `${id}-form`;
  const format = usePriceFormat();
  const [drawer, setDrawer] = useState(false);
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
  const { sortings, current } = sortingsOf(listing, params);
  const limit = listing.limit ?? params.limit ?? LISTING_DEFAULT_LIMIT;
  const limits = [...new Set([...LISTING_LIMITS, limit])].sort((a, b) => a - b);
  const total = listing.total ?? listing.elements?.length ?? 0;

  const filterable =
    active > 0 || manufacturers.length > 0 || groups.length > 0 || priceMax > 0 || maxRating > 0 || shippingFree;
  if (!filterable && !(sortings.length > 0 && total > 1)) return null;
  const title = filterable ? t("filters.filterAndSort") : t("filters.sort");

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    change({ "min-price": readPrice(data, "min-price"), "max-price": readPrice(data, "max-price") });
  };

  /** The drawer's choices, all at once; the drawer closes either way (nothing changed: no navigation). */
  const applyAll = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const order = data.get("order");
    const chosenLimit = Number(data.get("limit"));
    const next: Partial<ListingParams> = {
      manufacturer: nonEmpty(data.getAll("manufacturer").map(String)),
      properties: nonEmpty(data.getAll("properties").map(String)),
      "min-price": readPrice(data, "min-price"),
      "max-price": readPrice(data, "max-price"),
      rating: Number(data.get("rating")) || undefined,
      "shipping-free": data.has("shipping-free") || undefined,
      // The listing's own sorting and page size stay out of the URL unless the shopper chose others.
      order: typeof order === "string" && order !== current ? order : params.order,
      limit: chosenLimit && chosenLimit !== limit ? chosenLimit : params.limit,
    };
    if (hrefFor(changeListing(params, next)) !== hrefFor(changeListing(params, {}))) change(next);
    form.closest("dialog")?.close();
  };

  /** On narrow screens, once this code runs, the summary opens the drawer rather than the details. */
  const openDrawer = (event: MouseEvent<HTMLElement>) => {
    if (window.matchMedia(WIDE).matches) return;
    event.preventDefault();
    const details = event.currentTarget.parentElement;
    if (details instanceof HTMLDetailsElement) details.open = false;
    setDrawer(true);
  };

  const form = (
    <Form
      id={formId}
      method="get"
      className="filters__form"
      preventScrollReset
      onSubmit={drawer ? applyAll : applyPrice}
      aria-label={t("filters.title")}
    >
      <KeepParams
        params={params}
        except={[...FILTER_KEYS, "limit", ...(sortings.length ? ["order"] : [])]}
        term={term}
      />
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
                onChange={drawer ? undefined : () => change({ manufacturer: toggleValue(params.manufacturer, m.id) })}
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
                  onChange={
                    drawer ? undefined : () => change({ properties: toggleValue(params.properties, option.id) })
                  }
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
            <PriceBound
              id={`${id}-min`}
              name="min-price"
              label={t("filters.priceMin")}
              placeholder={format(priceMin)}
              value={params["min-price"]}
            />
            <PriceBound
              id={`${id}-max`}
              name="max-price"
              label={t("filters.priceMax")}
              placeholder={format(priceMax)}
              value={params["max-price"]}
            />
          </div>
          {drawer ? null : (
            <button type="submit" className="button filters__apply">
              {t("filters.applyPrice")}
            </button>
          )}
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
                onChange={drawer ? undefined : () => change({ rating: stars || undefined })}
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
              onChange={drawer ? undefined : (e) => change({ "shipping-free": e.target.checked || undefined })}
            />
            {t("filters.shippingFree")}
          </label>
        </fieldset>
      ) : null}
      {drawer ? (
        <div className="filters__actions">
          {active ? (
            <Link className="button filters__reset-button" to={hrefFor(withoutFilters(params))} preventScrollReset>
              {t("filters.resetShort")}
            </Link>
          ) : null}
          <button type="submit" className="button button--primary filters__apply-all">
            {t("filters.applyShort")}
          </button>
        </div>
      ) : (
        <>
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
        </>
      )}
    </Form>
  );
  const body = (
    <div className={`filters__body${drawer ? " filters__body--drawer" : ""}`}>
      {drawer && active ? (
        <p className="filters__active" role="status">
          {plural(t, locale, "filters.active", active)}
        </p>
      ) : null}
      {/* Wide screens sort and page in the listing's bar: these two are for narrow ones (hidden there). Outside the
          form's element, so that its own fields are what a search inside it finds, and sent with it all the same. */}
      {sortings.length ? (
        <fieldset className="filters__group filters__group--narrow">
          <legend>{t("filters.sorting")}</legend>
          {sortings.map((s) => (
            <label key={s.key} className="filters__option">
              <input
                type="radio"
                name="order"
                form={formId}
                value={s.key}
                key={String(current === s.key)}
                defaultChecked={current === s.key}
                onChange={drawer ? undefined : () => change({ order: s.key })}
              />
              {s.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <fieldset className="filters__group filters__group--narrow filters__group--limit">
        <legend>{t("filters.pageSize")}</legend>
        {limits.map((n) => (
          <label key={n} className="filters__option filters__option--chip">
            <input
              type="radio"
              name="limit"
              form={formId}
              value={n}
              key={String(limit === n)}
              defaultChecked={limit === n}
              onChange={drawer ? undefined : () => change({ limit: n })}
            />
            {n}
          </label>
        ))}
      </fieldset>
      {form}
    </div>
  );

  const summary = active ? t("filters.buttonActive", { label: title, count: String(active) }) : title;
  return (
    <>
      <details className={`filters${filterable ? "" : " filters--sort-only"}`}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is the details' own button (Enter and Space click it too) */}
        <summary className="filters__summary" onClick={openDrawer}>
          <span className="filters__narrow-label">
            <Icon path={SLIDERS} />
            {summary}
          </span>
          <span className="filters__wide-label">
            {active ? t("filters.titleActive", { count: String(active) }) : t("filters.title")}
          </span>
        </summary>
        {drawer ? null : body}
      </details>
      {drawer ? (
        <Drawer
          titleId={`${id}-drawer`}
          title={title}
          closeLabel={t("filters.close")}
          className="filters-drawer"
          onClose={() => setDrawer(false)}
        >
          {body}
        </Drawer>
      ) : null}
    </>
  );
}

/**
 * One end of the price range: its label and a number field holding the listing's value. Keyed by that
 * value, so that a change of the listing (a reset, a back button) replaces what the shopper had typed.
 */
function PriceBound({
  id,
  name,
  label,
  placeholder,
  value,
}: {
  id: string;
  name: "min-price" | "max-price";
  label: string;
  placeholder: string;
  value: string | number | undefined;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder={placeholder}
        defaultValue={value ?? ""}
        key={`${name}-${value ?? ""}`}
      />
    </>
  );
}
