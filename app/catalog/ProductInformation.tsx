import { useI18n } from "../i18n/context";
import { formatDate } from "../i18n/format";
import type { Product } from "./store-api";
import { Rating } from "./Rating";

type Option = {
  id: string;
  name?: string;
  translated?: { name?: string };
  position?: number;
  group?: { id: string; name?: string; translated?: { name?: string }; position?: number } | null;
};
interface Review {
  id: string;
  title?: string;
  content?: string;
  points?: number;
  createdAt?: string;
  externalUser?: string | null;
}
interface ReviewMatrix {
  matrix?: { points: number; count: number; percent: number }[];
  totalReviewCount?: number;
}

/** Properties grouped by their group, in the shop's order (spec: property_group with options). */
export function propertyRows(product: Product): { group: string; values: string[] }[] {
  const options = (product.properties ?? []) as Option[];
  const groups = new Map<string, { name: string; position: number; values: { name: string; position: number }[] }>();
  for (const option of options) {
    if (!option.group) continue;
    const entry = groups.get(option.group.id) ?? {
      name: option.group.translated?.name ?? option.group.name ?? "",
      position: option.group.position ?? 0,
      values: [],
    };
    entry.values.push({ name: option.translated?.name ?? option.name ?? "", position: option.position ?? 0 });
    groups.set(option.group.id, entry);
  }
  return [...groups.values()]
    .sort((a, b) => a.position - b.position)
    .map((g) => ({ group: g.name, values: g.values.sort((a, b) => a.position - b.position).map((v) => v.name) }));
}

export function ProductProperties({ product }: { product: Product }) {
  const { t } = useI18n();
  const rows = propertyRows(product);
  const manufacturer = product.manufacturer;
  const manufacturerName = manufacturer
    ? ((manufacturer.translated as { name?: string } | undefined)?.name ?? manufacturer.name)
    : null;
  if (!rows.length && !manufacturerName) return null;
  return (
    <table className="properties">
      <caption className="visually-hidden">{t("product.properties")}</caption>
      <tbody>
        {manufacturerName ? (
          <tr>
            <th scope="row">{t("product.manufacturer")}</th>
            <td>
              {manufacturer?.link ? (
                <a href={manufacturer.link} rel="noopener noreferrer" target="_blank">
                  {manufacturerName}
                </a>
              ) : (
                manufacturerName
              )}
            </td>
          </tr>
        ) : null}
        {rows.map((row) => (
          <tr key={row.group}>
            <th scope="row">{row.group}</th>
            <td>{row.values.join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Reviews with the rating average and how the stars are spread (spec: productReviews, ratingAverage). */
export function ProductReviews({
  product,
  reviews,
  matrix,
}: {
  product: Product;
  reviews: readonly Review[];
  matrix?: ReviewMatrix | null;
}) {
  const { t, locale } = useI18n();
  const count = matrix?.totalReviewCount ?? reviews.length;
  return (
    <section className="reviews" aria-labelledby={`reviews-${product.id}`}>
      <h2 id={`reviews-${product.id}`}>{t("reviews.heading", { count: String(count) })}</h2>
      {count ? (
        <>
          <div className="reviews__summary">
            <p className="reviews__average">
              {t("reviews.average", { value: (product.ratingAverage ?? 0).toFixed(1) })}
            </p>
            <Rating value={product.ratingAverage} count={count} />
          </div>
          {matrix?.matrix ? (
            <ul className="reviews__matrix">
              {[...matrix.matrix]
                .sort((a, b) => b.points - a.points)
                .map((row) => (
                  <li key={row.points}>
                    <span>{t("reviews.stars", { stars: String(row.points) })}</span>
                    <span className="reviews__bar" aria-hidden="true">
                      <span style={{ width: `${row.percent}%` }} />
                    </span>
                    <span>{row.count}</span>
                  </li>
                ))}
            </ul>
          ) : null}
          <ul className="reviews__list">
            {reviews.map((review) => (
              <li key={review.id} className="review">
                <Rating value={review.points} />
                <h3 className="review__title">{review.title}</h3>
                <p className="review__meta">
                  {[review.externalUser, review.createdAt ? formatDate(review.createdAt, locale) : null]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <p>{review.content}</p>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t("reviews.none")}</p>
      )}
    </section>
  );
}

/** The description (shop HTML, sanitised when the page entered the cache) with the properties beside it. */
export function ProductDescription({ product }: { product: Product }) {
  const { t } = useI18n();
  const description =
    (product.translated as { description?: string } | undefined)?.description ?? product.description ?? "";
  return (
    <section className="product-description" aria-labelledby={`description-${product.id}`}>
      <h2 id={`description-${product.id}`}>{t("product.description")}</h2>
      {description ? (
        <div className="product-description__text" dangerouslySetInnerHTML={{ __html: description }} />
      ) : null}
      <ProductProperties product={product} />
    </section>
  );
}
