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
 * only once a group is granted, on the page where the shopper agreed: its start event is the
 * container's page view, so the landing page is counted. The page's CSP was fixed by the Worker
 * when the page loaded, from the consent cookie: it allows the container's origin while the
 * question is open and once it was agreed to (worker/middleware/security-headers, allowTagManager).
 * A choice the page's CSP cannot follow (agreeing after a refusal, from the footer) or a script it
 * cannot take back (a refusal after agreeing) takes effect with the next page the shopper opens,
 * which is loaded as a document rather than by the router.
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
  // The choice now: a quick shopper may have chosen before this started.
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

  const policyAllows = containerAllowedByPolicy(config, consentAtPageLoad());
  let loaded = false;
  let documentLoadArmed = false;
  const followChoice = (choice: ConsentChoice | null) => {
    const allowed = tagManagerAllowed(config, choice);
    if (allowed && !loaded && policyAllows) {
      loaded = true;
      loadContainer(analytics, push);
    }
    if (!documentLoadArmed && allowed !== loaded) {
      documentLoadArmed = true;
      loadNextPageAsDocument(router);
    }
  };
  followChoice(readConsentState().choice);
  subscribeConsent((next) => {
    // The update goes first: the container starts with the choice it was loaded for.
    push(consentCommand("update", consentSignals(effectiveConsent(config, next.choice))));
    followChoice(next.choice);
  });
}

/**
 * Whether this page's CSP lets the container load, as the Worker decided from the consent cookie the
 * page was requested with (worker/middleware/security-headers, allowTagManager): while the question
 * is open, and once a group is granted; not after a refusal.
 */
export const containerAllowedByPolicy = (config: PublicSiteConfig, atPageLoad: ConsentChoice | null): boolean =>
  tagManagerConfigured(config.analytics) && (atPageLoad === null || tagManagerAllowed(config, atPageLoad));

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
