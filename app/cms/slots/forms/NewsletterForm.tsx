import { NewsletterPrivacy } from "../../../components/NewsletterPrivacy";
import { useI18n } from "../../../i18n/context";
import { Field } from "../../../components/Field";
import { useCmsForm } from "./use-cms-form";
import * as INTENT from "../../../forms/intents";

/**
 * The newsletter form element: the shop sends a confirmation mail (double opt-in) before it mails
 * anything else. A route action sends it, with or without JavaScript.
 */
export function NewsletterForm({ slotId, title }: { slotId: string; title: string | null }) {
  const { t } = useI18n();
  const { Form, onSubmit, result, errors, values, general, sending } = useCmsForm(INTENT.newsletterSignUp, slotId);
  if (result?.ok)
    return (
      <div className="cms-form cms-form--done" role="status">
        <p>{t(result.notice ?? "form.newsletter.success")}</p>
      </div>
    );
  return (
    <Form method="post" className="cms-form" onSubmit={onSubmit} noValidate aria-labelledby={`${slotId}-title`}>
      <input type="hidden" name="intent" value={INTENT.newsletterSignUp} />
      <input type="hidden" name="formId" value={slotId} />
      <h2 id={`${slotId}-title`}>{title || t("form.newsletter.title")}</h2>
      <div className="cms-form__row">
        <Field
          label={t("form.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors["email"]}
          defaultValue={values["email"]}
        />
        <Field
          label={t("form.firstName")}
          name="firstName"
          autoComplete="given-name"
          error={errors["firstName"]}
          defaultValue={values["firstName"]}
        />
      </div>
      <NewsletterPrivacy idPrefix={slotId} error={errors["privacy"]} checked={values["privacy"] === "on"} />
      {general ? (
        <p className="cms-form__error" role="alert">
          {t(general)}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("form.sending") : t("form.newsletter.submit")}
      </button>
    </Form>
  );
}
