import { newestFirst } from "../app/projects/project-list";
import { ensureSession, storefrontLoader } from "../app/framework/loaders";
import { editorContext } from "../app/editor/editor-context";
import { type ProjectListParams, projectListParams } from "../app/editor/editor-params";
import { readProductNames } from "../app/catalog/store-api";
import { readPbxProjects, type PbxProject } from "../app/session/shop-plugins";

export interface ProjectsData {
  projects: PbxProject[];
  /** The editor in project-list mode (the project-list parameters): Printbox's own list, to rename, duplicate or delete. */
  editor: { scriptUrl: string; params: ProjectListParams };
  /** The product of each project's family by its id (its name in the shopper's language). */
  productNames: Record<string, string>;
}

/**
 * The customer's saved projects (all of them, GET /store-api/pbx2/projects), newest
 * first, in the shopper's language (attribute and option names), with their products' names.
 */
export const loader = storefrontLoader(async (args): Promise<ProjectsData> => {
  const { services, domain } = args;
  const [{ elements }, editor] = await Promise.all([
    readPbxProjects(services.api, domain.languageId),
    ensureSession(args).then((session) => editorContext(args, session)),
  ]);
  const projects = newestFirst(elements);
  const productIds = [...new Set(projects.flatMap((project) => (project.productId ? [project.productId] : [])))];
  const productNames = await readProductNames(services.api, domain.languageId, productIds);
  return { projects, productNames, editor: { scriptUrl: editor.scriptUrl, params: projectListParams(editor.context) } };
});
