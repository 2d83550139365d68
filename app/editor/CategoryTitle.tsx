import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { useLocalePath } from "../state/site";
import { categoryEditorEntry, editorEntryUrl } from "./editor-entry";

/**
 * A category page's title, and for a print category (its custom fields name the product family and the
 * editor module) the way into the editor beside it, as a print product's buy box offers it: "Design
 * now", a document load, since only the editor page's own Content-Security-Policy allows the editor's
 * origin. Beside the title, not under it: on a phone the products still start on the first screen.
 * Other categories get their title alone, as before.
 */
export function CategoryTitle({
  name,
  category,
}: {
  name: string;
  category: { customFields?: unknown; translated?: unknown };
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const entry = categoryEditorEntry(category);
  const title = <h1 className="page__title">{name}</h1>;
  if (!entry) return title;
  return (
    <div className="category-head">
      {title}
      <Link
        reloadDocument
        className="button button--primary button--small category-head__design"
        to={editorEntryUrl(localePath("/editor/"), entry)}
      >
        {t("product.designNow")}
      </Link>
    </div>
  );
}
