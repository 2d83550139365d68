import { useMatches } from "react-router";
import { useI18n } from "../i18n/context";
import { useRouteErrorStatus } from "../framework/router-errors";
import { loaderParams, loaderText, screenHandleOf } from "../framework/route-matches";

/**
 * The document title: from the deepest route that names one (the page-title keys, or
 * the page's own title for CMS pages), followed by the shop name.
 */
export function usePageTitle(shopName: string): string {
  const { t } = useI18n();
  const matches = useMatches();
  const errorStatus = useRouteErrorStatus();
  let title: string | null = null;
  if (errorStatus !== null) {
    title = t("pageTitle.error", { status: errorStatus });
  } else {
    for (let i = matches.length - 1; i >= 0 && title === null; i--) {
      const match = matches[i]!;
      if (!match.handle) continue;
      // What the loader says (PageTitleData) wins over the screen's own key.
      const key = loaderText(match, "titleKey") ?? screenHandleOf(match)?.titleKey;
      title = loaderText(match, "title") ?? (key ? t(key, loaderParams(match, "titleParams")) : null);
    }
  }
  return title ? `${title} | ${shopName}` : shopName;
}

/** Crawlers must not index error pages nor any screen but those that say they may be. */
export function RobotsMeta() {
  const matches = useMatches();
  const errorStatus = useRouteErrorStatus();
  const screen = matches.map(screenHandleOf).findLast((handle) => handle !== undefined);
  const noIndex = errorStatus !== null || !screen?.indexed;
  return noIndex ? <meta name="robots" content="noindex" /> : null;
}
