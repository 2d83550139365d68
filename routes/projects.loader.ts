import { newestFirst } from "../app/projects/project-list";
import { readSavedProjects } from "../app/projects/saved-projects";
import { ensureSession, storefrontLoader } from "../app/framework/loaders";
import { editorContext } from "../app/editor/editor-context";
import { type ProjectListParams, projectListParams } from "../app/editor/editor-params";
import { readProductNames } from "../app/catalog/store-api";
import type { PbxProject } from "../app/session/shop-plugins";

export interface ProjectsData {
  /** Null when the customer's project list could not be read (the page says so; the editor's own list still shows). */
  projects: PbxProject[] | null;
  /** The editor in project-list mode (the project-list parameters): Printbox's own list, to rename, duplicate or delete. */
  editor: { scriptUrl: string; params: ProjectListParams };
  /** The product of each project's family by its id (its name in the shopper's language). */
  productNames: Record<string, string>;
}

/**
 * The customer's saved projects: their ids from Printbox's list (with the customer's editor session),
 * then the shop's view of them (GET /store-api/pbx2/projects?id[]=…), newest first, in the shopper's
 * language (attribute and option names), with their products' names.
 */
export const loader = storefrontLoader(async (args): Promise<ProjectsData> => {
  const { services, domain, config } = args;
  const editor = await editorContext(args, await ensureSession(args));
  const saved = await readSavedProjects(services, config.printService, domain.languageId, editor.context.sessionId);
  const projects = saved ? newestFirst(saved) : null;
  const productIds = [
    ...new Set((projects ?? []).flatMap((project) => (project.productId ? [project.productId] : []))),
  ];
  const productNames = await readProductNames(services.api, domain.languageId, productIds);
  return { projects, productNames, editor: { scriptUrl: editor.scriptUrl, params: projectListParams(editor.context) } };
});
