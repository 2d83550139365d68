import { Link, useLoaderData } from "react-router";
import { RegistrationForm } from "../app/account/RegistrationForm";
import { useI18n } from "../app/i18n/context";
import { useLocalePath } from "../app/state/site";
import type { loader } from "./account-creation.loader";

/** Registration. */
export default function AccountCreationScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page page--account-creation">
      <h1 className="page__title">{t("pageTitle.accountCreation")}</h1>
      <p>
        {t("account.register.haveAccount")} <Link to={localePath("/login/")}>{t("account.login.submit")}</Link>
      </p>
      <RegistrationForm data={data} />
    </div>
  );
}
