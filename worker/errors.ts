import type { ContentfulStatusCode } from "hono/utils/http-status";
import { HTTPException } from "hono/http-exception";

const TITLES: Record<number, string> = {
  400: "Bad Request",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/**
 * The one error the Worker's middlewares throw (design section 8): an HTTP status with a Store API
 * error code, turned into its answer in one place (app.onError): the Store API error shape on API
 * paths, the error page on pages.
 */
export class WorkerError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    detail: string,
  ) {
    super(status, { message: detail });
  }
}

/** The Store API error shape, for answers of our own on API paths. */
export function storeApiErrorBody(status: number, code: string, detail: string) {
  return {
    errors: [{ status: String(status), code, title: TITLES[status] ?? "Error", detail, meta: { parameters: [] } }],
  };
}
