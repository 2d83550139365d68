import { captureException, withSentry } from "@sentry/cloudflare";
import { classifyPath } from "../../app/lib/paths";
import { scrubEvent } from "../../app/monitoring/scrub";
import { SAMPLING } from "../../app/monitoring/settings";
import { type Bindings, workerConfigSchema } from "../env";
import { clientManifest } from "../ssr/manifest";
import { type FetchHandler, setFaultReporter } from "./error-reporting";

/** Request headers a report keeps: what asked, never who (no cookie, no context token, no address). */
const REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "content-length",
  "user-agent",
  "referer",
  "host",
  "origin",
];

/**
 * The rate (1) for the pages the Worker renders, its own work. The Store API calls it
 * passes on are traced where they start, in the browser (their fetch spans, in the same trace), and a
 * static file's answer is no trace of the shop's behaviour: neither sends a transaction of its own
 * (each would be one more request per call), and their faults are still reported.
 */
function tracesSampleRate({ name, attributes }: { name: string; attributes?: Record<string, unknown> }): number {
  const path =
    typeof attributes?.["url.path"] === "string" ? attributes["url.path"] : name.slice(name.indexOf(" ") + 1);
  return classifyPath(path) === "page" ? SAMPLING.tracesSampleRate : 0;
}

type SentryOptions = NonNullable<ReturnType<Parameters<typeof withSentry<Bindings>>[0]>>;
const optionsByEnv = new WeakMap<object, SentryOptions | undefined>();

/** The SDK's options from the Worker's validated environment, once per isolate. */
function optionsFor(env: Bindings): SentryOptions | undefined {
  if (optionsByEnv.has(env)) return optionsByEnv.get(env);
  const config = workerConfigSchema.safeParse(env);
  // An invalid environment fails the Worker's own configuration check, loudly; the SDK stays off.
  const options: SentryOptions | undefined =
    config.success && config.data.SENTRY_DSN
      ? {
          dsn: config.data.SENTRY_DSN,
          release: clientManifest().build.version,
          environment: config.data.SENTRY_ENVIRONMENT,
          tracesSampler: tracesSampleRate,
          // A request's spans go as one transaction, as the browser's do, through beforeSendTransaction's scrubbing.
          traceLifecycle: "static",
          dataCollection: {
            userInfo: false,
            cookies: false,
            httpHeaders: { request: { allow: REQUEST_HEADERS }, response: false },
            httpBodies: [],
            urlQueryParams: true,
          },
          beforeSend: scrubEvent,
          beforeSendTransaction: scrubEvent,
        }
      : undefined;
  optionsByEnv.set(env, options);
  return options;
}

/**
 * The Sentry SDK around the Worker's handler (loaded only when SENTRY_DSN is set): an error that
 * escapes the handler and every 5xx fault the error handler reports (reportFault) are sent, in the
 * request's trace (which continues the browser's); page renders are traced (tracesSampleRate). The
 * release is the build's version, the same as the browser's reports.
 */
export function instrument(fetch: FetchHandler): FetchHandler {
  setFaultReporter((error) =>
    captureException(error, { mechanism: { type: "auto.http.hono.on_error", handled: false } }),
  );
  const handler: ExportedHandler<Bindings> = { fetch: (request, env, ctx) => fetch(request, env, ctx) };
  withSentry<Bindings>(optionsFor, handler);
  return handler.fetch as FetchHandler;
}
