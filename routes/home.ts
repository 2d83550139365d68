import { pageQuery } from "../app/queries/page";
import { storefrontLoader } from "../app/router/loaders";
import type { ScreenRoute } from "../app/router/types";

/** Home: the CMS page of the root category (spec: its title uses the empty-cart text). */
export const home: ScreenRoute = {
  name: "home",
  index: true,
  layout: "default",
  access: "open",
  titleKey: "cart.empty",
  loader: storefrontLoader(async ({ services, domain }) => {
    const page = await services.queryClient.ensureQueryData(pageQuery(services, domain.languageId, "/"));
    return { resourceType: page.resourceType, resourceIdentifier: page.resourceIdentifier };
  }),
  screen: () => import("./home.screen"),
  screenModule: "routes/home.screen.tsx",
};
