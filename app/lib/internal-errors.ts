/**
 * The internal errors: faults of the storefront itself or of how it was set up, never of
 * the shopper or the shop's answer to a request. Wherever one is thrown it ends as the generic error
 * page (500) and in the log: loaders and actions pass it on as it is (router/loaders toRouteError),
 * the Worker logs what a page failed with (ssr/render) and answers 500 for what fails outside React
 * (app.onError).
 *
 * The first-load code (the entry, the providers' hooks, resolveDomain) throws plain errors with the
 * same words ("Store not initialised: …", "Domain not set: …") rather than import this class: it
 * would weigh on every first load, and those errors end on the 500 path already (a render error, a
 * failure before a loader's own code, a page that stays as the server rendered it).
 */
export type InternalErrorMeaning =
  | "store api not exists"
  | "store not initialised"
  | "session context null"
  | "domain not set"
  | "missing property in a mapper"
  | "unknown route middleware";

export class InternalError extends Error {
  override readonly name = "InternalError";

  constructor(
    readonly meaning: InternalErrorMeaning,
    /** What was missing or unknown: a mapper's property, a middleware's name. */
    detail?: string,
  ) {
    super(detail ? `${meaning}: ${detail}` : meaning);
  }
}

/**
 * A property a mapper cannot do without (an entity's id), read where the shop's answer becomes what
 * the page carries: missing, it is the storefront's fault (its includes or its reading of the shape),
 * not something to show with a blank filled in.
 */
export function requiredProperty<T extends object, K extends keyof T & string>(
  entity: T,
  key: K,
  entityName: string,
): NonNullable<T[K]> {
  const value = entity[key];
  if (value === undefined || value === null || value === "")
    throw new InternalError("missing property in a mapper", `${entityName}.${key}`);
  return value as NonNullable<T[K]>;
}
