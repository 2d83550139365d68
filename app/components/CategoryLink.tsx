import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { categoryLink, categoryName } from "../navigation/category-link";
import { useDomain, useSiteConfig } from "../state/site";
import type { Category } from "../navigation/store-api";

/** A category as a link where it has one, else as text (folders). */
export function CategoryLink({
  category,
  className,
  children,
}: {
  category: Category;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const config = useSiteConfig();
  const domain = useDomain();
  const link = categoryLink(
    category,
    domain.langPrefix,
    config.domains.map((d) => d.langPrefix),
  );
  const label = children ?? categoryName(category);
  if (!link) return <span className={className}>{label}</span>;
  const newTab = link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {};
  const hint = link.newTab ? <span className="visually-hidden"> {t("header.opensInNewTab")}</span> : null;
  if (link.external)
    return (
      <a className={className} href={link.href} {...newTab}>
        {label}
        {hint}
      </a>
    );
  return (
    <Link className={className} to={link.href} {...newTab}>
      {label}
      {hint}
    </Link>
  );
}
