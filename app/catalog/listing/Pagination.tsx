import { Link } from "react-router";
import { useI18n } from "../../i18n/context";
import type { ListingParams } from "./listing-query";

/** Pages around the current one, with the first and last, and gaps as null. */
export function pageWindow(current: number, last: number, span = 1): (number | null)[] {
  const pages = new Set([1, last]);
  for (let p = current - span; p <= current + span; p++) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push(null);
    out.push(p);
  });
  return out;
}

/** Page links (real links: crawlers follow them, and they work without JavaScript). */
export function Pagination({
  page,
  total,
  limit,
  params,
  hrefFor,
}: {
  page: number;
  total: number;
  limit: number;
  params: ListingParams;
  hrefFor: (p: ListingParams) => string;
}) {
  const { t } = useI18n();
  const last = Math.max(1, Math.ceil(total / limit));
  if (last <= 1) return null;
  const to = (p: number) => hrefFor({ ...params, p });
  /** A gap, the current page (not a link), or a link to another page. */
  const pageItem = (p: number | null) => {
    if (p === null) {
      return (
        <span className="pagination__gap" aria-hidden="true">
          …
        </span>
      );
    }
    if (p === page) {
      return (
        <span className="pagination__link is-current" aria-current="page">
          {p}
          <span className="visually-hidden"> {t("listing.pageOf", { page: String(p), pages: String(last) })}</span>
        </span>
      );
    }
    return (
      <Link className="pagination__link" to={to(p)} aria-label={t("listing.goToPage", { page: String(p) })}>
        {p}
      </Link>
    );
  };
  return (
    <nav className="pagination" aria-label={t("listing.pagination")}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__link" to={to(page - 1)} rel="prev">
              {t("listing.previous")}
            </Link>
          ) : (
            <span className="pagination__link is-disabled" aria-disabled="true">
              {t("listing.previous")}
            </span>
          )}
        </li>
        {pageWindow(page, last).map((p, i) => (
          <li key={p ?? `gap-${i}`}>{pageItem(p)}</li>
        ))}
        <li>
          {page < last ? (
            <Link className="pagination__link" to={to(page + 1)} rel="next">
              {t("listing.next")}
            </Link>
          ) : (
            <span className="pagination__link is-disabled" aria-disabled="true">
              {t("listing.next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
