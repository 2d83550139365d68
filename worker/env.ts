import type { SecureHeadersVariables } from "hono/secure-headers";
import type { StoreApi } from "../app/store-api/api";
import type { StoreApiClient } from "../app/store-api/client";
import * as z from "zod/mini";
// Before any schema of the Worker parses: zod's English messages.
import "./zod-messages";
import { DEFAULT_ENVIRONMENT, sentryDsnSchema, sentryEnvironmentSchema } from "../app/monitoring/settings";
import type { Domain, SiteConfig } from "../kv-schemas/site-config";
import type { SharedPage } from "./edge-cache/page-cache";
import type { SubmitLedger } from "./idempotency/submit-ledger";
import type { ServerTiming } from "./services/server-timing";
import type { SessionStateTracker } from "./services/session-state";
import type { Upstream } from "./services/upstream";

/** The Worker's bindings and variables as wrangler.toml declares them. */
export interface Bindings {
  ASSETS: Fetcher;
  SITE_KV: KVNamespace;
  /** Service binding to the Store API emulator (development and tests). */
  STORE_API?: Fetcher;
  STORE_API_URL?: string;
  /** The submit ledger: "place order" and "pay again" act once per submit (worker/idempotency). */
  SUBMIT_LEDGER: DurableObjectNamespace<SubmitLedger>;
  STORE_API_ACCESS_KEY?: string;
  CONFIG_MAX_AGE_SECONDS?: string;
  SNIPPET_MAX_AGE_SECONDS?: string;
  SITEMAP_MAX_AGE_SECONDS?: string;
  UPSTREAM_TIMEOUT_MS?: string;
  SITE_CONFIG_SOURCE?: string;
  SNIPPET_SOURCE?: string;
  EMULATOR_ROUTES?: string;
  SENTRY_DSN?: string;
  SENTRY_ENVIRONMENT?: string;
  EDGE_CACHE_TTL_SECONDS?: string;
  EDGE_CACHE_STALE_SECONDS?: string;
  EDGE_CACHE_PURGE_SECRET?: string;
  DEPLOYMENT?: string;
  MEDIA_ORIGINS?: string;
  FORM_ACTION_ORIGINS?: string;
  CSP_REPORT_URI?: string;
}

const seconds = z.coerce.number().check(z.int(), z.gte(0), z.lte(86_400));
const emptyIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * A list of https origins (`https://host[:port]`), separated by spaces or commas; empty is none.
 * Each becomes a CSP source (middleware/security-headers): nothing but an origin may get in there.
 */
const httpsOrigins = (name: string) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === "string" ? value.split(/[\s,]+/).filter(Boolean) : (value ?? []),
    ),
    z.array(
      z
        .string()
        .check(
          z.regex(
            /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/,
            `${name} takes https origins like https://media.example.com (no path)`,
          ),
        ),
    ),
  );

