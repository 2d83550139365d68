import { classifyPath } from "../../app/lib/paths";
import type { Bindings } from "../env";

export type FetchHandler = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>;

let reporter: ((error: unknown) => void) | null = null;

/** Set by the Sentry module once it is loaded (monitoring/sentry). */
export function setFaultReporter(report: (error: unknown) => void): void {
  reporter = report;
}

/**
 * A fault the Worker's error handler answers with a 5xx (and logs): reported when error reporting is
 * on, a no-op otherwise. Called within the request, so the report carries the request's trace.
 */
export function reportFault(error: unknown): void {
  reporter?.(error);
}

/**
 * The Worker's fetch handler, reporting to Sentry when SENTRY_DSN is set. Without it the app's own
 * handler is called as it is: the SDK is neither loaded nor initialised. The emulator's routes
 * (development only) are never instrumented: the emulated Sentry ingest is one of them, and a report
 * of its own requests would report itself for ever.
 */
export function withErrorReporting(app: { fetch: FetchHandler }): { fetch: FetchHandler } {
  let instrumented: Promise<FetchHandler> | null = null;
  return {
    fetch(request, env, ctx) {
      if (!env.SENTRY_DSN || classifyPath(new URL(request.url).pathname) === "emulator")
        return app.fetch(request, env, ctx);
      instrumented ??= import("./sentry").then((sentry) => sentry.instrument(app.fetch));
      return instrumented.then((fetch) => fetch(request, env, ctx));
    },
  };
}
