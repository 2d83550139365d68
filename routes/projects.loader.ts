import { newestFirst } from "../app/projects/project-list";
import { storefrontLoader } from "../app/router/loaders";
import { readProductNames } from "../app/store-api/catalog";
import { readPbxProjects, type PbxProject } from "../app/store-api/shop-plugins";

export interface ProjectsData {
  projects: PbxProject[];
  /** The product of each project's family by its id (its name in the shopper's language). */
  productNames: Record<string, string>;
}

/**
 * Spec section 2: the customer's saved projects (all of them, GET /store-api/pbx2/projects), newest
 * first, in the shopper's language (attribute and option names), with their products' names.
 */
export const loader = storefrontLoader(async ({ services, domain }): Promise<ProjectsData> => {
  const { elements } = await readPbxProjects(services.api, domain.languageId);
  const projects = newestFirst(elements);
  const productIds = [...new Set(projects.flatMap((project) => (project.productId ? [project.productId] : [])))];
  const productNames = await readProductNames(services.api, domain.languageId, productIds);
  return { projects, productNames };
});
