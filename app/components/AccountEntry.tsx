import { Link, useFetcher, useLocation } from "react-router";
import { LoginModalHost } from "../account/LoginModalHost";
import { useI18n } from "../i18n/context";
import { loginModal } from "../account/login-modal";
import { useLocalePath, useSessionContext } from "../state/site";
import { useSessionWatch } from "../session/use-session-watch";
import { Icon } from "./Icon";
import * as INTENT from "../forms/intents";

const USER = "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0";

/**
 * The header's account entry (issue: the customer's name and a logout; a guest sees "Log in"). With
 * JavaScript "Log in" opens the login modal over the page; without, it is the login page's link.
 * The logout is a form posting to the page it is on (every page answers it), so it works without
 * JavaScript too.
 */
export function AccountEntry() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const customer = useSessionContext().customer;
  const logout = useFetcher({ key: "logout" });
  // Posted to the page it is on: every page's action answers a logout.
  const { pathname } = useLocation();
  useSessionWatch();
  const loginPath = localePath("/login/");
  // One modal host whichever the entry shows: a login in the modal turns the guest's entry into the customer's without remounting it.
  return (
    <>
      {customer ? (
        <div className="header-account">
          <Link className="header-entry" to={localePath("/account/")}>
            <Icon path={USER} />
            <span>{t("header.accountOf", { name: customer.firstName })}</span>
          </Link>
          <logout.Form method="post" action={pathname}>
            <input type="hidden" name="intent" value={INTENT.logout} />
            <button type="submit" className="link-button" disabled={logout.state !== "idle"}>
              {t("header.logout")}
            </button>
          </logout.Form>
        </div>
      ) : (
        <Link
          className="header-entry"
          to={loginPath}
          onClick={(event) => {
            if (pathname === loginPath || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            // Closing it is the shopper's choice, not an error.
            loginModal.open("header").catch(() => undefined);
          }}
        >
          <Icon path={USER} />
          <span>{t("header.login")}</span>
        </Link>
      )}
      <LoginModalHost />
    </>
  );
}
