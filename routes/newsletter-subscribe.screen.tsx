import { NewsletterSignup } from "../app/components/NewsletterSignup";
import { useI18n } from "../app/i18n/context";

/** The subscribe URL: it confirms in its loader; shown, it is the newsletter's sign-up. */
export default function NewsletterSubscribeScreen() {
  const { t } = useI18n();
  return (
    <div className="page page--newsletter-subscribe">
      <h1 id="newsletter-subscribe-title" className="page__title">
        {t("pageTitle.newsletterConfirm")}
      </h1>
      <p>{t("newsletter.intro")}</p>
      <NewsletterSignup formId="newsletter-page" labelledBy="newsletter-subscribe-title" answersAnyForm />
    </div>
  );
}
