import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import type { Breadcrumb } from "../seo/types";
import { useLocalePath } from "../state/site";

/** Where the page sits in the shop: every step a link, the last one the current page. */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${item.path}-${index}`} className="breadcrumbs__item">
            {index === items.length - 1 ? (
              <span aria-current="page">{item.name}</span>
            ) : (
              <Link to={localePath(item.path)}>{item.name}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
