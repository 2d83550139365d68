import { useI18n } from "../i18n/context";
import { categoryName } from "../navigation/category-link";
import { CategoryTree, useMainNavigation } from "./CategoryTree";

/** The main navigation from the Store API: top-level categories with their children as a submenu. */
export function MainNavigation() {
  const { t } = useI18n();
  const categories = useMainNavigation();
  return (
    <nav className="main-nav" aria-label={t("header.mainNavigation")}>
      <CategoryTree
        categories={categories}
        classes={{
          list: "main-nav__list",
          item: "main-nav__item",
          link: "main-nav__link",
          sublist: "main-nav__submenu",
          sublink: "main-nav__sublink",
        }}
        sublistLabel={(category) => t("header.subcategories", { name: categoryName(category) })}
      />
    </nav>
  );
}
