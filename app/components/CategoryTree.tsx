import { useSuspenseQuery } from "@tanstack/react-query";
import { useServices } from "../framework/services";
import { MAIN_NAVIGATION_DEPTH } from "../layouts/navigation-depth";
import type { Category } from "../navigation/store-api";
import { navigationQuery } from "../navigation/queries";
import { useDomain } from "../state/site";
import { CategoryLink } from "./CategoryLink";

/** The main navigation's categories with their children (the header's bar and the menu drawer show the same tree). */
export function useMainNavigation(): Category[] {
  const services = useServices();
  const domain = useDomain();
  return useSuspenseQuery(navigationQuery(services, domain.languageId, "main-navigation", MAIN_NAVIGATION_DEPTH)).data;
}

interface TreeClasses {
  list: string;
  item?: string;
  link: string;
  sublist: string;
  sublink: string;
}

/** Top-level categories as links, each with its children as a list below it; the look is the caller's. */
export function CategoryTree({
  categories,
  classes,
  sublistLabel,
}: {
  categories: readonly Category[];
  classes: TreeClasses;
  /** A name for a category's list of children (the bar's submenus are announced by it). */
  sublistLabel?: (category: Category) => string;
}) {
  return (
    <ul className={classes.list}>
      {categories.map((category) => (
        <li key={category.id} className={classes.item}>
          <CategoryLink category={category} className={classes.link} />
          {category.children?.length ? (
            <ul className={classes.sublist} aria-label={sublistLabel?.(category)}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <CategoryLink category={child} className={classes.sublink} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
