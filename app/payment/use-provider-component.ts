import { useEffect, useRef, useState } from "react";
import { useHydrated } from "../lib/use-hydrated";
import { useDomain, useSiteConfig } from "../state/site";
import { type CardSetup, cardSetup } from "./card-setup";
import { loadProviderCheckout } from "./provider-sdk";

/** What of an SDK component (Card, SepaDirectDebit) a payment form uses. */
export interface MountedComponent {
  showValidation(): void;
  unmount(): void;
}

export type LoadedCheckout = Awaited<ReturnType<typeof loadProviderCheckout>>;

/** What the component tells the form. */
export interface ComponentEvents {
  /** Its state on every change: the state data once valid. */
  onChange: (change: { isValid?: boolean; data: unknown }) => void;
  /** Its parts are set up (the card's secured fields): the wait for them ends. */
  onReady: () => void;
}

/**
 * One SDK component taking a method's details in the page (the card's, a direct debit's): made by
 * `create` and mounted in `container` once the page is interactive, with the SDK loaded then (never with the first load). Its
 * state data, once the component says it is valid, goes with the order form `formId` (the hidden
 * `state`); until then the form is not sent and the component shows what is missing at its fields.
 * A component that does not set up (blocked or unreachable, within `readyWithinMs` when it says when it
 * is ready) leaves `failed`, for the shopper to be told instead of a form that never answers.
 */
export function useProviderComponent(
  formId: string,
  brands: readonly string[],
  create: (loaded: LoadedCheckout, setup: CardSetup, events: ComponentEvents, node: HTMLElement) => MountedComponent,
  readyWithinMs: number | null,
) {
  const hydrated = useHydrated();
  const config = useSiteConfig();
  const domain = useDomain();
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedComponent | null>(null);
  const stateData = useRef("");
  const [state, setState] = useState("");
  const [failed, setFailed] = useState(false);
  // Read when mounting only: a new function each render must not mount the component again.
  const createComponent = useRef(create);
  createComponent.current = create;
  // The brands as one value: a new array with the same brands must not mount the SDK again.
  const offered = brands.join(",");

  useEffect(() => {
    if (!hydrated || !container.current) return;
    const node = container.current;
    // A component mounted again (another language, another set-up) starts without the last one's details.
    stateData.current = "";
    setState("");
    setFailed(false);
    const setup = cardSetup(config.paymentProvider, domain.locale, offered.split(","), window.location.origin);
    let cancelled = false;
    let stopWaiting = () => {};
    const failedToLoad = (error: unknown) => {
      stopWaiting();
      console.error("the payment provider's form could not be loaded", error);
      if (!cancelled) setFailed(true);
    };
    void loadProviderCheckout(setup)
      .then((loaded) => {
        if (cancelled) return;
        if (readyWithinMs !== null) {
          const notReady = window.setTimeout(() => failedToLoad("its fields did not set up"), readyWithinMs);
          stopWaiting = () => window.clearTimeout(notReady);
        }
        const events: ComponentEvents = {
          onReady: () => stopWaiting(),
          onChange: (change) => {
            const value = change.isValid ? JSON.stringify(change.data) : "";
            stateData.current = value;
            setState(value);
          },
        };
        mounted.current = createComponent.current(loaded, setup, events, node);
      })
      .catch(failedToLoad);
    return () => {
      cancelled = true;
      stopWaiting();
      mounted.current?.unmount();
      mounted.current = null;
    };
  }, [hydrated, config.paymentProvider, domain.locale, offered, readyWithinMs]);

  // The order form waits for valid details: the component then shows what is missing at its fields.
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const hold = (event: SubmitEvent) => {
      if (stateData.current) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      mounted.current?.showValidation();
    };
    form.addEventListener("submit", hold, { capture: true });
    return () => form.removeEventListener("submit", hold, { capture: true });
  }, [formId]);

  return { hydrated, container, state, failed };
}
