import { ResponsiveImage } from "../../components/ResponsiveImage";
import type { Schemas } from "../../store-api/operations";
import { useDomain, useSiteConfig } from "../../state/site";
import { cmsHref } from "../links";
import { CmsImageLink } from "./CmsImageLink";
import { configValue, type CmsSlotProps } from "./types";

/** The image element: display mode, minimum height and an optional link, as the shop set them. */
export function CmsImage({ slot, columns, priority }: CmsSlotProps) {
  const config = useSiteConfig();
  const domain = useDomain();
  const data = slot.data as { media?: Schemas["Media"] | null; url?: string | null; newTab?: boolean } | null;
  const media = data?.media;
  if (!media) return null;
  const displayMode = configValue<string>(slot, "displayMode") ?? "standard";
  const minHeight = displayMode === "cover" ? configValue<string>(slot, "minHeight") : undefined;
  const sizes = columns > 1 ? `(min-width: 64rem) ${Math.round(100 / columns)}vw, 100vw` : "100vw";
  const image = (
    <ResponsiveImage
      media={media}
      sizes={sizes}
      priority={priority}
      className={`cms-image__img cms-image__img--${displayMode}`}
    />
  );
  const link = data?.url
    ? cmsHref(
        data.url,
        domain.langPrefix,
        config.domains.map((d) => d.langPrefix),
      )
    : null;
  const newTab = data?.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  return (
    <figure className={`cms-image cms-image--${displayMode}`} style={minHeight ? { minHeight } : undefined}>
      <CmsImageLink link={link} newTab={newTab} className="cms-image__link">
        {image}
      </CmsImageLink>
    </figure>
  );
}