/** Environment as the Worker uses it, validated once per isolate (see readWorkerConfig). */
export const workerConfigSchema = z
  .object({
    /**
     * Which set-up this is: wrangler.toml's top level says "development" (the emulator); [env.production]
     * says "production". Unset counts as production, so the development-only switches are refused unless
     * a set-up declares itself as development.
     */
    DEPLOYMENT: z.pipe(z.transform(emptyIsUnset), z._default(z.enum(["development", "production"]), "production")),
    STORE_API_URL: z.optional(z.url()),
    STORE_API_ACCESS_KEY: z.string().check(z.minLength(1, "STORE_API_ACCESS_KEY is required")),
    CONFIG_MAX_AGE_SECONDS: z._default(seconds, 300),
    SNIPPET_MAX_AGE_SECONDS: z._default(seconds, 900),
    SITEMAP_MAX_AGE_SECONDS: z._default(seconds, 21_600),
    UPSTREAM_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.gte(100), z.lte(60_000)), 8000),
    SITE_CONFIG_SOURCE: z._default(z.string().check(z.startsWith("/store-api/")), "/store-api/pwa/site-config"),
    SNIPPET_SOURCE: z._default(
      z.string().check(z.startsWith("/store-api/"), z.includes("{langCode}")),
      "/store-api/pwa/snippet/{langCode}",
    ),
    EMULATOR_ROUTES: z.pipe(
      z._default(z.enum(["true", "false", ""]), "false"),
      z.transform((v: "true" | "false" | "") => v === "true"),
    ),
    // Empty (wrangler.toml's default) is the same as unset: no error reporting.
    SENTRY_DSN: z.pipe(z.transform(emptyIsUnset), z.optional(sentryDsnSchema)),
    SENTRY_ENVIRONMENT: z.pipe(z.transform(emptyIsUnset), z._default(sentryEnvironmentSchema, DEFAULT_ENVIRONMENT)),
    // Guest pages from the edge cache (edge-cache/): fresh this long, then served stale while a new copy is made. 0 turns the cache off.
    EDGE_CACHE_TTL_SECONDS: z._default(seconds, 60),
    EDGE_CACHE_STALE_SECONDS: z._default(seconds, 300),
    // The secret the shop's cache invalidation webhook sends to purge the cache; without it there is no purge endpoint.
    EDGE_CACHE_PURGE_SECRET: z.pipe(
      z.transform(emptyIsUnset),
      z.optional(z.string().check(z.minLength(16, "EDGE_CACHE_PURGE_SECRET must be at least 16 characters"))),
    ),
    // Where the shop's images come from besides the shop itself (STORE_API_URL's origin): a media CDN, the print service's thumbnails. The CSP's img-src.
    MEDIA_ORIGINS: httpsOrigins("MEDIA_ORIGINS"),
    // Pages a form's answer may lead to besides this site and the payment provider's: the social login providers' consent pages, another payment plugin's. The CSP's form-action.
    FORM_ACTION_ORIGINS: httpsOrigins("FORM_ACTION_ORIGINS"),
    // Where browsers send CSP violation reports (report-uri, and report-to with a Reporting-Endpoints header); unset: no reports.
    CSP_REPORT_URI: z.pipe(
      z.transform(emptyIsUnset),
      z.optional(z.url({ protocol: /^https$/, error: "CSP_REPORT_URI must be an https URL" })),
    ),
    // Only the STORE_API binding's presence is checked (production refuses it); the upstream reads the binding itself.
    STORE_API: z.pipe(
      z.optional(z.unknown()),
      z.transform((binding: unknown) => binding !== undefined && binding !== null),
    ),
  })
  .check((ctx) => {
    if (ctx.value.DEPLOYMENT !== "production") return;
    // Production never talks to the emulator: its pages are not forwarded, and the shop is reached over https.
    if (ctx.value.EMULATOR_ROUTES) {
      ctx.issues.push({
        code: "custom",
        message:
          'EMULATOR_ROUTES cannot be "true" in production (DEPLOYMENT=production): the emulator is for development only',
        input: "true",
        path: ["EMULATOR_ROUTES"],
      });
    }
    if (ctx.value.STORE_API) {
      ctx.issues.push({
        code: "custom",
        message:
          "the STORE_API service binding (the emulator) cannot be used in production: set STORE_API_URL to the shop's https origin",
        input: "binding",
        path: ["STORE_API"],
      });
    }
    if (!ctx.value.STORE_API_URL?.startsWith("https://")) {
      ctx.issues.push({
        code: "custom",
        message: "STORE_API_URL must be the shop's https origin in production",
        input: ctx.value.STORE_API_URL,
        path: ["STORE_API_URL"],
      });
    }
  });
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

/** The language a request is served in: from its path prefix. */
export interface ResolvedLanguage {
  id: string;
  locale: string;
  prefix: string;
  domainId: string;
  name: string;
}

export interface Variables extends SecureHeadersVariables {
  config: WorkerConfig;
  upstream: Upstream;
  timing: ServerTiming;
  /** Site configuration, loaded for page requests by the language middleware. */
  siteConfig: SiteConfig;
  language: ResolvedLanguage;
  domain: Domain;
  /** A page request's Store API client and session token (middleware/store-api-client). */
  storeApi: { client: StoreApiClient; api: StoreApi; existingToken: string | null; token: string };
  /**
   * The context token the browser keeps from now on, set by the part that learns of it (the proxy, the
   * Store API client, the edge cache's new visitor); middleware/session-cookie sets the cookie for it.
   */
  sessionToken: string;
  /** What the Worker knows of the session (middleware/session-state): whether its pages may be shared. */
  sessionState: SessionStateTracker;
  /** Set by the page render when its answer may be kept in the edge cache for other guests (edge-cache/). */
  sharedPage: SharedPage;
  /** A page served from the edge cache: the CSP sources of its inline scripts, which take the nonce's place. */
  cachedScriptSources: string[];
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
