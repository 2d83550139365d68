import { useId } from "react";
import { useFetcher } from "react-router";
import { NewsletterPrivacy } from "./NewsletterPrivacy";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../forms/use-intent-result";
import { useSingleSubmit } from "../forms/use-single-submit";
import { useLocalePath, useSiteConfig } from "../state/site";
import { Field } from "./Field";
import * as INTENT from "../forms/intents";

/**
 * A small newsletter sign-up (the footer's, and the subscribe page's): the CMS form's intent
 * (e-mail and consent; the shop mails a link to confirm), posted to the configured subscribe page. Without
 * JavaScript a success goes back to the page it was sent from with a notice, a failure shows the
 * subscribe page with the errors and the address typed (that page lists every form's answer).
 */
export function NewsletterSignup({
  formId,
  labelledBy,
  answersAnyForm = false,
}: {
  formId: string;
  labelledBy: string;
  answersAnyForm?: boolean;
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const config = useSiteConfig();
  const id = useId();
  const fetcher = useFetcher({ key: `newsletter-${formId}` });
  const result = useIntentResult(fetcher.data, INTENT.newsletterSignUp, answersAnyForm ? undefined : formId);
  const onSubmit = useSingleSubmit(fetcher.state);
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const sending = fetcher.state !== "idle";
  if (result?.ok)
    return (
      <p className="newsletter-signup newsletter-signup--done" role="status">
        {t(result.notice ?? "form.newsletter.success")}
      </p>
    );
  return (
    <fetcher.Form
      method="post"
      action={localePath(config.newsletter.subscribeUrl)}
      className="newsletter-signup"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={labelledBy}
    >
      <input type="hidden" name="intent" value={INTENT.newsletterSignUp} />
      <input type="hidden" name="formId" value={formId} />
      <Field
        label={t("newsletter.emailLabel")}
        name="email"
        type="email"
        autoComplete="email"
        required
        error={errors["email"]}
        defaultValue={result?.values?.["email"]}
      />
      <NewsletterPrivacy idPrefix={id} error={errors["privacy"]} checked={result?.values?.["privacy"] === "on"} />
      {result?.formError ? (
        <p className="form-field__error" role="alert">
          {t(result.formError)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("form.sending") : t("form.newsletter.submit")}
      </button>
    </fetcher.Form>
  );
}
