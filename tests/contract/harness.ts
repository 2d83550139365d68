import { readFileSync } from "node:fs";
import { createAPIClient } from "@shopware/api-client";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import { afterAll, beforeAll } from "vitest";
import { createTestHarness, type TestHarness } from "wrangler";
import type { StorefrontOperations } from "../../app/store-api/operations";

export const ACCESS_KEY = "SWSCEDGESTOREFRONTDEMO01";
export const ORIGIN = "http://emulator.test";

/** The emulator Worker from its wrangler config (wrangler's test harness: local workerd, fresh D1). */
export async function startEmulator(): Promise<TestHarness> {
  const harness = createTestHarness({ workers: [{ configPath: "emulator/wrangler.toml" }] });
  await harness.listen();
  return harness;
}

/** One emulator for a test file: started before its tests, closed after them. */
export function emulatorForThisFile(): () => TestHarness {
  let harness: TestHarness | undefined;
  beforeAll(async () => {
    harness = await startEmulator();
  }, 60_000);
  afterAll(() => harness?.close());
  return () => {
    if (!harness) throw new Error("the emulator has not started");
    return harness;
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the tests read into Store API answers whose shapes the schema checks
export type Json = Record<string, any>;

/** A session as a frontend keeps it: the context token of the last answer. */
export interface Session {
  token: string;
}

/**
 * A raw Store API call as a frontend sends it (access key, JSON), with the session's token when one
 * is given (kept up to date from the answer's header); JSON answers parsed, other bodies as text.
 */
export async function storeApiCall(
  harness: TestHarness,
  method: string,
  path: string,
  {
    body,
    headers = {},
    session = null,
  }: { body?: unknown; headers?: Record<string, string>; session?: Session | null } = {},
) {
  const response = await harness.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      "sw-access-key": ACCESS_KEY,
      "content-type": "application/json",
      ...(session?.token ? { "sw-context-token": session.token } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const token = response.headers.get("sw-context-token");
  if (session && token) session.token = token;
  const text = await response.text();
  const json = (text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : null) as Json;
  return { status: response.status, headers: response.headers, text, json, token };
}

/** The URL a fetch is asked for, in whichever of its forms it comes. */
function urlOf(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * @shopware/api-client calls the global fetch; in these tests requests to ORIGIN go to the emulator.
 * (A test-process-only redirect: the storefront Worker has its own dispatch for service bindings.)
 */
export function routeFetchTo(harness: TestHarness): void {
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = urlOf(input);
    if (!url.startsWith(ORIGIN)) return original(input, init);
    const request = input instanceof Request ? input : new Request(url, init);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.text();
    return (await harness.fetch(request.url, {
      method: request.method,
      headers: [...request.headers],
      body,
    })) as unknown as Response;
  }) as typeof fetch;
}

/** The official client, as a storefront uses it: one per session (context token). */
export function client(contextToken?: string) {
  return createAPIClient<StorefrontOperations>({
    baseURL: `${ORIGIN}/store-api`,
    accessToken: ACCESS_KEY,
    ...(contextToken ? { contextToken } : {}),
    defaultHeaders: { "sw-include-seo-urls": "true" },
    fetchOptions: { retry: 0 },
  });
}

type JsonSchema = Record<string, unknown>;
type ResponseObject = { $ref?: string; content?: Record<string, { schema?: JsonSchema }> };
const document = JSON.parse(
  readFileSync("node_modules/@shopware/api-client/api-types/storeApiSchema.json", "utf8"),
) as {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> }>>;
  components: { schemas: Record<string, JsonSchema>; responses: Record<string, ResponseObject> };
};

/**
 * Where the official schema disagrees with what Shopware really sends, it is patched here, each patch
 * with its reason (reference/store-api.md documents the first two).
 */
/**
 * Shopware's encoder keeps null values ("updatedAt": null on an entity never updated), while the
 * schema types optional properties without null. Optional properties may therefore also be null;
 * required ones stay strict.
 */
function allowNullOnOptional(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) allowNullOnOptional(item);
    return;
  }
  if (!schema || typeof schema !== "object") return;
  const node = schema as Record<string, unknown>;
  const properties = node["properties"] as Record<string, unknown> | undefined;
  if (properties && typeof properties === "object") {
    const required = new Set((node["required"] as string[] | undefined) ?? []);
    for (const [key, value] of Object.entries(properties)) {
      allowNullOnOptional(value);
      if (!required.has(key)) properties[key] = { anyOf: [value, { type: "null" }] };
    }
  }
  for (const key of ["items", "allOf", "anyOf", "oneOf", "additionalProperties"])
    if (key in node) allowNullOnOptional(node[key]);
}

