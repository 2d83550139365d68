import { useSuspenseQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { I18nProvider } from "./i18n/context";
import { FALLBACK_LOCALE } from "./i18n/i18n";
import { useAssets } from "./lib/assets";
import { resolveDomain } from "./lib/language";
import { siteConfigQuery } from "./session/site-config-query";
import { snippetsQuery } from "./i18n/snippets-query";
import { useServices } from "./framework/services";
import { SiteProvider } from "./state/site";
import { ErrorPage, useErrorStatus } from "./components/error-status";
import { RobotsMeta, usePageTitle } from "./components/PageTitle";
import { SeoHead } from "./seo/SeoHead";
import { NotificationCenter } from "./layouts/islands";

/** Title, robots and SEO tags: inside the I18nProvider, since titles are translated. */
function TitleAndSeo({ shopName }: { shopName: string }) {
  const title = usePageTitle(shopName);
  return (
    <>
      <title>{title}</title>
      <RobotsMeta />
      <SeoHead title={title} />
    </>
  );
}

/**
 * The HTML document around every page: language, title, stylesheet and texts. Data comes from the
 * query cache, which the root loader filled (on the server, then hydrated in the browser).
 */
function Shell({ children }: { children: ReactNode }) {
  const services = useServices();
  const { pathname } = useLocation();
  const config = useSuspenseQuery(siteConfigQuery(services)).data;
  const { domain, rest } = resolveDomain(pathname, config.domains);
  const messages = useSuspenseQuery(snippetsQuery(services, domain.locale)).data;
  const fallback = services.queryClient.getQueryData(snippetsQuery(services, FALLBACK_LOCALE).queryKey);
  const { stylesheets } = useAssets();
  const { styles } = config.theme;
  return (
    <SiteProvider config={config} domain={domain} path={rest}>
      <I18nProvider locale={domain.locale} messages={messages} fallback={fallback}>
        <html
          lang={domain.locale}
          style={
            {
              "--color-primary": styles.primaryColor,
              "--color-secondary": styles.secondaryColor,
            } as React.CSSProperties
          }
        >
          <head>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <TitleAndSeo shopName={config.salesChannel.name} />
            <meta name="theme-color" content={styles.primaryColor} />
            {stylesheets.map((href) => (
              <link key={href} rel="stylesheet" href={href} />
            ))}
            <link rel="icon" href={config.theme.favicon || "/favicon.svg"} />
          </head>
          <body>
            {children}
            <NotificationCenter />
          </body>
        </html>
      </I18nProvider>
    </SiteProvider>
  );
}

export function Document() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** The last line of defence: the document with the error page (and its header and footer), when even the root failed. */
export function RootErrorBoundary() {
  return (
    <Shell>
      <ErrorPage status={useErrorStatus()} />
    </Shell>
  );
}
