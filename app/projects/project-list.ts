import { splitPrefix, withPrefix } from "../lib/paths";
import { safeReturnPath } from "../lib/return-path";
import type { PbxProject } from "../session/shop-plugins";

/** One select per attribute: `attribute-<attribute id>` = the chosen option's id (the projects action reads them). */
export const ATTRIBUTE_FIELD = /^attribute-(\d{1,9})$/;
export const attributeField = (attributeId: number) => `attribute-${attributeId}`;

const timeOf = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? 0 : time;
};

/** Newest first by creation; projects made at the same moment keep the shop's order. */
export const newestFirst = (projects: readonly PbxProject[]): PbxProject[] =>
  [...projects].sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt));

/** A project's attributes the customer may still change: none once it is ordered. */
export const editableAttributes = (project: PbxProject) =>
  project.ordered ? [] : project.attributes.filter((attribute) => attribute.editable && attribute.options.length > 0);

/**
 * Where a project is edited: its editor path (the project path), only ever a path of
 * this shop, in the shopper's language unless the shop already gave it a language prefix.
 */
export function editorPath(
  project: Pick<PbxProject, "path">,
  langPrefix: string,
  prefixes: readonly string[],
): string | null {
  const path = safeReturnPath(project.path, "");
  if (!path) return null;
  return splitPrefix(path, prefixes).prefix ? path : withPrefix(langPrefix, path);
}
