import { describe, expect, it } from "vitest";
import { parcelLockerAction } from "../../app/parcel-locker/actions";
import { parcelLockerSearch } from "../../app/parcel-locker/links";
import { parseParcelLockerQuery } from "../../app/parcel-locker/params";
import { project, tileMapView } from "../../app/parcel-locker/tile-map";
import { isActionResult } from "../../app/framework/action-result";
import { parcelLockerOfCart } from "../../app/parcel-locker/store-api";
import type { Cart } from "../../app/cart/store-api";
import { apiError, post, services } from "./action-harness";

const KYIV = "8d5a980d-391c-11dd-90d9-001a92567626";
const LVIV = "db5c88f5-391c-11dd-90d9-001a92567626";
const KYIV_LOCKER = "8d5a980d-391c-11dd-90d9-000000003008";
const LVIV_LOCKER = "db5c88f5-391c-11dd-90d9-000000003101";

const locker = (ref: string, cityRef: string, name: string) => ({
  ref,
  cityRef,
  number: 1,
  name,
  address: "Street 1",
  latitude: 50.45,
  longitude: 30.52,
  type: "postomat",
  apiAlias: "parcel_locker_warehouse",
});
const CITIES = {
  elements: [{ ref: KYIV, name: "Kyiv", area: "Kyiv Oblast", apiAlias: "parcel_locker_city" }],
  total: 1,
};
const WAREHOUSES = { elements: [locker(KYIV_LOCKER, KYIV, "Parcel locker no. 3008: Svobody Ave 22")], total: 1 };
const CART_AFTER = {
  apiAlias: "cart",
  extensions: {
    parcelLocker: {
      cityRef: KYIV,
      cityName: "Kyiv",
      warehouseRef: KYIV_LOCKER,
      warehouseName: "Parcel locker no. 3008: Svobody Ave 22",
    },
  },
};

/** The parcel service as the demo shop answers: Kyiv and one of its lockers. */
function shop() {
  return services((operation, body) => {
    if (operation.startsWith("readParcelCities")) return CITIES;
    if (operation.startsWith("readParcelWarehouses")) return WAREHOUSES;
    if (operation.startsWith("selectParcelLocker")) return { success: true, selection: body };
    if (operation.startsWith("readCart")) return CART_AFTER;
    throw new Error(`unexpected ${operation}`);
  });
}

async function redirected(run: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const thrown = await run.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error(`no redirect: ${String(thrown)}`);
  return { status: thrown.status, location: thrown.headers.get("Location") };
}

const CHOICE = {
  intent: "select-parcel-locker",
  cityRef: KYIV,
  cityName: "Kyiv",
  warehouseRef: KYIV_LOCKER,
  warehouseName: "Parcel locker no. 3008: Svobody Ave 22",
};

