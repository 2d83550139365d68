import { Link } from "react-router";
import { useI18n } from "../../../i18n/context";
import { useServices } from "../../../router/services";
import { useDomain, useLocalePath } from "../../../state/site";
import { subscribeNewsletter } from "../../../store-api/forms";
import { Field } from "./Field";
import { newsletterFormSchema } from "./schemas";
import { useShopForm } from "./use-shop-form";

/** The newsletter form element: the shop sends a confirmation mail (double opt-in) before it mails anything else. */
export function NewsletterForm({ slotId, title }: { slotId: string; title: string | null }) {
  const { t } = useI18n();
  const services = useServices();
  const { domain } = useDomain();
  const localePath = useLocalePath();
  const { errors, general, onSubmit, mutation: subscribe, ready } = useShopForm(newsletterFormSchema,
    ({ email, firstName }) => ({ email, ...(firstName ? { firstName } : {}) }),
    (input) => subscribeNewsletter(services.api, domain.languageId, { ...input, storefrontUrl: `${location.origin}${domain.langPrefix ? `/${domain.langPrefix}` : ""}` }));
  if (subscribe.isSuccess) {
    const status = (subscribe.data as { status?: string }).status;
    return <div className="cms-form cms-form--done" role="status"><p>{status === "optIn" || status === "direct" ? t("form.newsletter.already") : t("form.newsletter.success")}</p></div>;
  }
  return (
    <form className="cms-form" onSubmit={onSubmit} noValidate aria-labelledby={`${slotId}-title`}>
      <h2 id={`${slotId}-title`}>{title || t("form.newsletter.title")}</h2>
      <div className="cms-form__row">
        <Field label={t("form.email")} name="email" type="email" autoComplete="email" required error={errors["email"]} />
        <Field label={t("form.firstName")} name="firstName" autoComplete="given-name" error={errors["firstName"]} />
      </div>
      <div className={`form-field form-field--check${errors["privacy"] ? " has-error" : ""}`}>
        <label>
          <input type="checkbox" name="privacy" required aria-invalid={errors["privacy"] ? true : undefined} aria-describedby={errors["privacy"] ? `${slotId}-privacy` : undefined} />
          {" "}{t("form.newsletter.privacy")} <Link to={localePath("/information/privacy-policy/")}>{t("form.newsletter.privacyLink")}</Link>
        </label>
        {errors["privacy"] ? <p className="form-field__error" id={`${slotId}-privacy`}>{t(errors["privacy"])}</p> : null}
      </div>
      {general ? <p className="cms-form__error" role="alert">{general}</p> : null}
      <button type="submit" className="button button--primary" disabled={!ready}>{subscribe.isPending ? t("form.sending") : t("form.newsletter.submit")}</button>
    </form>
  );
}
