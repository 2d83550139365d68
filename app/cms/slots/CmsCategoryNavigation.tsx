import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { CategoryLink } from "../../components/CategoryLink";
import { MAIN_NAVIGATION_DEPTH } from "../../layouts/navigation-depth";
import { useI18n } from "../../i18n/context";
import { categoryLink, categoryName } from "../../navigation/category-link";
import { navigationQuery } from "../../navigation/queries";
import { useServices } from "../../framework/services";
import { useDomain, useSiteConfig } from "../../state/site";
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
 * The categories a shopper goes on to from here: the current one's subcategories, or, where it has
 * none, its siblings (the current one among them, marked).
 */
export function nextCategories(path: readonly Category[]): readonly Category[] {
  const current = path[path.length - 1];
  if (current?.children?.length) return current.children;
  return path.length > 1 ? (path[path.length - 2]?.children ?? []) : [];
}

/**
 * The phone's form of the navigation: one row of links that scrolls inside itself, so that the
 * products still start on the first screen. Folders (no page of their own) are left out.
 */
function Chips({ categories, currentId }: { categories: readonly Category[]; currentId: string | undefined }) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const domain = useDomain();
  const prefixes = config.domains.map((d) => d.langPrefix);
  const links = categories.flatMap((category) => {
    const link = categoryLink(category, domain.langPrefix, prefixes);
    return link ? [{ category, link }] : [];
  });
  if (!links.length) return null;
  return (
    <ul className="category-nav__chips">
      {links.map(({ category, link }) => {
        const current: "page" | undefined = category.id === currentId ? "page" : undefined;
        const newTab = link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
        const label = (
          <>
            {categoryName(category)}
            {link.newTab ? <span className="visually-hidden"> {t("header.opensInNewTab")}</span> : null}
          </>
        );
        return (
          <li key={category.id}>
            {link.external ? (
              <a className="category-nav__chip" href={link.href} aria-current={current} {...newTab}>
                {label}
              </a>
            ) : (
              <Link className="category-nav__chip" to={link.href} aria-current={current} {...newTab}>
                {label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The category-navigation element: the current top-level category with its subcategories, the
 * active path open, beside the listing on wide screens; on narrow ones the next categories as one
 * scrolling row above it (the stylesheet shows one of the two). It reads the main navigation the
 * header loaded (no request of its own).
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
  const next = nextCategories(path);
  return (
    <nav className="category-nav" aria-label={t("categoryNavigation.label")}>
      <div className="category-nav__tree">
        <p className="category-nav__heading">
          <CategoryLink category={top} />
        </p>
        {top.children?.length ? (
          <Branch categories={top.children} activePath={path.map((c) => c.id)} level={1} />
        ) : null}
      </div>
      <Chips categories={next} currentId={path[path.length - 1]?.id} />
    </nav>
  );
}
