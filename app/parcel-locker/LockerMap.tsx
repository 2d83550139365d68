import { useI18n } from "../i18n/context";
import type { ParcelWarehouse } from "../session/shop-plugins";
import { tileMapView } from "./tile-map";

/** OpenStreetMap's tile server, whose tile usage policy asks that the attribution link its copyright page. */
const OPENSTREETMAP_TILE_HOST = "tile.openstreetmap.org";
const OPENSTREETMAP_COPYRIGHT = "https://www.openstreetmap.org/copyright";

/**
 * The lockers on map tiles (site config `parcelLocker.mapTilesUrl`, OpenStreetMap's by default), with
 * no map library and no third-party script: tiles and numbered markers placed by CSS, so it shows
 * without JavaScript (the only page that loads tiles; its CSP alone allows their origin). The list
 * beside it is the way to choose (keyboard, screen readers); the map is a picture of it. Under it the
 * tiles' attribution (`parcelLocker.mapAttribution`).
 */
export function LockerMap({
  template,
  attribution,
  lockers,
  chosen,
}: {
  template: string;
  attribution: string;
  lockers: readonly ParcelWarehouse[];
  chosen: string | null;
}) {
  const { t } = useI18n();
  const view = tileMapView(template, lockers);
  if (!view) return null;
  return (
    <figure className="parcel-map">
      <div
        className="parcel-map__view"
        role="img"
        aria-label={t("parcelLocker.map", { count: String(lockers.length) })}
      >
        {view.tiles.map((tile) => (
          <img
            key={tile.key}
            className="parcel-map__tile"
            src={tile.url}
            alt=""
            width={256}
            height={256}
            loading="lazy"
            decoding="async"
            style={{
              left: `${tile.left}%`,
              top: `${tile.top}%`,
              width: `${view.tileWidth}%`,
              height: `${view.tileHeight}%`,
            }}
          />
        ))}
        {view.markers.map((marker) => {
          const locker = lockers.find((l) => l.ref === marker.ref);
          return (
            <span
              key={marker.ref}
              className={`parcel-map__marker${marker.ref === chosen ? " is-chosen" : ""}`}
              style={{ left: `${marker.left}%`, top: `${marker.top}%` }}
              title={locker?.name}
            >
              {locker?.number}
            </span>
          );
        })}
      </div>
      {attribution ? (
        <figcaption className="parcel-map__attribution">
          {isOpenStreetMap(template) ? (
            <a href={OPENSTREETMAP_COPYRIGHT} rel="noopener">
              {attribution}
            </a>
          ) : (
            attribution
          )}
        </figcaption>
      ) : null}
    </figure>
  );
}

function isOpenStreetMap(template: string): boolean {
  try {
    return new URL(template.replace(/[{}]/g, ""), "https://shop.invalid").hostname === OPENSTREETMAP_TILE_HOST;
  } catch {
    return false;
  }
}
