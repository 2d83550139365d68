import { useEffect, useRef, useState } from "react";
import { Link, useActionData, useFetcher, useLoaderData, useLocation, useNavigate } from "react-router";
import type { SocialLoginData } from "../app/account/social-login-data";
import type { SocialLoginProblem } from "../app/account/social-login-problem";
import type { SocialLoginFailure } from "../app/account/social-login-actions";
import { GlobalLoader } from "../app/components/GlobalLoader";
import { useI18n } from "../app/i18n/context";
import type { Translate } from "../app/i18n/i18n";
import { closeGlobalLoader, openGlobalLoader } from "../app/state/global-loader";
import { useLocalePath } from "../app/state/site";
import type { loader } from "./social-summary.loader";
import * as INTENT from "../app/forms/intents";

const isFailure = (value: unknown): value is SocialLoginFailure =>
  typeof value === "object" && value !== null && "problem" in value;

/** "other failure": the translated `error.{code}`, or our general text where the shop has none. */
function codeText(t: Translate, code: string): string {
  const key = `error.${code}`;
  const text = t(key);
  return text === key ? t("account.social.failed") : text;
}

/** A problem in one paragraph: the shop's one detail, its not-eligible detail, or the code's translated text. */
function problemText(t: Translate, problem: SocialLoginProblem): string | undefined {
  if (problem.kind === "details") return problem.details[0];
  if (problem.kind === "not-eligible") return problem.detail;
  return codeText(t, problem.code);
}

function Problem({ problem }: { problem: SocialLoginProblem }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <>
      <h1 className="page__title">{t("account.social.failedTitle")}</h1>
      {/* A code's text is announced by its notification (spec section 8): the page keeps it, unannounced, once the notice has gone. */}
      <div className="social-summary__problem" role={problem.kind === "code" ? undefined : "alert"}>
        {problem.kind === "details" && problem.details.length > 1 ? (
          <ul>
            {problem.details.map((detail, index) => (
              <li key={index}>{detail}</li>
            ))}
          </ul>
        ) : (
          <p>{problemText(t, problem)}</p>
        )}
      </div>
      <p className="social-summary__links">
        <Link to={localePath("/login/")}>{t("account.social.backToLogin")}</Link>
      </p>
    </>
  );
}

/**
 * The end of the social login's hand-off. With JavaScript the provider's
 * code and state are kept in the browser's storage on arrival, read back through the spec's check and
 * sent at once (the global loader shows meanwhile); the storage is cleared once they are used. Without,
 * the same form is sent with its button. A refusal shows the shop's messages and a way back to the login.
 */
export default function SocialSummaryScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const loaded = useLoaderData<typeof loader>();
  // With JavaScript the finish goes through a fetcher (its success redirects on); without, the page comes back with the action's answer.
  const finish = useFetcher({ key: "social-login-finish" });
  const actionData = useActionData() as unknown;
  const answer = finish.data ?? actionData;
  const failure = isFailure(answer) ? answer : null;
  // undefined: the browser's storage is not read yet (the server's page, before hydration).
  const [kept, setKept] = useState<SocialLoginData | null | undefined>(undefined);
  const started = useRef(false);
  // While the page sends the code itself, its button must not send it a second time (a code is used once).
  const [sending, setSending] = useState(false);

  const problem = failure?.problem ?? (loaded.phase === "failed" ? loaded.problem : null);
  const fromAddress = loaded.phase === "pending" ? { code: loaded.code, state: loaded.state } : null;
  const returnPath = loaded.phase === "pending" ? loaded.returnPath : "";
  const action = localePath("/social-summary/");

  useEffect(() => {
    if (started.current || problem) return;
    started.current = true;
    setSending(true);
    if (fromAddress) openGlobalLoader("social-login");
    // The storage check (zod) is not needed to show the page: it loads after hydration.
    void import("../app/account/social-login-data").then(
      ({ keepSocialLoginData, readSocialLoginData, clearSocialLoginData }) => {
        if (fromAddress) keepSocialLoginData(fromAddress);
        const data = readSocialLoginData();
        setKept(data);
        if (!data) {
          closeGlobalLoader("social-login");
          setSending(false);
          return;
        }
        clearSocialLoginData();
        openGlobalLoader("social-login");
        void finish.submit(
          {
            intent: INTENT.socialLoginFinish,
            code: data.code,
            state: data.state,
            ...(returnPath ? { redirect: returnPath } : {}),
          },
          { method: "post", action },
        );
      },
    );
  }, [fromAddress, problem, returnPath, action, finish.submit]);

  // Closed when the shop refused (the page says why) and when the shopper has moved on.
  // A refused login leaves the address without its (used) code and state.
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!failure) return;
    closeGlobalLoader("social-login");
    if (search) void navigate(action, { replace: true });
  }, [failure, search, navigate, action]);
  useEffect(() => () => closeGlobalLoader("social-login"), []);

  const handoff = fromAddress ?? kept;
  return (
    <div className="page social-summary">
      {problem ? <Problem problem={problem} /> : null}
      {!problem && handoff ? (
        <>
          <h1 className="page__title">{t("pageTitle.socialSummary")}</h1>
          <p>{t("account.social.finishing")}</p>
          <form method="post" action={action} className="social-summary__form">
            <input type="hidden" name="intent" value={INTENT.socialLoginFinish} />
            <input type="hidden" name="code" value={handoff.code} />
            <input type="hidden" name="state" value={handoff.state} />
            {returnPath ? <input type="hidden" name="redirect" value={returnPath} /> : null}
            <button type="submit" className="button button--primary" disabled={sending || finish.state !== "idle"}>
              {t("account.social.continue")}
            </button>
          </form>
        </>
      ) : null}
      {!problem && !handoff ? (
        <>
          <h1 className="page__title">{t("pageTitle.socialSummary")}</h1>
          <p>{t("account.social.nothingToFinish")}</p>
          <p className="social-summary__links">
            <Link to={localePath("/login/")}>{t("account.social.backToLogin")}</Link>
          </p>
        </>
      ) : null}
      <GlobalLoader />
    </div>
  );
}
