/**
 * A small tile map without a library (Web Mercator, 256-pixel tiles, as every XYZ tile server
 * serves them): the tiles and markers of a fixed viewport, positioned in percentages so that the
 * map scales with its box and needs no script. The zoom is the largest that shows every locker.
 */
export const TILE_SIZE = 256;
export const VIEW_WIDTH = 640;
export const VIEW_HEIGHT = 360;
const PADDING = 40;
const MAX_ZOOM = 16;
const MIN_ZOOM = 3;

export interface MapPoint {
  ref: string;
  latitude: number;
  longitude: number;
}

export interface PlacedTile {
  key: string;
  url: string;
  /** Percentages of the viewport. */
  left: number;
  top: number;
}

export interface TileMapView {
  zoom: number;
  tiles: PlacedTile[];
  markers: { ref: string; left: number; top: number }[];
  /** A tile's size in percent of the viewport's width and height. */
  tileWidth: number;
  tileHeight: number;
}

/** World pixel coordinates of a point at a zoom level. */
export function project(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = Math.max(-85.05112878, Math.min(85.05112878, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((longitude + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
}

/** The URL of one tile from a template with {z}, {x} and {y}. */
export const tileUrl = (template: string, zoom: number, x: number, y: number): string =>
  template.replaceAll("{z}", String(zoom)).replaceAll("{x}", String(x)).replaceAll("{y}", String(y));

const round = (value: number) => Math.round(value * 1000) / 1000;

export function tileMapView(template: string, points: readonly MapPoint[]): TileMapView | null {
  if (!template || points.length === 0) return null;
  let zoom = MAX_ZOOM;
  for (; zoom > MIN_ZOOM; zoom--) {
    const projected = points.map((p) => project(p.latitude, p.longitude, zoom));
    const width = Math.max(...projected.map((p) => p.x)) - Math.min(...projected.map((p) => p.x));
    const height = Math.max(...projected.map((p) => p.y)) - Math.min(...projected.map((p) => p.y));
    if (width <= VIEW_WIDTH - 2 * PADDING && height <= VIEW_HEIGHT - 2 * PADDING) break;
  }
  const projected = points.map((p) => ({ ref: p.ref, ...project(p.latitude, p.longitude, zoom) }));
  const centerX = (Math.max(...projected.map((p) => p.x)) + Math.min(...projected.map((p) => p.x))) / 2;
  const centerY = (Math.max(...projected.map((p) => p.y)) + Math.min(...projected.map((p) => p.y))) / 2;
  const left = centerX - VIEW_WIDTH / 2;
  const top = centerY - VIEW_HEIGHT / 2;
  const count = 2 ** zoom;
  const tiles: PlacedTile[] = [];
  for (let ty = Math.floor(top / TILE_SIZE); ty <= Math.floor((top + VIEW_HEIGHT - 1) / TILE_SIZE); ty++) {
    // Beyond the poles there are no tiles; across the date line they repeat.
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / TILE_SIZE); tx <= Math.floor((left + VIEW_WIDTH - 1) / TILE_SIZE); tx++) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${tx}/${ty}`,
        url: tileUrl(template, zoom, wrapped, ty),
        left: round(((tx * TILE_SIZE - left) / VIEW_WIDTH) * 100),
        top: round(((ty * TILE_SIZE - top) / VIEW_HEIGHT) * 100),
      });
    }
  }
  return {
    zoom,
    tiles,
    markers: projected.map((p) => ({
      ref: p.ref,
      left: round(((p.x - left) / VIEW_WIDTH) * 100),
      top: round(((p.y - top) / VIEW_HEIGHT) * 100),
    })),
    tileWidth: round((TILE_SIZE / VIEW_WIDTH) * 100),
    tileHeight: round((TILE_SIZE / VIEW_HEIGHT) * 100),
  };
}
