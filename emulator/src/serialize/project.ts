import type { Catalogue } from "../catalog/catalogue";
import { familyProduct, projectGross } from "../catalog/cart-calc";
import { familyById } from "../seed/families";
import type { Project } from "../state/projects";
import { type RenderContext, tr } from "./common";
import { roundTo } from "./price";

/** The editor route a project is edited at (the `_project_path` custom field). */
export const projectPath = (p: Project) =>
  `/editor/?productFamilyId=${p.productFamilyId}&moduleId=${p.moduleId}&projectId=${p.id}`;

/** A project with its editable attributes, as GET /store-api/pbx2/projects answers. */
export function serializeProject(project: Project, catalogue: Catalogue, ctx: RenderContext) {
  const family = familyById(project.productFamilyId);
  const product = familyProduct(catalogue, project.productFamilyId);
  const gross = product ? projectGross(project, product) : 0;
  const taxRate = product?.taxRate ?? 19;
  return {
    id: project.id,
    name: project.name,
    productFamilyId: project.productFamilyId,
    moduleId: project.moduleId,
    productId: product?.id ?? null,
    path: projectPath(project),
    thumbnailUrl: project.thumbnailUrl,
    pageCount: project.pageCount,
    quantity: project.quantity,
    ordered: project.ordered,
    price: {
      gross: roundTo(gross * ctx.currencyFactor, ctx.decimals),
      net: roundTo((gross / (1 + taxRate / 100)) * ctx.currencyFactor, ctx.decimals),
    },
    attributes: (family?.attributes ?? []).map((attribute) => {
      const selected = attribute.options.find((o) => project.optionIds.includes(o.id));
      const option = (o: (typeof attribute.options)[number]) => ({
        id: o.id,
        value: o.value,
        translatedValue: tr(o.name, ctx.locale),
      });
      return {
        id: attribute.id,
        name: tr(attribute.name, ctx.locale),
        editable: !project.ordered,
        selected: selected ? option(selected) : null,
        options: attribute.options.map(option),
      };
    }),
    createdAt: project.createdAt,
    updatedAt: project.updatedAt,
    apiAlias: "pbx2_project",
  };
}
