import { isAvailable, optionsByGroup } from "../catalog/variants";
import type { SeedProduct } from "../seed/products";
import { PROPERTY_GROUPS } from "../seed/properties";
import { familyOf } from "../seed/variants";
import type { RenderContext } from "./common";
import { serializePropertyGroup, serializePropertyOption } from "./product";
import { configuratorSettingsOf } from "./variant";

/**
 * ProductConfiguratorLoader (6.7): for a variant, the property groups of its family with the options
 * its siblings have. Options keep their configurator setting's position (then the group's sorting);
 * groups follow the listing config's group order, else their position. An option is `combinable`
 * when a variant that can be bought has it together with this variant's options of the other
 * groups. Options no variant has are left out; a parent or a product without variants gets [].
 */
export function configuratorOf(product: SeedProduct, ctx: RenderContext): Record<string, unknown>[] {
  const family = product.parentId ? familyOf(product) : undefined;
  if (!family) return [];
  const combinations = family.children.map((child) => ({
    options: child.optionIds ?? [],
    available: isAvailable(child),
  }));
  const offered = new Set(combinations.flatMap((c) => c.options));
  const settings = new Map(configuratorSettingsOf(family.parent).map((s) => [s.optionId, s]));
  const current = optionsByGroup(product);
  const combinable = (optionId: string, groupId: string): boolean => {
    const wanted = [...[...current].filter(([group]) => group !== groupId).map(([, id]) => id), optionId];
    return combinations.some((c) => c.available && wanted.every((id) => c.options.includes(id)));
  };
  const groupOrder = family.listingConfig?.configuratorGroupConfig?.map((g) => g.id) ?? [];
  const groups = PROPERTY_GROUPS.filter((group) => group.options.some((o) => offered.has(o.id))).sort((a, b) => {
    const ia = groupOrder.indexOf(a.id);
    const ib = groupOrder.indexOf(b.id);
    if (ia !== -1 || ib !== -1) return (ia === -1 ? Infinity : ia) - (ib === -1 ? Infinity : ib);
    return a.position - b.position || a.name["en-GB"].localeCompare(b.name["en-GB"]);
  });
  return groups.map((group) => {
    const { options: _all, ...json } = serializePropertyGroup(group, ctx);
    const options = group.options
      .filter((o) => offered.has(o.id))
      .sort((a, b) => {
        const sa = settings.get(a.id)?.position;
        const sb = settings.get(b.id)?.position;
        if (sa !== undefined && sb !== undefined && sa !== sb) return sa - sb;
        return group.sortingType === "alphanumeric"
          ? a.name[ctx.locale].localeCompare(b.name[ctx.locale], undefined, { numeric: true })
          : a.position - b.position;
      })
      .map((option) => ({
        ...serializePropertyOption(option, ctx),
        // The loader drops each option's group (the option sits in it) and marks the combinable ones.
        group: null,
        combinable: combinable(option.id, group.id),
        configuratorSetting: settings.get(option.id) ?? null,
      }));
    return { ...json, options };
  });
}
