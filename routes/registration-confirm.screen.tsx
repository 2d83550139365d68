import { Link, useLoaderData, useLocation } from "react-router";
import { AccountForm } from "../app/account/AccountForm";
import { useI18n } from "../app/i18n/context";
import { useLocalePath } from "../app/state/site";
import type { loader } from "./registration-confirm.loader";
import * as INTENT from "../app/forms/intents";

/**
 * The double opt-in page. The link's values go into the form as hidden fields
 * (the start script removes them from the address bar); the button confirms, with JavaScript through
 * the form's fetcher, without as a document POST (post/redirect/get). A failure the form shows again
 * keeps its values from the action's answer: the address no longer has them.
 */
export default function RegistrationConfirmScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const link = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="page page--registration-confirm">
      <h1 className="page__title">{t("pageTitle.registrationConfirm")}</h1>
      {link.em && link.hash ? <p>{t("account.register.confirmIntro")}</p> : null}
      <AccountForm intent={INTENT.registerConfirm} action={pathname} submit={t("account.register.confirmSubmit")}>
        {(result) => {
          const em = link.em || result?.values?.["em"] || "";
          const hash = link.hash || result?.values?.["hash"] || "";
          return (
            <>
              {em && hash ? null : (
                <p role="alert">
                  {t("account.register.confirmLinkIncomplete")}{" "}
                  <Link to={localePath("/login/")}>{t("header.login")}</Link>
                </p>
              )}
              <input type="hidden" name="em" value={em} />
              <input type="hidden" name="hash" value={hash} />
            </>
          );
        }}
      </AccountForm>
    </div>
  );
}
