import type { SecureHeadersVariables } from "hono/secure-headers";
import type { StoreApi } from "../app/store-api/api";
import type { StoreApiClient } from "../app/store-api/client";
import { z } from "zod";
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
}

const seconds = z.coerce.number().int().min(0).max(86_400);
const emptyIsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Environment as the Worker uses it, validated once per isolate (see readWorkerConfig). */
export const workerConfigSchema = z.object({
  STORE_API_URL: z.url().optional(),
  STORE_API_ACCESS_KEY: z.string().min(1, "STORE_API_ACCESS_KEY is required"),
  CONFIG_MAX_AGE_SECONDS: seconds.default(300),
  SNIPPET_MAX_AGE_SECONDS: seconds.default(900),
  SITEMAP_MAX_AGE_SECONDS: seconds.default(21_600),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  SITE_CONFIG_SOURCE: z.string().startsWith("/store-api/").default("/store-api/pwa/site-config"),
  SNIPPET_SOURCE: z.string().startsWith("/store-api/").includes("{langCode}").default("/store-api/pwa/snippet/{langCode}"),
  EMULATOR_ROUTES: z
    .enum(["true", "false", ""])
    .default("false")
    .transform((v) => v === "true"),
  // Empty (wrangler.toml's default) is the same as unset: no error reporting.
  SENTRY_DSN: z.preprocess(emptyIsUnset, sentryDsnSchema.optional()),
  SENTRY_ENVIRONMENT: z.preprocess(emptyIsUnset, sentryEnvironmentSchema.default(DEFAULT_ENVIRONMENT)),
  // Guest pages from the edge cache (edge-cache/): fresh this long, then served stale while a new copy is made. 0 turns the cache off.
  EDGE_CACHE_TTL_SECONDS: seconds.default(60),
  EDGE_CACHE_STALE_SECONDS: seconds.default(300),
  // The secret the shop's cache invalidation webhook sends to purge the cache; without it there is no purge endpoint.
  EDGE_CACHE_PURGE_SECRET: z.preprocess(emptyIsUnset, z.string().min(16, "EDGE_CACHE_PURGE_SECRET must be at least 16 characters").optional()),
});
export type WorkerConfig = z.infer<typeof workerConfigSchema>;

/** The language a request is served in: from its path prefix (spec section 2). */
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
  /** What the Worker knows of the session (middleware/session-state): whether its pages may be shared. */
  sessionState: SessionStateTracker;
  /** Set by the page render when its answer may be kept in the edge cache for other guests (edge-cache/). */
  sharedPage: SharedPage;
  /** A page served from the edge cache: the CSP sources of its inline scripts, which take the nonce's place. */
  cachedScriptSources: string[];
}

export type AppEnv = { Bindings: Bindings; Variables: Variables };
