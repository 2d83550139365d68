import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import worker from "../../worker/index";
import { SESSION_STATE_COOKIE } from "../../worker/services/session-state";
import { clientManifest } from "../../worker/ssr/manifest";

export const ORIGIN = "http://shop.test";

/**
 * Calls the storefront Worker as the runtime would, with bindings optionally replaced. A test that
 * replaces the shop gets the emulator's site configuration in a KV of its own, unless it brings one.
 */
export async function call(path: string, init: RequestInit = {}, overrides: Partial<Bindings> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const url = path.startsWith("http") ? path : `${ORIGIN}${path}`;
  // The edge cache is off unless a test turns it on (tests/worker/edge-cache.test.ts): a page kept by
  // one test would answer another's request without the shop or KV that test set up.
  const bindings = { ...(env as unknown as Bindings), EDGE_CACHE_TTL_SECONDS: "0", ...overrides };
  if (overrides.STORE_API && !overrides.SITE_KV)
    bindings.SITE_KV = memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(await emulatorSiteConfig()) });
  const response = await worker.fetch(new Request(url, { redirect: "manual", ...init }), bindings, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** An in-memory KV namespace, so that a test owns its stored values. */
export function memoryKv(initial: Record<string, unknown> = {}): KVNamespace & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial).map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]));
  return {
    data,
    async get(key: string, type?: unknown) {
      const value = data.get(key);
      if (value === undefined) return null;
      return type === "json" || (typeof type === "object" && (type as { type?: string })?.type === "json")
        ? JSON.parse(value)
        : value;
    },
    async put(key: string, value: string) {
      data.set(key, value);
    },
    async delete(key: string) {
      data.delete(key);
    },
  } as unknown as KVNamespace & { data: Map<string, string> };
}

/**
 * A Store API upstream answering from a handler (or never, or refusing), in place of the emulator.
 * Like a real fetch it gives up when the request's signal aborts.
 */
export function fakeUpstream(handler: (request: Request) => Response | Promise<Response>): Fetcher {
  return {
    fetch: (input: RequestInfo, init?: RequestInit) => {
      const request = new Request(input, init);
      return new Promise<Response>((resolve, reject) => {
        request.signal.addEventListener("abort", () =>
          reject(request.signal.reason ?? new DOMException("aborted", "AbortError")),
        );
        Promise.resolve()
          .then(() => handler(request))
          .then(resolve, reject);
      });
    },
  } as unknown as Fetcher;
}

export const hangingUpstream = (): Fetcher => fakeUpstream(() => new Promise<Response>(() => {}));
export const downUpstream = (): Fetcher =>
  fakeUpstream(() => {
    throw new TypeError("Network connection lost.");
  });

/** The emulator behind the real binding: its site configuration, as the shop serves it. */
export async function emulatorSiteConfig(): Promise<SiteConfig> {
  const response = await (env as unknown as Bindings).STORE_API!.fetch("http://emulator/store-api/pwa/site-config", {
    headers: { "sw-access-key": "SWSCEDGESTOREFRONTDEMO01" },
  });
  return (await response.json()) as SiteConfig;
}

/** A KV value as the Worker stores it. */
export const kvEntry = (value: unknown, fetchedAt = Date.now()) => ({ fetchedAt, value });

export async function setEmulatorMaintenance(enabled: boolean): Promise<void> {
  await (env as unknown as Bindings).STORE_API!.fetch("http://emulator/__emulator/maintenance", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ enabled }),
  });
}

export const cookieOf = (response: Response, name: string): string | undefined =>
  response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

/**
 * Registers a customer through the storefront's proxy with the session in `cookie` (no double opt-in
 * in the demo shop: the session is then logged in). The answer carries the customer's new token.
 */
export async function registerCustomer(
  cookie: string,
  email: string,
  { firstName = "Grace", lastName = "Hopper" } = {},
): Promise<Response> {
  const headers = { "content-type": "application/json", origin: ORIGIN, cookie };
  const countries = (await (await call("/store-api/country", { method: "POST", headers, body: "{}" })).json()) as {
    elements: { id: string; iso: string }[];
  };
  return call("/store-api/account/register", {
    method: "POST",
    headers,
    body: JSON.stringify({
      firstName,
      lastName,
      email,
      password: "secret-pass-1",
      storefrontUrl: ORIGIN,
      acceptedDataProtection: true,
      billingAddress: {
        street: "Main 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: countries.elements.find((c) => c.iso === "DE")!.id,
      },
    }),
  });
}

/** A page's bootstrap data: the JSON the bootstrap script assigns, before the build's start script that follows it (app/framework/startup/start-script.ts). */
export function bootstrapOf<T = Record<string, unknown>>(html: string): T {
  const assignment = "window.__ES_BOOT__=";
  const from = html.indexOf(assignment);
  const to = html.indexOf(`;${clientManifest().startScript}</script>`, from);
  if (from < 0 || to < 0) throw new Error("the page has no bootstrap script followed by the start script");
  return JSON.parse(html.slice(from + assignment.length, to)) as T;
}

/** The cookies an answer set, as the browser would send them back (merged over the ones it had). */
export function jar(previous: string, response: Response): string {
  const cookies = new Map(previous ? previous.split("; ").map((pair) => pair.split("=", 2) as [string, string]) : []);
  for (const line of response.headers.getSetCookie()) {
    const [name, value] = line.split(";")[0]!.split("=", 2) as [string, string];
    cookies.set(name, value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** A Cookie header with its session state cookie replaced by `state` (a forged or copied one). */
export const withState = (cookie: string, state: string) =>
  `${cookie.replace(new RegExp(`(^|; )${SESSION_STATE_COOKIE}=[^;]*`), "")}; ${SESSION_STATE_COOKIE}=${state}`.replace(
    /^; /,
    "",
  );

/** The id of the shop's first product, read through the proxy in the session of `cookie`. */
export async function firstProductId(cookie: string): Promise<string> {
  const answer = (await (
    await call("/store-api/product", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie },
      body: JSON.stringify({ limit: 1 }),
    })
  ).json()) as {
    elements: { id: string }[];
  };
  return answer.elements[0]!.id;
}
