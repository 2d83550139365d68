import type { Schemas } from "../store-api/operations";

type Media = Schemas["Media"];

/** The media's thumbnails (and the original) as a srcset, widest last. */
export function srcSetOf(media: Media): string | undefined {
  const meta = media.metaData as { width?: number } | undefined;
  const candidates = [
    ...(media.thumbnails ?? []).map((t) => ({ url: t.url, width: t.width })),
    ...(meta?.width ? [{ url: media.url, width: meta.width }] : []),
  ];
  const unique = [...new Map(candidates.map((c) => [c.width, c])).values()].sort((a, b) => a.width - b.width);
  return unique.length ? unique.map((c) => `${encodeURI(c.url)} ${c.width}w`).join(", ") : undefined;
}

/**
 * An image with its thumbnails as srcset and its real size as width/height, so that the browser
 * reserves the space (no layout shift) and picks the smallest file that is sharp enough.
 */
export function ResponsiveImage({
  media,
  sizes,
  priority = false,
  className,
  alt,
}: {
  media: Media;
  sizes: string;
  priority?: boolean;
  className?: string;
  alt?: string;
}) {
  const meta = media.metaData as { width?: number; height?: number } | undefined;
  const text = alt ?? (media.translated as { alt?: string } | undefined)?.alt ?? media.alt ?? "";
  return (
    <img
      className={className}
      src={media.url}
      srcSet={srcSetOf(media)}
      sizes={sizes}
      alt={text}
      width={meta?.width}
      height={meta?.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
}
