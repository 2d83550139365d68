import { Link, useFetcher } from "react-router";
import { usePriceFormat } from "../catalog/price";
import { useI18n } from "../i18n/context";
import { formatDate } from "../i18n/format";
import { useSingleSubmit } from "../forms/use-single-submit";
import { useDomain, useLocalePath, useSessionContext, useSiteConfig } from "../state/site";
import type { PbxProject } from "../session/shop-plugins";
import { ProjectAttributesForm } from "./ProjectAttributesForm";
import { editableAttributes, editorPath } from "./project-list";
import * as INTENT from "../forms/intents";

/**
 * A saved project into the cart as a pbx2project line item, posted to the
 * cart route's action (the `add-project` intent) with the project's own quantity. Its own fetcher;
 * without JavaScript the cart's action sends the shopper back here with its notice.
 */
function AddProjectToCart({ project }: { project: PbxProject }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const fetcher = useFetcher({ key: `add-project-${project.id}` });
  const sendOnce = useSingleSubmit(fetcher.state);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={localePath("/cart/")} className="project-card__add" onSubmit={sendOnce}>
      <input type="hidden" name="intent" value={INTENT.addProject} />
      <input type="hidden" name="projectId" value={project.id} />
      <input type="hidden" name="quantity" value={String(project.quantity)} />
      <button
        type="submit"
        className="button button--primary"
        disabled={busy}
        aria-label={t("projects.addToCartOf", { name: project.name })}
      >
        {busy ? t("projects.adding") : t("projects.addToCart")}
      </button>
    </fetcher.Form>
  );
}

/** The attributes that cannot be changed here (not editable, or the project is ordered), as text. */
function FixedAttributes({ attributes }: { attributes: PbxProject["attributes"] }) {
  const { t } = useI18n();
  if (!attributes.length) return null;
  return (
    <dl className="project-card__attributes">
      {attributes.map((attribute) => (
        <div key={attribute.id}>
          <dt>{attribute.name}</dt>
          <dd>
            {attribute.selected
              ? attribute.selected.translatedValue || attribute.selected.value
              : t("projects.notChosen")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * One saved project: thumbnail, name, its product, pages, quantity and price (gross or net as the
 * customer group shows prices), its attributes (a form while it may be changed),
 * the way into the editor and into the cart.
 */
export function ProjectCard({ project, productName }: { project: PbxProject; productName: string | undefined }) {
  const { t, locale } = useI18n();
  const format = usePriceFormat();
  const session = useSessionContext();
  const domain = useDomain();
  const prefixes = useSiteConfig().domains.map((entry) => entry.langPrefix);
  const gross = session.displayGross && session.taxState === "gross";
  const editable = editableAttributes(project);
  const fixed = project.attributes.filter((attribute) => !editable.includes(attribute));
  const editor = editorPath(project, domain.langPrefix, prefixes);
  const titleId = `project-${project.id}`;
  return (
    <li className="project-card" aria-labelledby={titleId}>
      <div className="project-card__image">
        {project.thumbnailUrl ? (
          <img src={project.thumbnailUrl} alt={project.name} width={160} height={160} loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className="project-card__body">
        <h2 className="project-card__title" id={titleId}>
          {project.name}
          {project.ordered ? <span className="project-card__badge">{t("projects.ordered")}</span> : null}
        </h2>
        <dl className="project-card__facts">
          <div>
            <dt>{t("projects.product")}</dt>
            <dd>{productName ?? project.productFamilyId}</dd>
          </div>
          <div>
            <dt>{t("projects.pages")}</dt>
            <dd>{project.pageCount}</dd>
          </div>
          <div>
            <dt>{t("projects.quantity")}</dt>
            <dd>{project.quantity}</dd>
          </div>
          <div>
            <dt>{t("projects.price")}</dt>
            <dd className="project-card__price">
              {format(gross ? project.price.gross : project.price.net)}{" "}
              <span className="project-card__tax">{t(gross ? "projects.inclVat" : "projects.exclVat")}</span>
            </dd>
          </div>
          <div>
            <dt>{t("projects.created")}</dt>
            <dd>
              <time dateTime={project.createdAt}>{formatDate(project.createdAt, locale)}</time>
            </dd>
          </div>
        </dl>
        <FixedAttributes attributes={fixed} />
        {project.ordered ? <p className="project-card__hint">{t("projects.orderedHint")}</p> : null}
        {editable.length ? <ProjectAttributesForm project={project} /> : null}
        <div className="project-card__actions">
          {editor ? (
            <Link
              reloadDocument
              className="button"
              to={editor}
              aria-label={t("projects.openEditorOf", { name: project.name })}
            >
              {t("projects.openEditor")}
            </Link>
          ) : null}
          <AddProjectToCart project={project} />
        </div>
      </div>
    </li>
  );
}
