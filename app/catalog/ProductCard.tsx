import { Link } from "react-router";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { useI18n } from "../i18n/context";
import type { Product } from "../store-api/catalog";
import { useLocalePath } from "../state/site";
import { useGrossPrices } from "./price";
import { productPath } from "./product-path";
import { ProductPrice } from "./ProductPrice";
import { Rating } from "./Rating";

export const productName = (product: Product): string => (product.translated as { name?: string } | undefined)?.name ?? product.name ?? "";

/** Widths a card image takes: one column on phones, up to four on wide screens. */
const CARD_SIZES = "(min-width: 75rem) 280px, (min-width: 48rem) 33vw, 50vw";

/** A listing card: cover with thumbnails as srcset, name, rating, price with list price and saving, and whether it includes VAT. */
export function ProductCard({ product, headingLevel = 3, priority = false }: { product: Product; headingLevel?: 2 | 3 | 4; priority?: boolean }) {
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
        {media ? <ResponsiveImage media={media} sizes={CARD_SIZES} priority={priority} alt="" className="product-card__img" /> : <span className="product-card__placeholder" />}
        {list?.percentage ? <span className="badge badge--sale">{`-${Math.round(list.percentage)}%`}</span> : product.markAsTopseller ? <span className="badge">{t("product.topseller")}</span> : null}
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
