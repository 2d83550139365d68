import { useSuspenseQuery } from "@tanstack/react-query";
import { CategoryLink } from "../../components/CategoryLink";
import { MAIN_NAVIGATION_DEPTH } from "../../layouts/navigation-depth";
import { useI18n } from "../../i18n/context";
import { navigationQuery } from "../../navigation/queries";
import { useServices } from "../../framework/services";
import { useDomain } from "../../state/site";
import type { Category } from "../../navigation/store-api";
import { useCmsPage } from "../context";

/** The path from a top-level category down to `id`, or null when `id` is not in the tree. */
export function pathTo(tree: readonly Category[], id: string): Category[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = pathTo(node.children ?? [], id);
    if (below) return [node, ...below];
  }
  return null;
}

function Branch({
  categories,
  activePath,
  level,
}: {
  categories: readonly Category[];
  activePath: readonly string[];
  level: number;
}) {
  return (
    <ul className={`category-nav__list category-nav__list--${level}`}>
      {categories.map((category) => {
        const active = activePath.includes(category.id);
        const current = activePath[activePath.length - 1] === category.id;
        return (
          <li key={category.id} className={active ? "is-active" : undefined}>
            <span aria-current={current ? "page" : undefined} className="category-nav__entry">
              <CategoryLink category={category} className="category-nav__link" />
            </span>
            {active && category.children?.length ? (
              <Branch categories={category.children} activePath={activePath} level={level + 1} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The category-navigation element: the current top-level category with its subcategories, the
 * active path open. It reads the main navigation the header loaded (no request of its own).
 */
export function CmsCategoryNavigation() {
  const { t } = useI18n();
  const services = useServices();
  const domain = useDomain();
  const { page } = useCmsPage();
  const tree = useSuspenseQuery(
    navigationQuery(services, domain.languageId, "main-navigation", MAIN_NAVIGATION_DEPTH),
  ).data;
  const path = page?.resourceType === "frontend.navigation.page" ? pathTo(tree, page.resourceIdentifier) : null;
  const top = path?.[0];
  if (!top) return null;
  return (
    <nav className="category-nav" aria-label={t("categoryNavigation.label")}>
      <p className="category-nav__heading">
        <CategoryLink category={top} />
      </p>
      {top.children?.length ? <Branch categories={top.children} activePath={path.map((c) => c.id)} level={1} /> : null}
    </nav>
  );
}
