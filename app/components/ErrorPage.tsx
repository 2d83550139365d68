import { useEffect, useState, type MouseEvent } from "react";
import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { ErrorLayout, isAboveLayouts } from "../layouts/ErrorLayout";
import { useBoundaryRouteIds } from "../framework/router-errors";
import { useLocalePath } from "../state/site";

/**
 * The error page: the status code as heading, a description chosen by status with the
 * generic 500 text as fallback, "return to the homepage" and "go back". The noindex meta comes from
 * RobotsMeta in the document head. Inside a layout it takes the screen's place; above them (the
 * root's, the session's or a layout's own boundary) it brings the default layout's header and footer.
 */
export function ErrorPage({ status }: { status: number }) {
  const aboveLayouts = isAboveLayouts(useBoundaryRouteIds());
  const { t } = useI18n();
  const localePath = useLocalePath();
  const home = localePath("/");
  const text = (kind: "title" | "description") => {
    const key = `errorPage.${kind}.${status}`;
    const value = t(key);
    return value === key ? t(`errorPage.${kind}.500`) : value;
  };
  // Without JavaScript "go back" leads home; in the browser it goes to the previous page.
  const [backHref, setBackHref] = useState(home);
  useEffect(() => {
    if (document.referrer && new URL(document.referrer).origin === window.location.origin)
      setBackHref(document.referrer);
  }, []);
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1) {
      event.preventDefault();
      window.history.back();
    }
  };
  const page = (
    <div className="page page--error">
      <section className="error-page" aria-labelledby="error-status">
        <h1 id="error-status" className="error-page__status">
          {status}
        </h1>
        <p className="error-page__title">{text("title")}</p>
        <p className="error-page__description">{text("description")}</p>
        <div className="error-page__actions">
          <Link className="button button--primary" to={home}>
            {t("errorPage.home")}
          </Link>
          <a className="button" href={backHref} onClick={goBack}>
            {t("errorPage.back")}
          </a>
        </div>
      </section>
    </div>
  );
  return aboveLayouts ? <ErrorLayout>{page}</ErrorLayout> : page;
}
