import { type MouseEvent, useCallback, useId, useRef, useState } from "react";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { useI18n } from "../i18n/context";
import type { Schemas } from "../store-api/operations";

type Media = Schemas["Media"];

/** Product media by position ascending, as the gallery shows them. */
export function galleryMedia(product: {
  media?: { position?: number; media?: Media }[] | null;
  cover?: { media?: Media } | null;
}): Media[] {
  const sorted = [...(product.media ?? [])]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((m) => m.media)
    .filter((m): m is Media => Boolean(m));
  if (sorted.length) return sorted;
  return product.cover?.media ? [product.cover.media] : [];
}

/** The slide the track shows most of: the one its scroll position is nearest to. */
function slideInView(track: HTMLElement): number {
  return track.clientWidth > 0 ? Math.round(track.scrollLeft / track.clientWidth) : 0;
}

/**
 * The product gallery: a track of all images that snaps one by one (a swipe on phones, a plain
 * horizontal scroll without JavaScript), and a link per image below it (dots on phones, thumbnails
 * wider up). The links jump to their image by its fragment, so they work before hydration; with
 * JavaScript they scroll the track only, and follow it as the shopper swipes.
 */
export function Gallery({ media, name }: { media: readonly Media[]; name: string }) {
  const { t } = useI18n();
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const onScroll = useCallback(() => {
    if (track.current) setActive(slideInView(track.current));
  }, []);
  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    const el = track.current;
    if (!el) return;
    // Scrolled in place: a fragment jump would also move the page and add a history entry.
    event.preventDefault();
    el.scrollTo({ left: index * el.clientWidth });
    setActive(index);
  };
  if (!media.length) return <div className="gallery gallery--empty" />;
  const count = String(media.length);
  return (
    <div className="gallery">
      {/* A list, so that a screen reader tells how many images there are. */}
      <ul
        ref={track}
        className="gallery__stage"
        aria-label={name || t("gallery.images")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box has to take the focus for a keyboard to scroll it
        tabIndex={0}
        onScroll={onScroll}
      >
        {media.map((m, index) => (
          <li key={m.id} id={`${id}-${index + 1}`} className="gallery__slide">
            <ResponsiveImage
              media={m}
              sizes="(min-width: 64rem) 560px, (min-width: 48rem) 50vw, 100vw"
              priority={index === 0}
              className="gallery__image"
              alt={m.alt || name}
            />
          </li>
        ))}
      </ul>
      {media.length > 1 ? (
        <ol className="gallery__thumbs" aria-label={t("gallery.thumbnails")}>
          {media.map((m, index) => (
            <li key={m.id}>
              <a
                href={`#${id}-${index + 1}`}
                className="gallery__thumb"
                aria-current={index === active ? "true" : undefined}
                onClick={show(index)}
                aria-label={t("gallery.show", { index: String(index + 1), count })}
              >
                <ResponsiveImage media={m} sizes="80px" alt="" />
              </a>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
