import { useI18n } from "../i18n/context";
import type { ParcelWarehouse } from "../session/shop-plugins";
import { tileMapView } from "./tile-map";

/**
 * The lockers on map tiles (site config `parcelLocker.mapTilesUrl`), with no map library and no
 * third-party script: tiles and numbered markers placed by CSS, so it shows without JavaScript. The
 * list beside it is the way to choose (keyboard, screen readers); the map is a picture of it.
 */
export function LockerMap({
  template,
  lockers,
  chosen,
}: {
  template: string;
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
    </figure>
  );
}
