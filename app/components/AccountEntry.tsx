import { Link, useFetcher, useLocation } from "react-router";
import { useI18n } from "../i18n/context";
import { useLocalePath, useSessionContext } from "../state/site";
import { Icon } from "./Icon";

const USER = "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0";

/**
 * The header's account entry (issue: the customer's name and a logout; a guest sees "Log in"). The
 * logout is a form posting to the page it is on (every page answers it), so it works without
 * JavaScript too.
 */
export function AccountEntry() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const customer = useSessionContext().customer;
  const logout = useFetcher({ key: "logout" });
  // Posted to the page it is on: every page's action answers a logout.
  const { pathname } = useLocation();
  if (!customer) {
    return (
      <Link className="header-entry" to={localePath("/login/")}>
        <Icon path={USER} />
        <span>{t("header.login")}</span>
      </Link>
    );
  }
  return (
    <div className="header-account">
      <Link className="header-entry" to={localePath("/account/profile/")}>
        <Icon path={USER} />
        <span>{t("header.accountOf", { name: customer.firstName })}</span>
      </Link>
      <logout.Form method="post" action={pathname}>
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className="link-button" disabled={logout.state !== "idle"}>
          {t("header.logout")}
        </button>
      </logout.Form>
    </div>
  );
}
