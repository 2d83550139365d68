import type * as z from "zod/mini";
import { dataOf, type StoreApi } from "../store-api/api";
import * as contracts from "../store-api/contracts/shop-plugins";
import { languageHeaders } from "../store-api/headers";

export type PbxProject = z.infer<typeof contracts.pbxProjectSchema>;
export type ParcelSelection = z.infer<typeof contracts.parcelSelectionSchema>;
export type ParcelCity = z.infer<typeof contracts.parcelCitySchema>;
export type ParcelWarehouse = z.infer<typeof contracts.parcelWarehouseSchema>;

/**
 * The shop plugins' endpoints, through the typed client (operations.ts,
 * ShopPluginOperations) and checked against their contracts where their answers enter the app. The
 * path segments of the payment provider and the parcel service come from the site configuration.
 * Loaded only by the loaders and actions that need them (cart, checkout, editor).
 */

/** GET /store-api/pbx2/session: the editor session of the logged-in customer. */
export async function readPbxSession(api: StoreApi) {
  return contracts.pbxSessionSchema.parse(await dataOf(api.invoke("readPbxSession get /pbx2/session", {})));
}

/**
 * GET /store-api/pbx2/projects?id[]=…: the customer's saved projects of these ids, with their editable
 * attributes. The plugin answers by id only (no ids, a 400): the ids come from Printbox's project list.
 */
export async function readPbxProjects(api: StoreApi, languageId: string, ids: readonly string[]) {
  return contracts.pbxProjectListSchema.parse(
    await dataOf(
      api.invoke("readPbxProjects get /pbx2/projects", {
        headers: languageHeaders(languageId),
        query: { "id[]": [...ids] },
      }),
    ),
  );
}

/**
 * PATCH /store-api/pbx2/projects/{id} (attributes as an integer list): the chosen
 * option ids of a project's attributes; an attribute not named keeps its option. The shop answers
 * with the project as it is now.
 */
export async function updatePbxProjectAttributes(api: StoreApi, languageId: string, id: string, attributes: number[]) {
  return contracts.pbxProjectSchema.parse(
    await dataOf(
      api.invoke("updatePbxProject patch /pbx2/projects/{id}", {
        headers: languageHeaders(languageId),
        pathParams: { id },
        body: { attributes },
      }),
    ),
  );
}

/** GET /store-api/{segment}/cities: cities of the parcel service, searched by name. */
export async function readParcelCities(api: StoreApi, parcelSegment: string, search: string) {
  return contracts.parcelCitiesSchema.parse(
    await dataOf(
      api.invoke("readParcelCities get /{parcelSegment}/cities", { pathParams: { parcelSegment }, query: { search } }),
    ),
  );
}

/** GET /store-api/{segment}/warehouses: the parcel lockers of a city. */
export async function readParcelWarehouses(api: StoreApi, parcelSegment: string, cityRef: string, search = "") {
  return contracts.parcelWarehousesSchema.parse(
    await dataOf(
      api.invoke("readParcelWarehouses get /{parcelSegment}/warehouses", {
        pathParams: { parcelSegment },
        query: { cityRef, ...(search ? { search } : {}) },
      }),
    ),
  );
}

/**
 * PATCH /store-api/{segment}/select (cityRef, cityName, warehouseRef, warehouseName):
 * the shopper's parcel locker, kept by the shop on the cart (its `parcelLocker` extension).
 */
export async function selectParcelLocker(api: StoreApi, parcelSegment: string, selection: ParcelSelection) {
  return contracts.parcelSelectResultSchema.parse(
    await dataOf(
      api.invoke("selectParcelLocker patch /{parcelSegment}/select", {
        pathParams: { parcelSegment },
        body: selection,
      }),
    ),
  );
}

/** GET /store-api/pbx/social-login/redirect-url/{provider}: where the social provider's consent page is. */
export async function readSocialLoginRedirectUrl(api: StoreApi, provider: string, redirectUri: string) {
  return contracts.socialRedirectSchema.parse(
    await dataOf(
      api.invoke("readSocialLoginRedirectUrl get /pbx/social-login/redirect-url/{provider}", {
        pathParams: { provider },
        query: { redirectUri },
      }),
    ),
  );
}

/**
 * POST /store-api/pbx/social-login/login (state and code): the provider's answer
 * becomes a customer's session. The shop answers with the new context token in its header (the
 * server's client adopts it; in the browser the proxy turns it, or the body's `contextToken`, into
 * the session cookie and keeps it from page scripts).
 */
export async function loginWithSocialProvider(api: StoreApi, languageId: string, code: string, state: string) {
  return contracts.socialLoginResultSchema.parse(
    await dataOf(
      api.invoke("socialLogin post /pbx/social-login/login", {
        headers: languageHeaders(languageId),
        body: { code, state },
      }),
    ),
  );
}
