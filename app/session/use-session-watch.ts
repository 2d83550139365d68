import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { useServices } from "../framework/services";
import { watchSessionExpiry } from "../account/auth";
import { loginModal } from "../account/login-modal";
import { refreshSessionData } from "./session-change";
import { listenToOtherTabs } from "./session-sync";

/**
 * In every layout a customer can be in (the default layout's account entry, the
 * checkout and blank layouts): the tab hears of session changes in its other tabs and notices a
 * session that ended elsewhere (customer-not-in-context, `logout` broadcast, a notice). Then the
 * page's guard runs again (the same page once more), so a customer-only page goes to the login;
 * `askToLogIn` (the checkout) offers the login modal first and keeps the shopper on the page when
 * they log in again.
 */
export function useSessionWatch({ askToLogIn = false }: { askToLogIn?: boolean } = {}): void {
  const services = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef("");
  here.current = `${location.pathname}${location.search}`;
  useEffect(() => {
    // useNavigate is in the first load already; useRevalidator would join it.
    const runGuard = () => void navigate(here.current, { replace: true });
    const stopWatching = watchSessionExpiry(services.queryClient, () => {
      services.flash({ type: "warning", messageKey: "account.session.expired" });
      if (askToLogIn) loginModal.open("checkout").then(runGuard, runGuard);
      else runGuard();
    });
    const stopListening = listenToOtherTabs(() => void refreshSessionData(services.queryClient));
    return () => {
      stopWatching();
      stopListening();
    };
  }, [services, navigate, askToLogIn]);
}

/** For layouts that render no account entry. */
export function SessionWatch({ askToLogIn = false }: { askToLogIn?: boolean }) {
  useSessionWatch({ askToLogIn });
  return null;
}
