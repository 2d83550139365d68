import type { ReactNode } from "react";
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
  return (
    <fetcher.Form
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
