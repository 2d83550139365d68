import * as z from "zod/mini";

/**
 * Contracts of the shop's own Store API endpoints that the official schema lacks:
 * the emulator answers in these shapes, the storefront's typed client checks them.
 */
const hexId = z.string().check(z.regex(/^[0-9a-f]{32}$/));

/** GET /store-api/pbx2/session */
export const pbxSessionSchema = z.object({ session_id: z.string().check(z.minLength(8)), session_expires: z.string() });

const attributeOption = z.object({ id: z.number(), value: z.string(), translatedValue: z.string() });
/** A saved editor project with its editable attributes (GET /store-api/pbx2/projects, PATCH …/{id}). */
export const pbxProjectSchema = z.object({
  id: hexId,
  name: z.string(),
  productFamilyId: z.string(),
  moduleId: z.string(),
  productId: z.nullable(hexId),
  path: z.string().check(z.startsWith("/")),
  thumbnailUrl: z.string(),
  pageCount: z.number(),
  quantity: z.number(),
  ordered: z.boolean(),
  price: z.object({ gross: z.number(), net: z.number() }),
  attributes: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      editable: z.boolean(),
      selected: z.nullable(attributeOption),
      options: z.array(attributeOption),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
  apiAlias: z.literal("pbx2_project"),
});
export const pbxProjectListSchema = z.object({ elements: z.array(pbxProjectSchema), total: z.number() });

/** GET /store-api/pbx/social-login/redirect-url/{provider} and POST /store-api/pbx/social-login/login */
export const socialRedirectSchema = z.object({ redirectUrl: z.url() });
export const socialLoginResultSchema = z.object({
  contextToken: z.optional(z.string()),
  redirectUrl: z.nullable(z.string()),
});

/** The card/alternative payment provider (segment from the site config, "adyen" in the demo shop). */
export const providerPaymentMethodsSchema = z.object({
  paymentMethods: z.array(
    z.looseObject({ type: z.string(), name: z.string(), brands: z.optional(z.array(z.string())) }),
  ),
  storedPaymentMethods: z.array(z.unknown()),
});
export const providerPaymentResultSchema = z.object({
  isFinal: z.boolean(),
  resultCode: z.string(),
  refusalReason: z.optional(z.string()),
  action: z.optional(z.looseObject({ type: z.string(), url: z.optional(z.string()), method: z.optional(z.string()) })),
});
export const successSchema = z.looseObject({ success: z.boolean() });

/** The parcel-locker service (segment from the site config, "nova-poshta" in the demo shop). */
export const parcelCitySchema = z.object({ ref: z.string(), name: z.string(), area: z.string(), apiAlias: z.string() });
export const parcelWarehouseSchema = z.object({
  ref: z.string(),
  cityRef: z.string(),
  number: z.number(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  type: z.string(),
  apiAlias: z.string(),
});
export const parcelSelectionSchema = z.object({
  cityRef: z.string(),
  cityName: z.string(),
  warehouseRef: z.string(),
  warehouseName: z.string(),
});
export const parcelCitiesSchema = z.object({ elements: z.array(parcelCitySchema), total: z.number() });
export const parcelWarehousesSchema = z.object({ elements: z.array(parcelWarehouseSchema), total: z.number() });
export const parcelSelectResultSchema = z.object({ success: z.boolean(), selection: parcelSelectionSchema });
