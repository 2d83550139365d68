import * as z from "zod/mini";

/**
 * A Sentry DSN as Sentry writes it: `https://<public key>@<host>[:port]/[path/]<project id>`. The SDKs
 * post envelopes to `<origin>[/path]/api/<project id>/envelope/`, so the host is also what the CSP must
 * let the browser reach.
 */
const DSN = /^https?:\/\/[\w-]+@[\w.-]+(?::\d+)?\/(?:[\w.~-]+\/)*\d+$/;

export const sentryDsnSchema = z
  .string()
  .check(z.trim(), z.regex(DSN, "SENTRY_DSN is not a Sentry DSN (https://<key>@<host>/<project id>)"));

/** Where a DSN's envelopes go (CSP connect-src). */
export const ingestOrigin = (dsn: string): string => new URL(dsn).origin;

/** Sentry's environment names: no slashes or spaces, at most 64 characters ("production", "staging"). */
export const sentryEnvironmentSchema = z
  .string()
  .check(z.trim(), z.regex(/^[\w.-]{1,64}$/, "SENTRY_ENVIRONMENT is not a Sentry environment name"));

/** What the page hands the browser when error reporting is configured (the bootstrap's `errorReporting`). */
export const errorReportingSettingsSchema = z.object({
  dsn: sentryDsnSchema,
  environment: sentryEnvironmentSchema,
});
export type ErrorReportingSettings = z.infer<typeof errorReportingSettingsSchema>;

/** Every trace is sampled, a tenth of sessions is replayed, every session with an error. */
export const SAMPLING = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 } as const;

/**
 * The tracing defaults: a page load or navigation ends 1 s after its last span, after 30 s
 * at the latest, or 5 s after a child span stopped reporting (the SDK's `childSpanTimeout`, formerly
 * its heartbeat).
 */
export const TRACING = { idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 5000 } as const;

/** The environment events are filed under when SENTRY_ENVIRONMENT is not set. */
export const DEFAULT_ENVIRONMENT = "production";
