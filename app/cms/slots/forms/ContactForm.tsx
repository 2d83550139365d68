import { useI18n } from "../../../i18n/context";
import { useCmsPage } from "../../context";
import { Field } from "../../../components/Field";
import { useCmsForm } from "./use-cms-form";
import * as INTENT from "../../../forms/intents";

/**
 * The contact form element: a route action checks it and sends it to the shop, which mails its
 * service team. It works without JavaScript too (the page is shown again with the errors and what
 * was typed, or redirected back with the thanks).
 */
export function ContactForm({
  slotId,
  title,
  confirmation,
}: {
  slotId: string;
  title: string | null;
  confirmation: string | null;
}) {
  const { t } = useI18n();
  const { page } = useCmsPage();
  const { Form, onSubmit, result, errors, values, general, sending } = useCmsForm(INTENT.contact, slotId);
  if (result?.ok)
    return (
      <div className="cms-form cms-form--done" role="status">
        <p>{confirmation || t("form.contact.success")}</p>
      </div>
    );
  return (
    <Form method="post" className="cms-form" onSubmit={onSubmit} noValidate aria-labelledby={`${slotId}-title`}>
      <input type="hidden" name="intent" value={INTENT.contact} />
      <input type="hidden" name="formId" value={slotId} />
      {page ? (
        <>
          <input type="hidden" name="navigationId" value={page.resourceIdentifier} />
          <input type="hidden" name="cmsPageType" value={page.cmsPage?.type ?? "page"} />
          <input
            type="hidden"
            name="entityName"
            value={page.resourceType === "frontend.landing.page" ? "landing_page" : "category"}
          />
        </>
      ) : null}
      <h2 id={`${slotId}-title`}>{title || t("form.contact.title")}</h2>
      <div className="cms-form__row">
        <Field
          label={t("form.firstName")}
          name="firstName"
          autoComplete="given-name"
          required
          error={errors["firstName"]}
          defaultValue={values["firstName"]}
        />
        <Field
          label={t("form.lastName")}
          name="lastName"
          autoComplete="family-name"
          required
          error={errors["lastName"]}
          defaultValue={values["lastName"]}
        />
      </div>
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
          label={t("form.phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          error={errors["phone"]}
          defaultValue={values["phone"]}
        />
      </div>
      <Field
        label={t("form.subject")}
        name="subject"
        required
        error={errors["subject"]}
        defaultValue={values["subject"]}
      />
      <Field
        label={t("form.comment")}
        name="comment"
        multiline
        required
        error={errors["comment"]}
        defaultValue={values["comment"]}
      />
      {general ? (
        <p className="cms-form__error" role="alert">
          {t(general)}
        </p>
      ) : null}
      <p className="cms-form__hint">{t("form.requiredHint")}</p>
      <button type="submit" className="button button--primary" disabled={sending}>
        {sending ? t("form.sending") : t("form.contact.submit")}
      </button>
    </Form>
  );
}
