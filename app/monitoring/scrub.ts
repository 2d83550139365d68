/**
 * Nothing personal leaves for error reporting (spec: "nothing personal (email, address, tokens) in an
 * event"). The SDKs are already told to collect no user, cookies or bodies (monitoring settings); this
 * is the last word over every event, transaction and replay before it is sent, in the browser and in the
 * Worker alike: it keeps the event's shape and replaces what could name or identify a shopper.
 */

export const FILTERED = "[Filtered]";

/**
 * Field, header and query parameter names whose values are personal or secret, compared lower-case
 * without "-", "_" and spaces. The one-letter-ish ones are Shopware's link parameters: `hash` and `em`
 * (the double opt-in and password recovery links), `code`/`state` (social login), `redirectResult`
 * (the payment provider's return).
 */
const SENSITIVE_NAMES = new Set([
  "hash",
  "em",
  "code",
  "state",
  "redirectresult",
  "token",
  "swcontexttoken",
  "swaccesskey",
  "contexttoken",
  "accesstoken",
  "refreshtoken",
  "idtoken",
  "authorization",
  "proxyauthorization",
  "cookie",
  "cookies",
  "setcookie",
  "password",
  "newpassword",
  "passwordconfirm",
  "currentpassword",
  "email",
  "emailaddress",
  "firstname",
  "lastname",
  "salutation",
  "title",
  "company",
  "department",
  "street",
  "address",
  "ipaddress",
  "additionaladdressline1",
  "additionaladdressline2",
  "zipcode",
  "postcode",
  "city",
  "phone",
  "phonenumber",
  "birthday",
  "vatid",
  "vatids",
  "iban",
]);

/** Parts of names that are secret whatever comes before or after ("x-auth-token", "userPassword"). */
const SENSITIVE_PART = /password|secret|token|cookie|email/;

/** Request headers worth keeping: they say what asked, not who. */
const KEPT_HEADERS = new Set([
  "accept",
  "accept-language",
  "content-type",
  "content-length",
  "user-agent",
  "referer",
  "host",
  "origin",
]);

const normalise = (name: string) => name.toLowerCase().replace(/[-_\s]/g, "");

export function isSensitiveName(name: string): boolean {
  const key = normalise(name);
  return SENSITIVE_NAMES.has(key) || SENSITIVE_PART.test(key);
}

const EMAIL = /[\w.!#$%&'*+=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
const ENCODED_EMAIL = /[\w.!#$%&'*+=?^`{|}~-]+%40[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
// A parameter in a URL, or at the start of a bare query string ("hash=…&em=…", as in `url.query`).
const QUERY_PARAMETER = /(^|[?&;#])([\w.%+-]+)=([^&#\s;]*)/g;
const CREDENTIALS = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;

const decoded = (name: string) => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** A text with e-mail addresses, credentials and sensitive query parameters (in URLs within it) replaced. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMETER, (whole, separator: string, name: string) =>
      isSensitiveName(decoded(name)) ? `${separator}${name}=${FILTERED}` : whole,
    )
    .replace(EMAIL, FILTERED)
    .replace(ENCODED_EMAIL, FILTERED)
    .replace(CREDENTIALS, `$1 ${FILTERED}`);
}

/** Deeper than this an event has nothing of ours; what is there is dropped rather than walked. */
const MAX_DEPTH = 24;

/** Plain data, as an event is once the SDK normalised it; anything else (a scope, a DOM node) is the SDK's own. */
const isPlain = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[key] = isSensitiveName(key) ? FILTERED : scrubValue(item, depth + 1);
  return out;
}

/** A query string as Sentry carries it: a string, an object, or a list of [name, value] pairs. */
function scrubQuery(query: unknown): unknown {
  if (typeof query === "string") return scrubText(query);
  if (Array.isArray(query))
    return query.map((pair) =>
      Array.isArray(pair) && typeof pair[0] === "string" && isSensitiveName(pair[0])
        ? [pair[0], FILTERED]
        : scrubValue(pair, 1),
    );
  return scrubValue(query, 1);
}

function scrubRequest(request: Record<string, unknown>): Record<string, unknown> {
  const { cookies: _cookies, data: _data, headers, query_string, env: _env, ...rest } = request;
  const out = scrubValue(rest, 1) as Record<string, unknown>;
  if (headers && typeof headers === "object") {
    const kept: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(headers))
      if (KEPT_HEADERS.has(name.toLowerCase())) kept[name] = scrubValue(value, 2);
    out["headers"] = kept;
  }
  if (query_string !== undefined) out["query_string"] = scrubQuery(query_string);
  return out;
}

/**
 * An event (error, transaction or replay) without personal data: no user, no cookies, no request
 * body, only harmless request headers; sensitive fields and query parameters replaced everywhere, and
 * e-mail addresses replaced in every text (messages, breadcrumbs, span descriptions, URLs).
 */
export function scrubEvent<T extends object>(event: T): T {
  // The SDK's processing metadata (its scopes, the request it normalises) is never sent: left as it is.
  const { user: _user, request, sdkProcessingMetadata, ...rest } = event as Record<string, unknown>;
  const out = scrubValue(rest, 0) as Record<string, unknown>;
  if (request && typeof request === "object") out["request"] = scrubRequest(request as Record<string, unknown>);
  if (sdkProcessingMetadata !== undefined) out["sdkProcessingMetadata"] = sdkProcessingMetadata;
  return out as T;
}

/**
 * Whether an address carries a personal or secret parameter (a double opt-in or recovery link, a
 * provider's return). Session replay records the page's address as it is, so it does not record there.
 */
export function carriesPersonalParameters(href: string): boolean {
  const url = new URL(href);
  const fragment = [...url.hash.matchAll(QUERY_PARAMETER)].map((match) => decoded(match[2] ?? ""));
  return [...url.searchParams.keys(), ...fragment].some(isSensitiveName);
}

/** The same for a replay's own recording events (breadcrumbs and spans the replay keeps). */
export const scrubRecordingEvent = <T extends object>(event: T): T => scrubValue(event, 0) as T;
