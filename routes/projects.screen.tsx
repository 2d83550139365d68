import { Link, useLoaderData } from "react-router";
import { AccountPage } from "../app/account/AccountPage";
import { EditorFrame } from "../app/editor/EditorFrame";
import { useI18n } from "../app/i18n/context";
import { ProjectCard } from "../app/projects/ProjectCard";
import { useLocalePath } from "../app/state/site";
import type { loader } from "./projects.loader";

/** The customer's saved projects, newest first, in the account's frame (its menu names them). */
export default function ProjectsScreen() {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const { projects, productNames, editor } = useLoaderData<typeof loader>();
  return (
    <AccountPage title={t("pageTitle.projects")} modifier="projects">
      {projects === null ? (
        <p className="notice notice--warning" role="alert">
          {t("projects.unavailable")}
        </p>
      ) : null}
      {projects?.length ? (
        <ul className="project-list">
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              productName={project.productId ? productNames[project.productId] : undefined}
            />
          ))}
        </ul>
      ) : null}
      {projects?.length === 0 ? (
        <div className="order-empty">
          <p>{t("projects.empty")}</p>
          <Link className="button button--primary" to={localePath("/")}>
            {t("projects.toShop")}
          </Link>
        </div>
      ) : null}
      <section className="projects-editor" aria-labelledby="projects-editor-heading">
        <h2 id="projects-editor-heading">{t("projects.inEditor")}</h2>
        <EditorFrame scriptUrl={editor.scriptUrl} params={editor.params} />
      </section>
    </AccountPage>
  );
}
