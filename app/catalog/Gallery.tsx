import { useState } from "react";
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

/** The product gallery: one large image and the thumbnails to pick another (buttons, not links). */
export function Gallery({ media, name }: { media: readonly Media[]; name: string }) {
  const { t } = useI18n();
  const [active, setActive] = useState(0);
  const current = media[active] ?? media[0];
  if (!current) return <div className="gallery gallery--empty" />;
  return (
    <div className="gallery">
      <figure className="gallery__stage">
        <ResponsiveImage
          media={current}
          sizes="(min-width: 64rem) 560px, 100vw"
          priority
          className="gallery__image"
          alt={current.alt || name}
        />
      </figure>
      {media.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t("gallery.thumbnails")}>
          {media.map((m, index) => (
            <li key={m.id}>
              <button
                type="button"
                className="gallery__thumb"
                aria-pressed={index === active}
                onClick={() => setActive(index)}
                aria-label={t("gallery.show", { index: String(index + 1), count: String(media.length) })}
              >
                <ResponsiveImage media={m} sizes="80px" alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
