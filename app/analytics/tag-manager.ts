import type { QueryClient } from "@tanstack/react-query";
import type { DataRouter } from "react-router";
import type { PublicSiteConfig } from "../../kv-schemas/site-config";
import type { Concern } from "../framework/query-keys";
import { listen } from "../state/events";
import type { SessionContext } from "../session/store-api";
import {
  consentSignals,
  effectiveConsent,
  tagManagerAllowed,
  tagManagerConfigured,
  type ConsentChoice,
} from "./consent";
import { consentAtPageLoad, readConsentState, subscribeConsent } from "./consent-store";
import {
  ANALYTICS_EVENTS,
  consentCommand,
  DATA_LAYER_EVENTS,
  USER_ID_SENT_TO_ANALYTICS,
  type AnalyticsEvents,
  type DataLayerEntry,
} from "./data-layer";

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** How long tags wait for the banner's answer before they act on the defaults (Google's recommended value). */
const WAIT_FOR_UPDATE_MS = 500;

/**
 * Google Tag Manager behind the shopper's consent (issue 12). Started after hydration and only
 * when analytics is configured, so that no page pays for it otherwise.
 *
 * The data layer is filled whatever the choice (it is an array in this page, nothing leaves with
 * it), Consent Mode's "denied" defaults first, before any tag; the container itself is requested
 * only once a group is granted. The page's CSP was fixed by the Worker when the page loaded,
 * from the consent cookie: a choice that changes whether the tag manager may load takes effect
 * with the next page the shopper opens, which is loaded as a document rather than by the router.
 */
export function startTagManager(config: PublicSiteConfig, queryClient: QueryClient, router: DataRouter): void {
  const { analytics } = config;
  if (!tagManagerConfigured(analytics)) return;
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  const push = (...entries: DataLayerEntry[]) => void dataLayer.push(...entries);

  push(
    consentCommand("default", {
      ...consentSignals({ analytics: false, marketing: false }),
      wait_for_update: WAIT_FOR_UPDATE_MS,
    }),
  );
  // The choice now (a quick shopper may have chosen before this started), but the container only as
  // the page was loaded: its CSP allows the container's origin only then.
  const consent = effectiveConsent(config, readConsentState().choice);
  if (consent.analytics || consent.marketing) push(consentCommand("update", consentSignals(consent)));
  if (analytics.trackingId) push({ tracking_id: analytics.trackingId });

  const pushUserId = () => {
    if (USER_ID_SENT_TO_ANALYTICS) push({ user_id: loggedInCustomerId(queryClient) ?? null });
  };
  pushUserId();
  const follow = <K extends keyof AnalyticsEvents>(name: K) =>
    listen(
      name,
      (detail) => {
        if (name === "login" || name === "logout") pushUserId();
        push(...DATA_LAYER_EVENTS[name](detail));
      },
      true,
    );
  for (const name of ANALYTICS_EVENTS) follow(name);
  trackClientPageViews(router, push);

  const loadedAllowed = tagManagerAllowed(config, consentAtPageLoad());
  if (loadedAllowed) loadContainer(analytics, push);
  let documentLoadArmed = false;
  const followChoice = (choice: ConsentChoice | null) => {
    if (!documentLoadArmed && tagManagerAllowed(config, choice) !== loadedAllowed) {
      documentLoadArmed = true;
      loadNextPageAsDocument(router);
    }
  };
  followChoice(readConsentState().choice);
  subscribeConsent((next) => {
    push(consentCommand("update", consentSignals(effectiveConsent(config, next.choice))));
    followChoice(next.choice);
  });
}

/** The customer's id from the session on screen (any language: it is one session). */
function loggedInCustomerId(queryClient: QueryClient): string | undefined {
  for (const [, context] of queryClient.getQueriesData<SessionContext>({
    queryKey: ["session-context" satisfies Concern],
  })) {
    if (context?.customer && !context.customer.guest) return context.customer.id;
  }
  return undefined;
}

/** Google's snippet, as code: the start event, then gtm.js with the container id. */
function loadContainer(analytics: PublicSiteConfig["analytics"], push: (entry: DataLayerEntry) => void): void {
  push({ "gtm.start": Date.now(), event: "gtm.js" });
  const src = new URL(analytics.scriptUrl, window.location.origin);
  src.searchParams.set("id", analytics.gtmId);
  const script = document.createElement("script");
  script.async = true;
  script.src = src.href;
  document.head.appendChild(script);
}

/** The first page is the container's own page view; the router's later pages are pushed as they settle. */
function trackClientPageViews(router: DataRouter, push: (entry: DataLayerEntry) => void): void {
  let last = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== "idle" || state.location.key === last) return;
    last = state.location.key;
    // The screen's title is set by its render, which follows this notification.
    requestAnimationFrame(() =>
      push({
        event: "page_view",
        page_location: window.location.href,
        page_path: state.location.pathname,
        page_title: document.title,
      }),
    );
  });
}

/** The next page the shopper opens (a link or a search, not a form post) comes from the Worker, with a CSP for the new choice. */
function loadNextPageAsDocument(router: DataRouter): void {
  const stop = router.subscribe((state) => {
    const next = state.navigation;
    if (next.state === "idle" || (next.formMethod && next.formMethod.toUpperCase() !== "GET")) return;
    stop();
    window.location.assign(router.createHref(next.location));
  });
}
