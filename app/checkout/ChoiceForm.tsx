import { type ReactNode, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useLocalePath } from "../state/site";
import type { Intent } from "../forms/intents";

/**
 * A checkout choice (addresses, shipping, payment) as a form of its own: with JavaScript it is sent
 * as soon as the shopper picks (no reload; the fetcher's pending state marks it busy), without it an
 * "Apply" button sends it (post/redirect/get back to the checkout).
 */
export function ChoiceForm({ intent, legend, children }: { intent: Intent; legend: string; children: ReactNode }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const fetcher = useFetcher({ key: `checkout-${intent}` });
  const busy = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  const checked = useRef(false);
  const { submit } = fetcher;
  // A pick made before this form's code arrived (its island hydrates after the page) changed the
  // inputs but sent nothing: it is sent once the code is here. Checked once; later picks go by onChange.
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    const current = form.current;
    if (current && [...current.elements].some(pickedBeforeCode)) void submit(current);
  }, [submit]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={localePath("/checkout/")}
      className="checkout-choice"
      aria-busy={busy}
      onChange={(event) => void fetcher.submit(event.currentTarget)}
    >
      <fieldset disabled={busy}>
        <legend>{legend}</legend>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <noscript>
          <button type="submit" className="button button--small">
            {t("header.apply")}
          </button>
        </noscript>
      </fieldset>
    </fetcher.Form>
  );
}

/** A radio or checkbox whose state is no longer the server's (its checked attribute). */
const pickedBeforeCode = (element: Element): boolean =>
  element instanceof HTMLInputElement &&
  (element.type === "radio" || element.type === "checkbox") &&
  element.checked !== element.defaultChecked;
