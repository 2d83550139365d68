import type { ReactNode } from "react";
import { PAYMENT_SDK_STYLESHEET } from "./card-setup";
import type { useProviderComponent } from "./use-provider-component";

/**
 * The frame of a provider component's form (the card's, a direct debit's): its legend, where the SDK
 * mounts, the state data for the order form `formId`, and a note; without JavaScript only the notice
 * that the method needs it.
 */
export function ProviderFieldset({
  formId,
  component: { hydrated, container, state, failed },
  legend,
  needsScript,
  unavailable,
  note,
  children,
}: {
  formId: string;
  component: ReturnType<typeof useProviderComponent>;
  legend: string;
  needsScript: string;
  unavailable: string;
  note: string;
  /** What the method says before its fields (the card's brands). */
  children?: ReactNode;
}) {
  if (!hydrated) {
    return (
      <noscript>
        <p className="notice notice--warning card-fields__noscript">{needsScript}</p>
      </noscript>
    );
  }
  return (
    <fieldset className="card-fields">
      <legend>{legend}</legend>
      {/* The SDK's own look, loaded with it (React places it in the head once). */}
      <link rel="stylesheet" href={PAYMENT_SDK_STYLESHEET} precedence="payment-provider" />
      {children}
      {failed ? (
        <p className="notice notice--danger" role="alert">
          {unavailable}
        </p>
      ) : null}
      <div ref={container} className="card-fields__provider" />
      <input type="hidden" name="stateData" form={formId} value={state} />
      <p className="card-fields__note">{note}</p>
    </fieldset>
  );
}
