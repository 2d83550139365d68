import type { UIMatch } from "react-router";
import type { RouteHandle } from "./types";

/**
 * Readers of the matched routes for the parts of the document that read across every route (the
 * title, the robots tag, the head's tags, the language switcher). Each route's loader data is typed
 * where the route is (`useLoaderData<typeof loader>()`); read across all routes it is unknown, so these
 * check what they read instead of casting it.
 */

/** A screen's handle (its name, layout and access rule); a layout's handle has no access rule. */
export function screenHandleOf(match: { handle?: unknown }): RouteHandle | undefined {
  const handle: unknown = match.handle;
  return isScreenHandle(handle) ? handle : undefined;
}

function isScreenHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "name" in handle &&
    typeof handle.name === "string" &&
    "access" in handle &&
    (handle.access === "open" || handle.access === "customer")
  );
}

/** A field of a route's loader data, when the loader answered an object that has it. */
export function loaderField(match: UIMatch, key: string): unknown {
  const data: unknown = match.loaderData;
  return typeof data === "object" && data !== null && key in data ? Reflect.get(data, key) : undefined;
}

/** The same field as text, when it is one. */
export function loaderText(match: UIMatch, key: string): string | undefined {
  const value = loaderField(match, key);
  return typeof value === "string" ? value : undefined;
}

/** A field of texts and numbers (a title's parameters), keeping only those. */
export function loaderParams(match: UIMatch, key: string): Record<string, string | number> | undefined {
  const value = loaderField(match, key);
  if (typeof value !== "object" || value === null) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string | number] =>
      ["string", "number"].includes(typeof entry[1]),
    ),
  );
}