function taxCollectionsAsLists(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) taxCollectionsAsLists(item);
    return;
  }
  if (!schema || typeof schema !== "object") return;
  const node = schema as Record<string, unknown>;
  const properties = node["properties"] as Record<string, unknown> | undefined;
  for (const key of ["calculatedTaxes", "taxRules"])
    if (properties && key in properties) properties[key] = { anyOf: [{ type: "array" }, { type: "object" }] };
  for (const value of Object.values(node)) taxCollectionsAsLists(value);
}

/** Aggregations are an object keyed by aggregation name, and [] (a PHP empty array) when there are none. */
function aggregationsAsObject(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const item of schema) aggregationsAsObject(item);
    return;
  }
  if (!schema || typeof schema !== "object") return;
  const node = schema as Record<string, unknown>;
  const properties = node["properties"] as Record<string, unknown> | undefined;
  if (properties && "aggregations" in properties)
    properties["aggregations"] = { anyOf: [{ type: "array", maxItems: 0 }, { type: "object" }] };
  for (const value of Object.values(node)) aggregationsAsObject(value);
}

function patchedComponents(): Record<string, unknown> {
  const schemas = structuredClone(document.components.schemas) as Record<string, Record<string, unknown>>;
  const props = (name: string) => schemas[name]!["properties"] as Record<string, Record<string, unknown>>;
  // Cart.errors is a map keyed by error key, and PHP encodes an empty map as [] (StructEncoder).
  props("Cart")["errors"] = {
    anyOf: [
      { type: "array", maxItems: 0 },
      { type: "object", additionalProperties: { $ref: "#/components/schemas/CartError" } },
    ],
  };
  // Product.calculatedPrices items say additionalProperties:false next to an allOf, which forbids every
  // property of the CalculatedPrice they mean.
  props("Product")["calculatedPrices"] = { type: "array", items: { $ref: "#/components/schemas/CalculatedPrice" } };
  // ProductConfiguratorLoader empties each configurator option's group (the option sits in that group);
  // the schema requires the group, so the detail's configurator would never validate.
  props("PropertyGroupOption")["group"] = { anyOf: [{ $ref: "#/components/schemas/PropertyGroup" }, { type: "null" }] };
  // The context's currencyFactor is a float (1.0823 for USD); the schema says integer.
  const context = (props("SalesChannelContext")["context"] as { properties: Record<string, Record<string, unknown>> })
    .properties;
  context["currencyFactor"] = { type: "number" };
  // Country.addressFormat is a list of address lines (a JSON array) in Shopware 6.5+, typed as object.
  props("Country")["addressFormat"] = { anyOf: [{ type: "array" }, { type: "object" }] };
  // LineItem.payload is a free-form map (the product's fields for products, the discount for
  // promotions); the schema points it at ProductJsonApi, which requires JSON:API members.
  props("LineItem")["payload"] = { type: "object" };
  // Promotion line items carry a percentage or absolute price definition; the schema only knows the
  // quantity definition of products. An order keeps the cart's line items with theirs.
  props("LineItem")["priceDefinition"] = { type: "object" };
  props("OrderLineItem")["priceDefinition"] = { type: "object" };
  // A line item's weight and dimensions are floats (DeliveryInformation: ?float, 0.9 kg); the schema says integer.
  for (const key of ["weight", "height", "width", "length"]) props("CartDeliveryInformation")[key] = { type: "number" };
  // Order entities keep calculated prices as JSON fields whose tax collections encode as lists;
  // the schema types those collections as object.
  for (const name of ["Order", "OrderLineItem", "OrderDelivery", "OrderTransaction"])
    taxCollectionsAsLists(schemas[name]);
  // CategoryBreadcrumbBuilder::convertCategoriesToBreadcrumbUrls gives a breadcrumb the rows of its
  // canonical SEO URLs as read from the table (`id`, `pathInfo`, `seoPathInfo`), not SeoUrl entities.
  props("Breadcrumb")["seoUrls"] = {
    type: "array",
    items: {
      type: "object",
      required: ["id", "pathInfo", "seoPathInfo"],
      properties: { id: { type: "string" }, pathInfo: { type: "string" }, seoPathInfo: { type: "string" } },
    },
  };
  // LoadWishlistRoute answers the product repository's EntitySearchResult (no listing's sortings or
  // filters); the schema types it as a ProductListingResult, which requires them.
  schemas["WishlistLoadRouteResponse"] = {
    type: "object",
    required: ["products"],
    properties: {
      wishlist: { type: "object", properties: { customerId: { type: "string" }, salesChannelId: { type: "string" } } },
      products: {
        allOf: [
          { $ref: "#/components/schemas/EntitySearchResult" },
          {
            type: "object",
            required: ["elements"],
            properties: { elements: { type: "array", items: { $ref: "#/components/schemas/Product" } } },
          },
        ],
      },
    },
  };
  aggregationsAsObject(Object.values(schemas));
  allowNullOnOptional(Object.values(schemas));
  return schemas;
}

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const paths = structuredClone(document.paths);
// handle-payment answers redirectUrl null for payments that need no redirect (Shopware's
// HandlePaymentMethodRouteResponse); the schema requires a string.
for (const method of ["get", "post"]) {
  const schema = paths["/handle-payment"]?.[method]?.responses?.["200"]?.content?.["application/json"]?.schema as
    | { properties?: Record<string, unknown> }
    | undefined;
  if (schema?.properties) schema.properties["redirectUrl"] = { anyOf: [{ type: "string" }, { type: "null" }] };
}
const responses = structuredClone(document.components.responses);
allowNullOnOptional(
  Object.values(paths).flatMap((ops) =>
    Object.values(ops).flatMap((op) =>
      Object.values(op.responses ?? {}).map((r) => r.content?.["application/json"]?.schema),
    ),
  ),
);
allowNullOnOptional(Object.values(responses).map((r) => r.content?.["application/json"]?.schema));
aggregationsAsObject([paths, responses]);
ajv.addSchema({
  $id: "storeapi",
  components: { ...document.components, schemas: patchedComponents(), responses },
  paths,
});
const validators = new Map<string, ValidateFunction>();

