import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/context";
import { keepFocusInside } from "../lib/dialog-focus";
import { useAuthState } from "./auth";
import { loginModal, type LoginModalReason } from "./login-modal";
import { GlobalLoader } from "../components/GlobalLoader";
import { LoginForm } from "./LoginForm";
import { SocialLoginButtons } from "./SocialLoginButtons";

/**
 * The login modal, on any page: a native modal dialog (the rest of the page is inert)
 * whose focus goes round inside it, the e-mail field focused when it opens and focus given back to what had
 * it when it closes. It cannot be closed while a login is on its way: no close button, Escape or
 * backdrop click then. A login here keeps the shopper on the page they are on.
 */
export default function LoginModal({ reason }: { reason: LoginModalReason }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const { pathname, search } = useLocation();
  const authState = useAuthState();
  const loading = authState.status === "loading";

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    element.querySelector<HTMLInputElement>("input[name=username]")?.focus();
    return () => {
      element.close();
      opener?.focus();
    };
  }, []);

  // Only a login made while the modal is open answers it (an older success is not this one).
  const previous = useRef(authState.status);
  useEffect(() => {
    if (authState.status === "success" && previous.current !== "success") loginModal.loggedIn();
    previous.current = authState.status;
  }, [authState.status]);

  return (
    <dialog
      ref={dialog}
      className="login-modal"
      aria-labelledby="login-modal-title"
      aria-busy={loading}
      onCancel={(event) => {
        // Escape: the store decides (refused while loading).
        event.preventDefault();
        loginModal.close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) loginModal.close();
      }}
      onKeyDown={(event) => keepFocusInside(event.currentTarget, event)}
    >
      <div className="login-modal__panel">
        <div className="login-modal__head">
          <h2 id="login-modal-title">{t("account.modal.title")}</h2>
          <button
            type="button"
            className="login-modal__close"
            onClick={() => loginModal.close()}
            disabled={loading}
            aria-label={t("account.modal.close")}
          >
            ×
          </button>
        </div>
        {reason === "editor" ? <p className="login-modal__reason">{t("account.modal.editorReason")}</p> : null}
        <LoginForm redirectTo={`${pathname}${search}`} onLeave={() => loginModal.close()} />
        <SocialLoginButtons redirectTo={`${pathname}${search}`} />
        {/* Inside the dialog: the top layer would cover the loader of the page below. */}
        <GlobalLoader />
      </div>
    </dialog>
  );
}
