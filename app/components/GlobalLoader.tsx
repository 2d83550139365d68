import { useEffect } from "react";
import { useI18n } from "../i18n/context";
import { closeGlobalLoaderAll, useGlobalLoader, type GlobalLoaderReason } from "../state/global-loader";

const TEXT: Record<GlobalLoaderReason, string> = {
  "social-login": "account.social.signingIn",
  "domain-change": "globalLoader.busy",
};

/**
 * The global loader's overlay. Its status region is always in the page, so that a
 * screen reader announces the text when it opens; the main region is marked busy meanwhile. One per
 * page: the default layout's comes with the language switcher's island (its code loads after the
 * first one), the blank layout's social summary and the login modal (in the top layer) mount their own.
 */
export function GlobalLoader() {
  const { t } = useI18n();
  const reasons = useGlobalLoader();
  const latest = reasons.at(-1);

  useEffect(() => {
    const main = document.getElementById("main");
    if (!main) return;
    if (latest) main.setAttribute("aria-busy", "true");
    else main.removeAttribute("aria-busy");
    return () => {
      main.removeAttribute("aria-busy");
    };
  }, [latest]);

  useEffect(() => {
    // A page the shopper comes back to (back button) from the provider is restored as it was left: open.
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) closeGlobalLoaderAll();
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);

  return (
    <div className={latest ? "global-loader global-loader--open" : "global-loader"}>
      <div className="global-loader__panel" role="status" aria-live="polite">
        {latest ? (
          <>
            <span className="global-loader__spinner" aria-hidden="true" />
            <span>{t(TEXT[latest])}</span>
          </>
        ) : null}
      </div>
    </div>
  );
}