const pointerEscape = (s: string) => s.replace(/~/g, "~0").replace(/\//g, "~1");

/** Validates a response body against the official schema of that operation's response. */
export function validateResponse(method: string, path: string, body: unknown, status = "200"): string[] {
  const key = `${method} ${path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const response = document.paths[path]?.[method.toLowerCase()]?.responses?.[status];
    const named = response?.$ref?.replace("#/components/responses/", "");
    const target = named ? document.components.responses[named] : response;
    if (!target?.content?.["application/json"]?.schema)
      throw new Error(`the official schema has no JSON ${status} response for ${key}`);
    const pointer = named
      ? `components/responses/${pointerEscape(named)}`
      : `paths/${pointerEscape(path)}/${method.toLowerCase()}/responses/${status}`;
    validate = ajv.compile({ $ref: `storeapi#/${pointer}/content/application~1json/schema` });
    validators.set(key, validate);
  }
  return validate(body)
    ? []
    : (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}

/** Validates against a named component schema (for parts of own endpoints that embed core entities). */
export function validateComponent(name: string, value: unknown): string[] {
  const validate = ajv.getSchema(`storeapi#/components/schemas/${name}`);
  if (!validate) throw new Error(`no component ${name}`);
  return validate(value)
    ? []
    : (validate.errors ?? []).slice(0, 8).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
}
