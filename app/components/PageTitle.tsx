import { useMatches } from "react-router";
import { useI18n } from "../i18n/context";
import { useRouteErrorStatus } from "../framework/router-errors";
import type { PageTitleData, RouteHandle } from "../framework/types";

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
      const handle = match.handle as RouteHandle | undefined;
      if (!handle) continue;
      const data = match.loaderData as PageTitleData | null | undefined;
      const key = data?.titleKey ?? handle.titleKey;
      title = data?.title ?? (key ? t(key, data?.titleParams) : null);
    }
  }
  return title ? `${title} | ${shopName}` : shopName;
}

/** Crawlers must not index error pages nor any screen but those that say they may be. */
export function RobotsMeta() {
  const matches = useMatches();
  const errorStatus = useRouteErrorStatus();
  // The screen's handle is the one with an access rule (layouts' handles have none).
  const screen = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.access)?.handle as
    | RouteHandle
    | undefined;
  const noIndex = errorStatus !== null || !screen?.indexed;
  return noIndex ? <meta name="robots" content="noindex" /> : null;
}
