import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "../i18n/context";
import { useServices } from "../framework/services";
import { useDomain, useLocalePath, useSessionContext, useSiteConfig } from "../state/site";
import type { EditorHostDeps } from "./editor-host";
import type { EditorParams, ProjectListParams } from "./editor-params";
import { useEditorCart } from "./use-editor-cart";

type Status = "loading" | "ready" | "error";

/**
 * The last editor's teardown (Printbox's `deinit` is asynchronous): the next start waits for it, so
 * that two editors never share #app (a retry, another project, coming back to the page).
 */
let teardown: Promise<unknown> = Promise.resolve();

/** The page reloads once when its policy blocked the editor's script: it was reached without a document load, so it has another page's policy. */
const CSP_RELOAD_KEY = "es-editor-csp-reload";

/**
 * The Printbox editor in the page (reference/editor.md): its script loaded on first use, the host's
 * callbacks on Printbox's global, then `setEditorConfig` with the page's parameters into `#app`.
 * A script that fails to load or to start is logged ("The editor was not loaded correctly") and
 * shown with a retry. Leaving the page calls `deinit`, so that opening the editor again starts clean.
 * Full screen (the editor's hideECommerce) hides the shop around it and stops the page from scrolling.
 */
export function EditorFrame({
  scriptUrl,
  params,
  fromCart = false,
}: {
  scriptUrl: string;
  params: EditorParams | ProjectListParams;
  fromCart?: boolean;
}) {
  const { t } = useI18n();
  const services = useServices();
  const session = useSessionContext();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const domain = useDomain();
  const prefixes = useSiteConfig().domains.map((entry) => entry.langPrefix);
  const cart = useEditorCart();
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);

  const current: EditorHostDeps = {
    // Loaded when the editor asks (after a login or a save): the authorisation, the session read and
    // the host protocol (with their zod checks) stay out of the page's first load; the effect below
    // loads the host and the script loader after hydration.
    authorise: async () =>
      (await import("./authorisation")).requestEditorAuthorisation(services, Boolean(session.customer)),
    refreshSession: async () =>
      (await import("./editor-session")).editorSessionId(services, session.customer?.id ?? "", { fresh: true }),
    addProjectToCart: (projectId, quantity) => cart.addProject(projectId, quantity),
    showCart: () => void navigate(localePath("/cart/")),
    setFullscreen,
    projectSaved: () => {
      if (fromCart) cart.refresh();
    },
    editorEvent: (name) => {
      if (name === "AppWasInitialized") setStatus("ready");
    },
    isCustomer: () => Boolean(session.customer),
    // Read when the editor asks (never before hydration): the shop's cart now, its print lines as the editor takes them.
    cartItems: async () =>
      (await import("./editor-cart-items")).readEditorCartItems(services, domain.languageId, {
        origin: location.origin,
        langPrefix: domain.langPrefix,
        prefixes,
      }),
  };
  // The editor keeps the callbacks it was given: they read the page's current state through this.
  const deps = useRef(current);
  deps.current = current;
  // Every loader revalidation (after a login, an add to cart, a cart refresh) reads a new editor session
  // id: that alone must not start the editor again (the design would be lost). The editor starts with
  // the session id the page has when it starts; later ones reach it through authUserRequest and refreshSession.
  const { sessionId, ...stable } = params;
  const configKey = JSON.stringify(stable);
  const latestSessionId = useRef(sessionId);
  latestSessionId.current = sessionId;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) starts the editor again.
  useEffect(() => {
    let left = false;
    let started = false;
    let uninstall = () => {};
    setStatus("loading");
    void (async () => {
      try {
        await teardown;
        const [printbox, { editorCallbacks, installEditorHost }] = await Promise.all([
          import("./editor-script").then(({ loadEditorScript }) => loadEditorScript(scriptUrl)),
          import("./editor-host"),
        ]);
        if (left) return;
        // Through the ref: the editor keeps these functions, the page's state moves on.
        const host: EditorHostDeps = {
          authorise: () => deps.current.authorise(),
          refreshSession: () => deps.current.refreshSession(),
          addProjectToCart: (projectId, quantity) => deps.current.addProjectToCart(projectId, quantity),
          showCart: () => deps.current.showCart(),
          setFullscreen: (on) => deps.current.setFullscreen(on),
          projectSaved: (projectId) => deps.current.projectSaved(projectId),
          editorEvent: (name) => deps.current.editorEvent(name),
          isCustomer: () => deps.current.isCustomer(),
          cartItems: () => deps.current.cartItems(),
        };
        uninstall = installEditorHost(printbox, editorCallbacks(host));
        started = true;
        await printbox.setEditorConfig?.({ ...(JSON.parse(configKey) as object), sessionId: latestSessionId.current });
        if (!left) setStatus("ready");
      } catch (error) {
        if (left) return;
        console.error("The editor was not loaded correctly.", error);
        setStatus("error");
      }
    })();
    return () => {
      left = true;
      setFullscreen(false);
      if (!started) return uninstall();
      // The callbacks stay until the editor has finished tearing down (it may still call showECommerce).
      teardown = new Promise((resolve) => resolve(window.printbox?.deinit?.()))
        .catch((error: unknown) => console.error("printbox: deinit failed", error))
        .finally(uninstall);
    };
  }, [scriptUrl, configKey, attempt]);

  // The backstop for a link that reached this page without a document load: the policy of the page it
  // came from does not allow the editor's origin. One reload brings this page's own policy.
  useEffect(() => {
    const blocked = (event: SecurityPolicyViolationEvent) => {
      if (!event.blockedURI || !new URL(scriptUrl, location.href).href.startsWith(event.blockedURI)) return;
      if (sessionStorage.getItem(CSP_RELOAD_KEY) === location.href) return;
      sessionStorage.setItem(CSP_RELOAD_KEY, location.href);
      location.reload();
    };
    document.addEventListener("securitypolicyviolation", blocked);
    return () => document.removeEventListener("securitypolicyviolation", blocked);
  }, [scriptUrl]);

  return (
    <div className={`editor-frame${fullscreen ? " editor-frame--fullscreen" : ""}`} aria-busy={status === "loading"}>
      {status === "loading" ? (
        <p className="editor-frame__status" role="status">
          {t("editor.loading")}
        </p>
      ) : null}
      <noscript>
        <p className="notice notice--warning">{t("editor.needsScript")}</p>
      </noscript>
      {status === "error" ? (
        <div className="editor-frame__error" role="alert">
          <p>{t("editor.initializationError")}</p>
          <button type="button" className="button button--primary" onClick={() => setAttempt((count) => count + 1)}>
            {t("editor.retry")}
          </button>
        </div>
      ) : null}
      {/* Printbox renders into #app (useIframe false); React never touches what it puts there. */}
      <div id="app" className="editor-frame__app" />
    </div>
  );
}
