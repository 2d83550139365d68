import { currenciesQuery } from "../session/currencies-query";
import { navigationQuery } from "../navigation/queries";
import { storefrontLoader } from "../framework/loaders";
import { FOOTER_NAVIGATION_DEPTH, MAIN_NAVIGATION_DEPTH, SERVICE_NAVIGATION_DEPTH } from "./navigation-depth";
import { showsServiceNavigation } from "./service-navigation";

/** The chrome's data, fetched in parallel with the page's own (no waterfall). */
export const defaultLayoutLoader = storefrontLoader(async ({ services, config, domain }) => {
  const { queryClient } = services;
  await Promise.all([
    queryClient.ensureQueryData(navigationQuery(services, domain.languageId, "main-navigation", MAIN_NAVIGATION_DEPTH)),
    queryClient.ensureQueryData(
      navigationQuery(services, domain.languageId, "footer-navigation", FOOTER_NAVIGATION_DEPTH),
    ),
    queryClient.ensureQueryData(currenciesQuery(services, domain.languageId)),
    showsServiceNavigation(config)
      ? queryClient.ensureQueryData(
          navigationQuery(services, domain.languageId, "service-navigation", SERVICE_NAVIGATION_DEPTH),
        )
      : null,
  ]);
  return null;
});
