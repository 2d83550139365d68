import { useRef, useState } from "react";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useI18n } from "../../i18n/context";
import type { Schemas } from "../../store-api/operations";
import { useDomain, useSiteConfig } from "../../state/site";
import { cmsHref } from "../links";
import { CmsImageLink } from "./CmsImageLink";
import { configValue, type CmsSlotProps } from "./types";

interface SliderItem {
  media?: Schemas["Media"] | null;
  url?: string | null;
  newTab?: boolean;
}

/**
 * The image-slider element: slides side by side with scroll snap (every image in the HTML), arrows
 * and dots that scroll to a slide, and each slide's link where the shop set one.
 */
export function CmsImageSlider({ slot, priority }: CmsSlotProps) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const domain = useDomain();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const items = ((slot.data as { sliderItems?: SliderItem[] } | null)?.sliderItems ?? []).filter((i) => i.media);
  if (!items.length) return null;
  const minHeight = configValue<string>(slot, "minHeight");
  const go = (index: number) => {
    const target = Math.max(0, Math.min(items.length - 1, index));
    const el = track.current?.children[target] as HTMLElement | undefined;
    track.current?.scrollTo({ left: el?.offsetLeft ?? 0, behavior: "smooth" });
    setCurrent(target);
  };
  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <section className="image-slider" aria-roledescription="carousel" aria-label={t("slider.images")}>
      <ul className="image-slider__track" ref={track} onScroll={onScroll} style={minHeight ? { minHeight } : undefined}>
        {items.map((item, index) => {
          const image = (
            <ResponsiveImage
              media={item.media!}
              sizes="100vw"
              priority={priority && index === 0}
              className="image-slider__img"
            />
          );
          const link = item.url
            ? cmsHref(
                item.url,
                domain.langPrefix,
                config.domains.map((d) => d.langPrefix),
              )
            : null;
          const newTab = item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
          return (
            <li
              key={index}
              className="image-slider__slide"
              aria-roledescription="slide"
              aria-label={t("slider.slide", { index: String(index + 1), count: String(items.length) })}
            >
              <CmsImageLink link={link} newTab={newTab}>
                {image}
              </CmsImageLink>
            </li>
          );
        })}
      </ul>
      {items.length > 1 ? (
        <div className="image-slider__controls">
          <button
            type="button"
            className="slider-arrow"
            onClick={() => go(current - 1)}
            aria-label={t("slider.previous")}
            disabled={current === 0}
          >
            ‹
          </button>
          <div className="image-slider__dots">
            {items.map((_, index) => (
              <button
                key={index}
                type="button"
                className="image-slider__dot"
                aria-label={t("slider.goTo", { index: String(index + 1) })}
                aria-current={index === current}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="slider-arrow"
            onClick={() => go(current + 1)}
            aria-label={t("slider.next")}
            disabled={current === items.length - 1}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
