import { addEventProcessor, browserTracingIntegration, getReplay, init, replayIntegration } from "@sentry/browser";
import type { DataRouter } from "react-router";
import { carriesPersonalParameters, scrubEvent, scrubRecordingEvent } from "./scrub";
import { errorReportingSettingsSchema, SAMPLING, TRACING } from "./settings";

/**
 * Sentry in the browser (loaded after hydration, only when the page names a DSN): errors, page-load
 * and navigation traces, and session replay with every text, input and medium masked (sampling and
 * tracing timeouts as docs/error-reporting.md gives them). The release is the build's version, as the Worker's reports.
 *
 * Replay records the page's address unscrubbed (its DOM events pass no hook of ours): a page load on
 * an address with personal parameters (a double opt-in or recovery link, a provider's return) is not
 * recorded, and a recording stops when a navigation reaches such an address.
 */
export function startErrorReporting(settings: unknown, release: string, router: DataRouter): void {
  const parsed = errorReportingSettingsSchema.safeParse(settings);
  if (!parsed.success) return;
  const replay = carriesPersonalParameters(window.location.href)
    ? []
    : [
        replayIntegration({
          maskAllText: true,
          maskAllInputs: true,
          blockAllMedia: true,
          beforeAddRecordingEvent: scrubRecordingEvent,
        }),
      ];
  init({
    dsn: parsed.data.dsn,
    environment: parsed.data.environment,
    release,
    ...SAMPLING,
    // Page loads and navigations go as transactions, through beforeSendTransaction's scrubbing (the SDK's
    // default streams spans one by one past it).
    traceLifecycle: "static",
    integrations: [browserTracingIntegration({ ...TRACING }), ...replay],
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: true },
    beforeSend: scrubEvent,
    beforeSendTransaction: scrubEvent,
  });
  // Replay events are not handed to beforeSend: their URLs are scrubbed here, like every other event's.
  addEventProcessor((event) => (event.type === "replay_event" ? scrubEvent(event) : event));
  if (replay.length) {
    router.subscribe(() => {
      if (carriesPersonalParameters(window.location.href)) void getReplay()?.stop();
    });
  }
}
