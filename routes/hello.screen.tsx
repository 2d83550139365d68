import { useI18n } from "../app/i18n/context";
import { useDomain, useSessionContext } from "../app/state/site";

export default function HelloScreen() {
  const { t } = useI18n();
  const domain = useDomain();
  const session = useSessionContext();
  return (
    <section className="page">
      <h1 className="page__title">{t("hello.greeting")}</h1>
      <p>{t("hello.servedBy", { kind: t(session.customer ? "hello.customer" : "hello.guest") })}</p>
      <p>{t("hello.language", { name: domain.language.name, locale: domain.locale })}</p>
      <p>{t("hello.currency", { currency: session.currency?.isoCode ?? "" })}</p>
    </section>
  );
}
