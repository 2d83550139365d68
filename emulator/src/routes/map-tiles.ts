import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";

/**
 * A plain map tile server for the parcel-locker map offline: the demo shop's `parcelLocker.mapTilesUrl`
 * names `/__emulator/tiles/{z}/{x}/{y}.png` in place of OpenStreetMap's (the storefront's default), so that
 * development and the tests draw a map with no network. Every tile is the same 256-pixel PNG (a light
 * ground with its top and left edges drawn, so the grid shows), as an XYZ tile server answers one.
 */
const PLAIN_TILE = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAAQAAAAEAAQMAAABmvDolAAAABlBMVEXu7OTU0MSqoWHWAAAANUlEQVR42u3KoQEAAAgDoJ3u53rCogUy2SKTQhAEQRAEQRAEQRAEQRAEQRAEQRAEQRAE4TUc7E+fYRWr2IwAAAAASUVORK5CYII=",
  ),
  (char) => char.charCodeAt(0),
);

const MAX_ZOOM = 19;
const tileSchema = z
  .object({
    z: z.coerce.number().int().min(0).max(MAX_ZOOM),
    x: z.coerce.number().int().min(0),
    y: z.coerce.number().int().min(0),
  })
  .refine((tile) => tile.x < 2 ** tile.z && tile.y < 2 ** tile.z, "no such tile at this zoom");

export const mapTileRoutes = new Hono<EmulatorEnv>().get("/:z/:x/:file{[0-9]+\\.png}", (c) => {
  const tile = tileSchema.safeParse({ z: c.req.param("z"), x: c.req.param("x"), y: c.req.param("file").slice(0, -4) });
  if (!tile.success) return c.text("Not Found", 404);
  return c.body(PLAIN_TILE, 200, { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" });
});
