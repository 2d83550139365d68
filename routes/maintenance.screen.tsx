import { useI18n } from "../app/i18n/context";

export default function MaintenanceScreen() {
  const { t } = useI18n();
  return (
    <section className="page page--maintenance">
      <h1 className="page__title">{t("maintenance.heading")}</h1>
      <p>{t("maintenance.description")}</p>
    </section>
  );
}
