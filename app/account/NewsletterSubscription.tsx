import { useFetcher } from "react-router";
import { useI18n } from "../i18n/context";
import { useSingleSubmit } from "../forms/use-single-submit";
import type { NewsletterStatus } from "./newsletter-store-api";
import { useLocalePath } from "../state/site";
import * as INTENT from "../forms/intents";

/** Shopware's statuses as the customer reads them: subscribed, waiting for the mail's link, or not. */
export function newsletterState(status: NewsletterStatus | null): "subscribed" | "pending" | "none" {
  if (status === "optIn" || status === "direct") return "subscribed";
  return status === "notSet" ? "pending" : "none";
}

/**
 * The customer's newsletter, as one form with the current status: subscribe (the shop mails a link to
 * confirm), send that link again while it waits, or unsubscribe. The pressed button says which.
 */
export function NewsletterSubscription({ status }: { status: NewsletterStatus | null }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const fetcher = useFetcher({ key: "newsletter-subscription" });
  const sendOnce = useSingleSubmit(fetcher.state);
  const busy = fetcher.state !== "idle";
  const state = newsletterState(status);
  const button = (option: "subscribe" | "unsubscribe", text: string, primary: boolean) => (
    <button
      type="submit"
      name="option"
      value={option}
      className={`button ${primary ? "button--primary" : "profile-button--quiet"}`}
      disabled={busy}
    >
      {text}
    </button>
  );
  return (
    <fetcher.Form
      method="post"
      action={localePath("/account/profile/")}
      className="profile-form profile-newsletter"
      onSubmit={sendOnce}
    >
      <input type="hidden" name="intent" value={INTENT.newsletterSubscription} />
      <p className={`profile-newsletter__status profile-newsletter__status--${state}`}>
        {t(`newsletter.status.${state}`)}
      </p>
      <div className="profile-form__actions">
        {state === "subscribed" ? button("unsubscribe", t("newsletter.unsubscribe"), false) : null}
        {state === "pending" ? (
          <>
            {button("subscribe", t("newsletter.sendAgain"), true)}
            {button("unsubscribe", t("newsletter.cancel"), false)}
          </>
        ) : null}
        {state === "none" ? button("subscribe", t("newsletter.subscribe"), true) : null}
      </div>
    </fetcher.Form>
  );
}
