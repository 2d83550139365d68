import type { ReactNode } from "react";
import { Link } from "react-router";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { useI18n } from "../i18n/context";
import type { Translate } from "../i18n/i18n";
import type { Product } from "./store-api";
import { useLocalePath } from "../state/site";
import { useGrossPrices } from "./price";
import { productPath } from "./product-path";
import { ProductPrice } from "./ProductPrice";
import { Rating } from "./Rating";

export const productName = (product: Product): string =>
  (product.translated as { name?: string } | undefined)?.name ?? product.name ?? "";

/** Widths a card image takes: one column on phones, up to four on wide screens. */
const CARD_SIZES = "(min-width: 75rem) 280px, (min-width: 48rem) 33vw, 50vw";

/** The one badge a card shows: its saving when it has one (the stronger reason to look), else topseller. */
function cardBadge(percentage: number | undefined, topseller: boolean | undefined, t: Translate): ReactNode {
  if (percentage) return <span className="badge badge--sale">{`-${Math.round(percentage)}%`}</span>;
  if (topseller) return <span className="badge">{t("product.topseller")}</span>;
  return null;
}

/** A listing card: cover with thumbnails as srcset, name, rating, price with list price and saving, and whether it includes VAT. */
export function ProductCard({
  product,
  headingLevel = 3,
  priority = false,
}: {
  product: Product;
  headingLevel?: 2 | 3 | 4;
  priority?: boolean;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const href = localePath(productPath(product));
  const name = productName(product);
  const media = product.cover?.media;
  const Heading = `h${headingLevel}` as const;
  const list = product.calculatedPrice?.listPrice as { percentage?: number } | null | undefined;
  const gross = useGrossPrices();
  return (
    <article className="product-card">
      <Link to={href} className="product-card__image" tabIndex={-1} aria-hidden="true">
        {media ? (
          <ResponsiveImage media={media} sizes={CARD_SIZES} priority={priority} alt="" className="product-card__img" />
        ) : (
          <span className="product-card__placeholder" />
        )}
        {cardBadge(list?.percentage, product.markAsTopseller, t)}
      </Link>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link to={href}>{name}</Link>
        </Heading>
        <Rating value={product.ratingAverage} />
        <ProductPrice product={product} />
        <p className="product-card__tax">{t(gross ? "price.inclVat" : "price.exclVat")}</p>
      </div>
    </article>
  );
}
