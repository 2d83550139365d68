import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, Link, useNavigate, useSearchParams } from "react-router";
import { productPath } from "../catalog/product-path";
import { productName } from "../catalog/ProductCard";
import { ProductPrice } from "../catalog/ProductPrice";
import { useI18n } from "../i18n/context";
import { searchSuggestQuery, SUGGEST_MIN_LENGTH } from "../catalog/search-suggest-query";
import { useServices } from "../framework/services";
import { useDomain, useLocalePath } from "../state/site";

/** Waits for a pause in typing before asking the shop (one request per pause, not per key). */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The header's quick search: suggestions from the third character (at most 10), as an ARIA combobox
 * (arrow keys, Enter, Escape). It is a GET form to /search/, so it works without JavaScript too.
 */
export function QuickSearch() {
  const { t } = useI18n();
  const services = useServices();
  const domain = useDomain();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [term, setTerm] = useState(searchParams.get("search") ?? "");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const box = useRef<HTMLDivElement>(null);
  const trimmed = useDebounced(term.trim(), 200);
  const suggestions = useQuery({
    ...searchSuggestQuery(services, domain.languageId, trimmed),
    placeholderData: keepPreviousData,
  });
  const products = trimmed.length >= SUGGEST_MIN_LENGTH ? (suggestions.data?.elements ?? []) : [];
  const total = suggestions.data?.total ?? products.length;
  const showList = open && trimmed.length >= SUGGEST_MIN_LENGTH && (products.length > 0 || suggestions.isFetched);
  const resultsHref = `${localePath("/search/")}?search=${encodeURIComponent(term.trim())}`;

  useEffect(() => {
    const close = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", close);
    return () => document.removeEventListener("mousedown", close);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && products.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % products.length);
    } else if (event.key === "ArrowUp" && products.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? products.length - 1 : i - 1));
    } else if (event.key === "Escape") {
      // Kept from the header only when it closes the suggestions (otherwise it closes the phone's search); not
      // prevented, so that the search field still clears itself as browsers do.
      if (showList) event.stopPropagation();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "Enter" && showList && active >= 0 && products[active]) {
      event.preventDefault();
      setOpen(false);
      navigate(localePath(productPath(products[active]!)));
    }
  };

  return (
    <div className="quick-search" ref={box}>
      <Form
        method="get"
        action={localePath("/search/")}
        role="search"
        className="quick-search__form"
        onSubmit={() => setOpen(false)}
      >
        <label htmlFor={id} className="visually-hidden">
          {t("search.label")}
        </label>
        <input
          id={id}
          name="search"
          type="search"
          className="quick-search__input"
          placeholder={t("search.placeholder")}
          value={term}
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          onChange={(e) => {
            setTerm(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          maxLength={300}
          required
        />
        <button type="submit" className="quick-search__submit">
          {t("search.submit")}
        </button>
      </Form>
      <div className="quick-search__panel" hidden={!showList}>
        {/* ARIA 1.2 combobox: the list is a listbox, each suggestion an option, the input keeps focus (aria-activedescendant). */}
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the combobox pattern's listbox */}
        <ul id={listId} role="listbox" aria-label={t("search.suggestions")} className="quick-search__list">
          {products.map((product, index) => (
            // The link is the option itself: an option holding a link would nest one interactive element in another.
            <li key={product.id} role="none">
              <Link
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="quick-search__option"
                to={localePath(productPath(product))}
                onClick={() => setOpen(false)}
                tabIndex={-1}
              >
                {product.cover?.media ? (
                  <img
                    src={product.cover.media.thumbnails?.[0]?.url ?? product.cover.media.url}
                    alt=""
                    width="48"
                    height="48"
                    loading="lazy"
                  />
                ) : (
                  <span className="quick-search__thumb" />
                )}
                <span className="quick-search__name">{productName(product)}</span>
                <ProductPrice product={product} />
              </Link>
            </li>
          ))}
        </ul>
        {showList && !products.length ? (
          <p className="quick-search__empty">{t("search.noSuggestions", { term: trimmed })}</p>
        ) : null}
        {products.length ? (
          <Link className="quick-search__all" to={resultsHref} onClick={() => setOpen(false)}>
            {t("search.showAll", { count: String(total) })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
