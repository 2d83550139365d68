import { Hono } from "hono";
import type { EmulatorEnv } from "../env";
import { StoreApiError } from "../lib/errors";
import { jsonBody } from "../lib/request";
import { CITIES, LOCKERS } from "../seed/parcel-lockers";
import { loadCart, parcelSelectionSchema, saveCart } from "../state/cart";

/** The parcel-locker service (Nova Poshta): cities, lockers with coordinates, and the shopper's choice. */
export const PARCEL_SEGMENT = "nova-poshta";

export const parcelLockerRoutes = new Hono<EmulatorEnv>()
  .get(`/${PARCEL_SEGMENT}/cities`, (c) => {
    const lang = c.get("state").language.code === "uk-UA" ? "uk" : "en";
    const search = (c.req.query("search") ?? "").trim().toLowerCase();
    const elements = CITIES.filter(
      (city) =>
        !search || city.name.uk.toLowerCase().startsWith(search) || city.name.en.toLowerCase().startsWith(search),
    )
      .slice(0, 20)
      .map((city) => ({ ref: city.ref, name: city.name[lang], area: city.area[lang], apiAlias: "parcel_locker_city" }));
    return c.json({ elements, total: elements.length });
  })
  .get(`/${PARCEL_SEGMENT}/warehouses`, (c) => {
    const lang = c.get("state").language.code === "uk-UA" ? "uk" : "en";
    const cityRef = c.req.query("cityRef") ?? "";
    if (!CITIES.some((city) => city.ref === cityRef))
      throw StoreApiError.violations([
        {
          pointer: "/cityRef",
          code: "VIOLATION::NO_SUCH_CHOICE_ERROR",
          detail: "The value you selected is not a valid choice.",
        },
      ]);
    const search = (c.req.query("search") ?? "").trim().toLowerCase();
    const elements = LOCKERS.filter(
      (l) =>
        l.cityRef === cityRef &&
        (!search || l.name[lang].toLowerCase().includes(search) || String(l.number).includes(search)),
    ).map((l) => ({
      ref: l.ref,
      cityRef: l.cityRef,
      number: l.number,
      name: l.name[lang],
      address: l.address[lang],
      latitude: l.latitude,
      longitude: l.longitude,
      type: "postomat",
      apiAlias: "parcel_locker_warehouse",
    }));
    return c.json({ elements, total: elements.length });
  })
  .get(`/${PARCEL_SEGMENT}/selection`, async (c) =>
    c.json({ selection: (await loadCart(c.env.DB, c.get("state").token)).parcelLocker }),
  )
  .patch(`/${PARCEL_SEGMENT}/select`, async (c) => {
    const parsed = parcelSelectionSchema.safeParse(await jsonBody(c));
    if (!parsed.success) {
      throw StoreApiError.violations(
        parsed.error.issues.map((i) => ({
          pointer: `/${i.path.join("/")}`,
          code: "VIOLATION::IS_BLANK_ERROR",
          detail: "This value should not be blank.",
        })),
      );
    }
    const selection = parsed.data;
    const locker = LOCKERS.find((l) => l.ref === selection.warehouseRef);
    if (!CITIES.some((city) => city.ref === selection.cityRef))
      throw StoreApiError.violations([
        {
          pointer: "/cityRef",
          code: "VIOLATION::NO_SUCH_CHOICE_ERROR",
          detail: "The value you selected is not a valid choice.",
        },
      ]);
    if (!locker || locker.cityRef !== selection.cityRef)
      throw StoreApiError.violations([
        {
          pointer: "/warehouseRef",
          code: "VIOLATION::NO_SUCH_CHOICE_ERROR",
          detail: "The parcel locker is not in the chosen city.",
        },
      ]);
    const cart = await loadCart(c.env.DB, c.get("state").token);
    await saveCart(c.env.DB, c.get("state").token, { ...cart, parcelLocker: selection });
    return c.json({ success: true, selection });
  });
