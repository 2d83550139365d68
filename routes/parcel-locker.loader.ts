import { data } from "react-router";
import { checkoutPath, parseParcelLockerQuery, type ParcelLockerQuery } from "../app/parcel-locker/params";
import { cartQuery } from "../app/cart/queries";
import { storefrontLoader } from "../app/framework/loaders";
import { ClientApiError } from "../app/store-api/errors";
import { parcelLockerOfCart } from "../app/parcel-locker/store-api";
import {
  type ParcelCity,
  type ParcelSelection,
  type ParcelWarehouse,
  readParcelCities,
  readParcelWarehouses,
} from "../app/session/shop-plugins";

export interface ParcelLockerData {
  query: ParcelLockerQuery;
  /** The checkout of the page's language: where a choice leads when no `return` was given. */
  defaultReturn: string;
  /** Without a city: the cities matching the search. */
  cities: ParcelCity[];
  /** The chosen city, its name as the service says it. */
  city: { ref: string; name: string } | null;
  /** With a city: its lockers matching the search. */
  lockers: ParcelWarehouse[];
  /** What the cart carries now. */
  current: ParcelSelection | null;
  /** The map's tiles (a {z}/{x}/{y} template, OpenStreetMap's by default) and their attribution; empty: no map. */
  map: { tilesUrl: string; attribution: string };
}

/** A city the service does not know (a 4xx violation) is no city: the page falls back to the city search. */
const unknownCity = (error: unknown) =>
  error instanceof ClientApiError && error.statusCode >= 400 && error.statusCode < 500;

/**
 * The parcel-locker route: the cities (GET …/cities) or one city's lockers (GET
 * …/warehouses), and the choice the cart carries. A city's name only comes in as a hint (the
 * query's `name`, or the cart's choice): it is shown once the service lists that name with this
 * ref, since the service finds cities by name only. All calls go out together.
 */
export const loader = storefrontLoader(async ({ services, config, domain, url }): Promise<ParcelLockerData> => {
  const { active, segment, mapTilesUrl, mapAttribution } = config.parcelLocker;
  const map = { tilesUrl: mapTilesUrl, attribution: mapAttribution };
  if (!active) throw data(null, { status: 404 });
  const defaultReturn = checkoutPath(domain.langPrefix);
  const query = parseParcelLockerQuery(url.searchParams, defaultReturn);
  const cart = cartQuery(services, domain.languageId);

  const [cartAnswer, cities, lockers] = await Promise.all([
    services.isServer ? services.queryClient.fetchQuery(cart) : services.queryClient.ensureQueryData(cart),
    query.city ? Promise.resolve(null) : readParcelCities(services.api, segment, query.q),
    query.city
      ? readParcelWarehouses(services.api, segment, query.city, query.q).catch((error: unknown) =>
          unknownCity(error) ? null : Promise.reject(error),
        )
      : Promise.resolve(null),
  ]);
  const current = parcelLockerOfCart(cartAnswer);
  const hint = query.cityName ?? (current && current.cityRef === query.city ? current.cityName : null);
  const named =
    query.city && lockers && hint
      ? (await readParcelCities(services.api, segment, hint)).elements.find((c) => c.ref === query.city)
      : undefined;

  if (!query.city || !lockers || !named) {
    // A city that cannot be shown falls back to the list of cities (its search term is not a city's).
    const list = cities ?? (await readParcelCities(services.api, segment, ""));
    return {
      query: { ...query, city: null, cityName: null, q: cities ? query.q : "" },
      defaultReturn,
      cities: list.elements,
      city: null,
      lockers: [],
      current,
      map,
    };
  }
  return {
    query,
    defaultReturn,
    cities: [],
    city: { ref: named.ref, name: named.name },
    lockers: lockers.elements,
    current,
    map,
  };
});
