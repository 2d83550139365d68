import type { Context } from "hono";
import { errors } from "./errors";

/** The JSON body of a POST/PATCH, `{}` when empty; malformed JSON is Shopware's 400. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "DELETE") return {};
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw errors.malformedJson();
    return parsed as Record<string, unknown>;
  } catch {
    throw errors.malformedJson();
  }
}

async function gunzipBase64Url(value: string): Promise<unknown> {
  const binary = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return JSON.parse(await new Response(stream).text());
}

/**
 * Criteria from a POST body, or on GET from `_criteria` (base64url gzip JSON, Shopware 6.7)
 * merged over the plain query parameters.
 */
export async function criteriaInput(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method !== "GET") return jsonBody(c);
  const query: Record<string, unknown> = { ...c.req.query() };
  const ids = c.req.queries("ids[]");
  if (ids) query["ids"] = ids;
  const compressed = c.req.query("_criteria");
  if (compressed) {
    delete query["_criteria"];
    try {
      const decoded = await gunzipBase64Url(compressed);
      if (decoded && typeof decoded === "object") Object.assign(query, decoded);
    } catch {
      throw errors.invalidCriteria(
        "FRAMEWORK__INVALID_CRITERIA",
        "The _criteria parameter is not valid base64url-encoded gzip JSON.",
        "/_criteria",
      );
    }
  }
  return query;
}

export const HEX32 = /^[0-9a-f]{32}$/;
export function requireUuid(value: string): string {
  if (!HEX32.test(value)) throw errors.invalidUuid(value);
  return value;
}
