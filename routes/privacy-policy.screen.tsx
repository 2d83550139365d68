import { useI18n } from "../app/i18n/context";
import { useSiteConfig } from "../app/state/site";

const SECTIONS = ["controller", "data", "cookies", "rights"] as const;

export default function PrivacyPolicyScreen() {
  const { t } = useI18n();
  const { companyAddress } = useSiteConfig().storeInformation;
  return (
    <article className="page page--text">
      <h1 className="page__title">{t("pageTitle.privacyPolicy")}</h1>
      {SECTIONS.map((section) => (
        <section key={section}>
          <h2>{t(`privacyPolicy.${section}.heading`)}</h2>
          <p>{t(`privacyPolicy.${section}.text`, { company: companyAddress.company, email: companyAddress.email })}</p>
        </section>
      ))}
    </article>
  );
}
