import type { ContentfulStatusCode } from "hono/utils/http-status";

/** One entry of Shopware's error body (ErrorResponseFactory): status is a string, title the reason phrase. */
export interface StoreApiErrorEntry {
  status: string;
  code: string;
  title: string;
  detail: string;
  meta: { parameters: Record<string, unknown> | unknown[] };
  source?: { pointer: string };
}

const REASON: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  410: "Gone",
  412: "Precondition Failed",
  422: "Unprocessable Content",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** A Shopware error thrown by a route; the app's onError turns it into `{ errors: [...] }`. */
export class StoreApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly entries: StoreApiErrorEntry[];

  constructor(status: ContentfulStatusCode, code: string, detail: string, parameters: Record<string, unknown> = {}) {
    super(detail);
    this.status = status;
    this.entries = [entry(status, code, detail, parameters)];
  }

  static violations(
    violations: { pointer: string; code: string; detail: string; parameters?: Record<string, unknown> }[],
  ): StoreApiError {
    const error = new StoreApiError(400, "VIOLATION", "Constraint violation error");
    error.entries.splice(
      0,
      1,
      ...violations.map((v) => ({
        status: "400",
        code: v.code,
        title: "Constraint violation error",
        detail: v.detail,
        source: { pointer: v.pointer },
        meta: { parameters: v.parameters ?? {} },
      })),
    );
    return error;
  }
}

export function entry(
  status: number,
  code: string,
  detail: string,
  parameters: Record<string, unknown> = {},
): StoreApiErrorEntry {
  return {
    status: String(status),
    code,
    title: REASON[status] ?? "Error",
    detail,
    // Shopware encodes empty parameters as [] (a PHP empty array).
    meta: { parameters: Object.keys(parameters).length ? parameters : [] },
  };
}

export const errors = {
  notLoggedIn: () => new StoreApiError(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN", "Customer is not logged in."),
  categoryNotFound: (id: string) =>
    new StoreApiError(404, "CONTENT__CATEGORY_NOT_FOUND", `Category "${id}" not found.`, { id }),
  productNotFound: (id: string) =>
    new StoreApiError(404, "CONTENT__PRODUCT_NOT_FOUND", `Could not find product with id "${id}"`, { productId: id }),
  landingPageNotFound: (id: string) =>
    new StoreApiError(404, "CONTENT__LANDING_PAGE_NOT_FOUND", `Landing page "${id}" not found.`, { landingPageId: id }),
  cmsPageNotFound: (id: string) =>
    new StoreApiError(404, "CONTENT__CMS_PAGE_NOT_FOUND", `Page with id "${id}" was not found.`, { pageId: id }),
  invalidUuid: (value: string) =>
    new StoreApiError(400, "FRAMEWORK__INVALID_UUID", `Value is not a valid UUID: ${value}`, { input: value }),
  routeNotFound: (path: string) =>
    new StoreApiError(404, "FRAMEWORK__ROUTE_NOT_FOUND", `No route found for "${path}".`, { path }),
  methodNotAllowed: (method: string, path: string) =>
    new StoreApiError(405, "0", `No route found for "${method} ${path}": Method Not Allowed.`),
  maintenance: (salesChannelId: string) =>
    new StoreApiError(
      503,
      "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE",
      `The sales channel with id "${salesChannelId}" is in maintenance mode.`,
      { salesChannelId },
    ),
  missingAccessKey: () => new StoreApiError(401, "0", 'Header "sw-access-key" is required.'),
  salesChannelNotFound: () =>
    new StoreApiError(412, "FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND", "No matching sales channel found."),
  languageNotAvailable: (id: string, available: string[]) =>
    new StoreApiError(
      412,
      "SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION",
      `Provided language ${id} is not in list of available languages: ${available.join(", ")}`,
      {
        languageId: id,
        availableLanguages: available,
      },
    ),
  currencyNotFound: (id: string) =>
    new StoreApiError(
      412,
      "SYSTEM__SALES_CHANNEL_CURRENCY_DOES_NOT_EXIST_EXCEPTION",
      `Currency with id "${id}" does not exist.`,
      { currencyId: id },
    ),
  invalidCriteria: (code: string, detail: string, pointer?: string) => {
    const error = new StoreApiError(400, code, detail);
    if (pointer) error.entries[0]!.source = { pointer };
    return error;
  },
  pathNotResolved: (path: string) => new StoreApiError(404, "0", `Path \`${path}\` could not be resolved.`),
  missingPath: () => new StoreApiError(404, "0", "Please provide a path to be resolved."),
  malformedJson: () => new StoreApiError(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", "The JSON payload is malformed."),
};

export function errorBody(entries: StoreApiErrorEntry[]): { errors: StoreApiErrorEntry[] } {
  return { errors: entries };
}
