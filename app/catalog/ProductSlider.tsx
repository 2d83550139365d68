import { useRef } from "react";
import { useI18n } from "../i18n/context";
import type { Product } from "./store-api";
import { ProductCard } from "./ProductCard";

/**
 * A row of product cards that scrolls sideways (CSS scroll snap); the arrow buttons scroll by one
 * view. Every card is in the HTML, so crawlers and shoppers without JavaScript see all of them.
 */
export function ProductSlider({
  products,
  title,
  headingLevel = 2,
}: {
  products: readonly Product[];
  title?: string | null;
  headingLevel?: 2 | 3;
}) {
  const { t } = useI18n();
  const track = useRef<HTMLUListElement>(null);
  if (!products.length) return null;
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: "smooth" });
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="product-slider" aria-label={title ?? t("slider.products")}>
      <div className="product-slider__head">
        {title ? <Heading className="product-slider__title">{title}</Heading> : null}
        <div className="product-slider__arrows">
          <button type="button" className="slider-arrow" onClick={() => scroll(-1)} aria-label={t("slider.previous")}>
            ‹
          </button>
          <button type="button" className="slider-arrow" onClick={() => scroll(1)} aria-label={t("slider.next")}>
            ›
          </button>
        </div>
      </div>
      <ul className="product-slider__track" ref={track}>
        {products.map((product) => (
          <li key={product.id} className="product-slider__item">
            <ProductCard product={product} headingLevel={headingLevel === 2 ? 3 : 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