describe("the parcel-locker page's query", () => {
  const parse = (query: string) => parseParcelLockerQuery(new URLSearchParams(query), "/checkout/");

  it("keeps good values, trims the search and defaults the return to the checkout", () => {
    expect(parse(`city=${KYIV}&name=%20Kyiv%20&q=%20%20Svo%20%20body%20`)).toEqual({
      city: KYIV,
      cityName: "Kyiv",
      q: "Svo body",
      returnPath: "/checkout/",
    });
    expect(parse("")).toEqual({ city: null, cityName: null, q: "", returnPath: "/checkout/" });
  });

  it.each([
    ["a ref with other characters", "city=../../x", { city: null }],
    ["a ref too long", `city=${"a".repeat(65)}`, { city: null }],
    ["a name without a city", "name=Kyiv", { cityName: null }],
    ["a search too long", `q=${"x".repeat(101)}`, { q: "" }],
    ["a blank search", "q=%20%20", { q: "" }],
    ["another site as return", "return=//evil.example/", { returnPath: "/checkout/" }],
    ["a URL as return", "return=https://evil.example/", { returnPath: "/checkout/" }],
    ["a backslash return", "return=/%5C%5Cevil.example", { returnPath: "/checkout/" }],
  ])("drops %s", (_, query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it("keeps a same-origin return path, and links leave the default one out", () => {
    expect(parse("return=/de/checkout/").returnPath).toBe("/de/checkout/");
    expect(parcelLockerSearch({ city: KYIV, cityName: "Kyiv", q: "", returnPath: "/checkout/" }, "/checkout/")).toBe(
      `?city=${KYIV}&name=Kyiv`,
    );
    expect(parcelLockerSearch({ q: "Ky", returnPath: "/cart/" }, "/checkout/")).toBe("?q=Ky&return=%2Fcart%2F");
  });
});

describe("select-parcel-locker (PATCH /{parcel-delivery-provider}/select)", () => {
  it("sends the service's names (not the posted ones), caches the cart that carries the choice, and goes to the checkout with a notice", async () => {
    const svc = shop();
    const { status, location } = await redirected(
      post(
        parcelLockerAction,
        "/parcel-locker/",
        { ...CHOICE, cityName: "Kyiv", warehouseName: "<b>My own name</b>" },
        svc,
      ),
    );
    expect(status).toBe(303);
    expect(location).toBe("/checkout/");
    const select = svc.calls.find((c) => c.operation === "selectParcelLocker patch /{parcelSegment}/select");
    expect(select?.body).toEqual({
      cityRef: KYIV,
      cityName: "Kyiv",
      warehouseRef: KYIV_LOCKER,
      warehouseName: "Parcel locker no. 3008: Svobody Ave 22",
    });
    expect(svc.flashed).toEqual([
      {
        type: "success",
        messageKey: "parcelLocker.chosen",
        params: { name: "Parcel locker no. 3008: Svobody Ave 22" },
      },
    ]);
    const cached = svc.value.queryClient.getQueriesData({ queryKey: ["cart"] });
    expect(cached.map(([, cart]) => cart)).toEqual([CART_AFTER]);
  });

  it("goes to a same-origin return path, never to another site", async () => {
    expect(
      (await redirected(post(parcelLockerAction, "/parcel-locker/", { ...CHOICE, return: "/cart/" }, shop()))).location,
    ).toBe("/cart/");
    expect(
      (await redirected(post(parcelLockerAction, "/parcel-locker/", { ...CHOICE, return: "//evil.example/" }, shop())))
        .location,
    ).toBe("/checkout/");
    expect(
      (
        await redirected(
          post(parcelLockerAction, "/de/parcel-locker/", { ...CHOICE, return: "https://evil.example/" }, shop()),
        )
      ).location,
    ).toBe("/de/checkout/");
  });

  it.each([
    ["a locker the city does not list (another city's)", { warehouseRef: LVIV_LOCKER }],
    ["a city the service does not find by that name", { cityRef: LVIV, cityName: "Kyiv" }],
  ])("refuses %s without calling select", async (_, fields) => {
    const svc = shop();
    const { result, status } = await post(parcelLockerAction, "/parcel-locker/", { ...CHOICE, ...fields }, svc);
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("parcelLocker.errors.unknownLocker");
    expect(svc.calls.map((c) => c.operation)).not.toContain("selectParcelLocker patch /{parcelSegment}/select");
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "parcelLocker.errors.unknownLocker" }]);
  });

  it("refuses a city ref the service itself rejects, and a form without a locker", async () => {
    const rejecting = services((operation) => {
      if (operation.startsWith("readParcelWarehouses"))
        throw apiError(400, [{ code: "VIOLATION::NO_SUCH_CHOICE_ERROR", pointer: "/cityRef" }]);
      if (operation.startsWith("readParcelCities")) return CITIES;
      throw new Error(`unexpected ${operation}`);
    });
    const unknown = await post(
      parcelLockerAction,
      "/parcel-locker/",
      { ...CHOICE, cityRef: "unknown-city" },
      rejecting,
    );
    expect(unknown.status).toBe(400);
    expect(rejecting.calls.map((c) => c.operation)).not.toContain("selectParcelLocker patch /{parcelSegment}/select");

    const svc = shop();
    const { warehouseRef: _, ...withoutLocker } = CHOICE;
    const missing = await post(parcelLockerAction, "/parcel-locker/", withoutLocker, svc);
    expect(missing.status).toBe(400);
    expect(isActionResult(missing.result) && missing.result.fieldErrors).toEqual({
      warehouseRef: "form.errors.required",
    });
    expect(svc.calls).toEqual([]);
  });
});

describe("the cart's parcel locker and the map", () => {
  it("reads the choice from the cart's extension, and nothing from a cart without a valid one", () => {
    expect(parcelLockerOfCart(CART_AFTER as unknown as Cart)).toEqual(CART_AFTER.extensions.parcelLocker);
    expect(parcelLockerOfCart({ apiAlias: "cart" } as Cart)).toBeNull();
    expect(
      parcelLockerOfCart({ apiAlias: "cart", extensions: { parcelLocker: { cityRef: KYIV } } } as unknown as Cart),
    ).toBeNull();
    expect(parcelLockerOfCart(undefined)).toBeNull();
  });

  it("places every locker inside the map's view, on tiles of the template", () => {
    const points = [
      { ref: "a", latitude: 50.4366, longitude: 30.5164 },
      { ref: "b", latitude: 50.4636, longitude: 30.5304 },
    ];
    const view = tileMapView("https://tile.example/{z}/{x}/{y}.png", points);
    expect(view).not.toBeNull();
    for (const marker of view!.markers) {
      expect(marker.left).toBeGreaterThan(0);
      expect(marker.left).toBeLessThan(100);
      expect(marker.top).toBeGreaterThan(0);
      expect(marker.top).toBeLessThan(100);
    }
    const { x, y } = project(points[0]!.latitude, points[0]!.longitude, view!.zoom);
    expect(view!.tiles.map((t) => t.url)).toContain(
      `https://tile.example/${view!.zoom}/${Math.floor(x / 256)}/${Math.floor(y / 256)}.png`,
    );
    expect(tileMapView("", points)).toBeNull();
    expect(tileMapView("https://tile.example/{z}/{x}/{y}.png", [])).toBeNull();
  });
});
