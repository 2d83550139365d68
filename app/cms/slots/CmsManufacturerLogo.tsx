import { ResponsiveImage } from "../../components/ResponsiveImage";
import type { Schemas } from "../../store-api/operations";
import type { CmsSlotProps } from "./types";

/** The manufacturer-logo element: the logo, linked to the manufacturer's site when it has one. */
export function CmsManufacturerLogo({ slot }: CmsSlotProps) {
  const data = slot.data as { media?: Schemas["Media"] | null; url?: string | null; newTab?: boolean } | null;
  if (!data?.media) return null;
  const image = <ResponsiveImage media={data.media} sizes="200px" className="manufacturer-logo__img" />;
  return (
    <div className="manufacturer-logo">
      {data.url && /^https?:\/\//.test(data.url) ? (
        <a href={data.url} {...(data.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {image}
        </a>
      ) : (
        image
      )}
    </div>
  );
}
