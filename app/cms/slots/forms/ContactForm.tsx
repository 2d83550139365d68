import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../../i18n/context";
import { useServices } from "../../../router/services";
import { useDomain } from "../../../state/site";
import { sendContactForm } from "../../../store-api/forms";
import { useCmsPage } from "../../context";
import { Field } from "./Field";
import { useHydrated } from "./use-hydrated";
import { contactFormSchema, fieldErrors, type FieldErrors } from "./schemas";
import { serverErrors } from "./submit";

/** The contact form element: checked here, sent to the shop, which mails its service team. */
export function ContactForm({ slotId, title, confirmation }: { slotId: string; title: string | null; confirmation: string | null }) {
  const { t } = useI18n();
  const services = useServices();
  const { domain } = useDomain();
  const { page } = useCmsPage();
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: Parameters<typeof sendContactForm>[2]) => sendContactForm(services.api, domain.languageId, input),
    onError: (error) => {
      const found = serverErrors(error);
      setErrors(found.fields);
      setGeneral(found.general);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = contactFormSchema.safeParse(values);
    setGeneral(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const { phone, ...rest } = parsed.data;
    send.mutate({ ...rest, ...(phone ? { phone } : {}), slotId, ...(page ? { navigationId: page.resourceIdentifier, cmsPageType: page.cmsPage?.type ?? "page", entityName: page.resourceType === "frontend.landing.page" ? "landing_page" : "category" } : {}) });
  };
  if (send.isSuccess) return <div className="cms-form cms-form--done" role="status"><p>{confirmation || t("form.contact.success")}</p></div>;
  return (
    <form className="cms-form" onSubmit={submit} noValidate aria-labelledby={`${slotId}-title`}>
      <h2 id={`${slotId}-title`}>{title || t("form.contact.title")}</h2>
      <div className="cms-form__row">
        <Field label={t("form.firstName")} name="firstName" autoComplete="given-name" required error={errors["firstName"]} />
        <Field label={t("form.lastName")} name="lastName" autoComplete="family-name" required error={errors["lastName"]} />
      </div>
      <div className="cms-form__row">
        <Field label={t("form.email")} name="email" type="email" autoComplete="email" required error={errors["email"]} />
        <Field label={t("form.phone")} name="phone" type="tel" autoComplete="tel" error={errors["phone"]} />
      </div>
      <Field label={t("form.subject")} name="subject" required error={errors["subject"]} />
      <Field label={t("form.comment")} name="comment" multiline required error={errors["comment"]} />
      {general ? <p className="cms-form__error" role="alert">{general}</p> : null}
      <p className="cms-form__hint">{t("form.requiredHint")}</p>
      <button type="submit" className="button button--primary" disabled={!hydrated || send.isPending}>{send.isPending ? t("form.sending") : t("form.contact.submit")}</button>
    </form>
  );
}
