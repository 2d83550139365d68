import { useState, useSyncExternalStore } from "react";
import { setPreferenceCookie } from "../lib/cookies";
import { useServices } from "../framework/services";
import { CONSENT_COOKIE, consentFromCookieHeader, serializeConsent, type ConsentChoice } from "./consent";

/**
 * The consent choice in this browser, shared by the banner (app/analytics/ConsentBanner) and the tag
 * manager's start (app/analytics/tag-manager): the banner writes, the tag manager follows. The
 * cookie is the truth (another tab may have chosen meanwhile); this keeps who listens, and whether
 * the shopper reopened the settings from the footer.
 */
export interface ConsentState {
  choice: ConsentChoice | null;
  /** The footer's "Cookie settings" opened the banner again. */
  editing: boolean;
}

let state: ConsentState | null = null;
const listeners = new Set<(next: ConsentState, previous: ConsentState) => void>();

const current = (): ConsentState => (state ??= { choice: consentFromCookieHeader(document.cookie), editing: false });

function set(next: ConsentState): void {
  const previous = current();
  state = next;
  for (const listener of listeners) listener(next, previous);
}

export const readConsentState = current;

/**
 * The choice as the page was loaded with it: what the Worker made the page's CSP for. Read when this
 * module is evaluated, which is before any choice on this page (only the banner makes one, and it
 * imports this module); the tag manager may start later, after a quick shopper has already chosen.
 */
const chosenAtPageLoad = typeof document === "undefined" ? null : consentFromCookieHeader(document.cookie);
export const consentAtPageLoad = (): ConsentChoice | null => chosenAtPageLoad;

/** The shopper chose: kept for a year, and the banner closes. */
export function chooseConsent(choice: ConsentChoice): void {
  setPreferenceCookie(CONSENT_COOKIE, serializeConsent(choice));
  set({ choice, editing: false });
}

/** Reopens the banner with the choice as the cookie has it now (another tab may have changed it). */
export function openConsentSettings(): void {
  set({ choice: consentFromCookieHeader(document.cookie), editing: true });
}

export function subscribeConsent(listener: (next: ConsentState, previous: ConsentState) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The state for React. The server renders the banner for the request's cookie (a first visit gets it
 * in the HTML, painted with the page instead of after hydration, issue 15); hydration reads the same
 * cookie from the document, so both agree, and the edge cache keeps the two kinds of page apart.
 */
export function useConsentState(): ConsentState {
  const services = useServices();
  const [serverState] = useState<ConsentState>(() => ({
    choice: consentFromCookieHeader(services.requestCookies ?? ""),
    editing: false,
  }));
  return useSyncExternalStore(
    (listener) => subscribeConsent(listener),
    current,
    services.isServer ? () => serverState : current,
  );
}
