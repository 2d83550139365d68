import { useSuspenseQuery } from "@tanstack/react-query";
import { useI18n } from "../i18n/context";
import { categoryName } from "../navigation/category-link";
import { navigationQuery } from "../navigation/queries";
import { useServices } from "../framework/services";
import { useDomain } from "../state/site";
import { CategoryLink } from "./CategoryLink";

import { MAIN_NAVIGATION_DEPTH } from "../layouts/navigation-depth";

/** The main navigation from the Store API: top-level categories with their children as a submenu. */
export function MainNavigation() {
  const { t } = useI18n();
  const services = useServices();
  const domain = useDomain();
  const categories = useSuspenseQuery(
    navigationQuery(services, domain.languageId, "main-navigation", MAIN_NAVIGATION_DEPTH),
  ).data;
  return (
    <nav className="main-nav" aria-label={t("header.mainNavigation")}>
      <ul className="main-nav__list">
        {categories.map((category) => (
          <li key={category.id} className="main-nav__item">
            <CategoryLink category={category} className="main-nav__link" />
            {category.children?.length ? (
              <ul
                className="main-nav__submenu"
                aria-label={t("header.subcategories", { name: categoryName(category) })}
              >
                {category.children.map((child) => (
                  <li key={child.id}>
                    <CategoryLink category={child} className="main-nav__sublink" />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
