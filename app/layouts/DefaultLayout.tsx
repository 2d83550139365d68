import { Outlet } from "react-router";
import { currenciesQuery } from "../queries/currencies";
import { navigationQuery } from "../queries/navigation";
import { storefrontLoader } from "../router/loaders";
import { MAIN_NAVIGATION_DEPTH } from "../components/MainNavigation";
import { Footer, FOOTER_NAVIGATION_DEPTH } from "./Footer";
import { Header } from "./Header";

/** The chrome's data, fetched in parallel with the page's own (no waterfall). */
export const defaultLayoutLoader = storefrontLoader(async ({ services, domain }) => {
  const { queryClient } = services;
  await Promise.all([
    queryClient.ensureQueryData(navigationQuery(services, domain.languageId, "main-navigation", MAIN_NAVIGATION_DEPTH)),
    queryClient.ensureQueryData(navigationQuery(services, domain.languageId, "footer-navigation", FOOTER_NAVIGATION_DEPTH)),
    queryClient.ensureQueryData(currenciesQuery(services, domain.languageId)),
  ]);
  return null;
});

export function DefaultLayout() {
  return (
    <div className="layout layout--default">
      <Header />
      <main id="main" className="site-main container">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
