import { useI18n } from "../../../i18n/context";
import { useServices } from "../../../router/services";
import { useDomain } from "../../../state/site";
import { sendContactForm } from "../../../store-api/forms";
import { useCmsPage } from "../../context";
import { Field } from "./Field";
import { contactFormSchema } from "./schemas";
import { useShopForm } from "./use-shop-form";

/** The contact form element: checked here, sent to the shop, which mails its service team. */
export function ContactForm({ slotId, title, confirmation }: { slotId: string; title: string | null; confirmation: string | null }) {
  const { t } = useI18n();
  const services = useServices();
  const { domain } = useDomain();
  const { page } = useCmsPage();
  const { errors, general, onSubmit, mutation: send, ready } = useShopForm(contactFormSchema,
    ({ phone, ...rest }) => ({ ...rest, ...(phone ? { phone } : {}), slotId,
      ...(page ? { navigationId: page.resourceIdentifier, cmsPageType: page.cmsPage?.type ?? "page", entityName: page.resourceType === "frontend.landing.page" ? "landing_page" : "category" } : {}) }),
    (input) => sendContactForm(services.api, domain.languageId, input));
  if (send.isSuccess) return <div className="cms-form cms-form--done" role="status"><p>{confirmation || t("form.contact.success")}</p></div>;
  return (
    <form className="cms-form" onSubmit={onSubmit} noValidate aria-labelledby={`${slotId}-title`}>
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
      <button type="submit" className="button button--primary" disabled={!ready}>{send.isPending ? t("form.sending") : t("form.contact.submit")}</button>
    </form>
  );
}
