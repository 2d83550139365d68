/**
 * The variant switch (Shopware storefront's frontend.detail.switch, `/detail/{productId}/switch`):
 * the parent, the wanted options (group id to option id, as JSON) and the group the shopper
 * changed. The page answers with a redirect to the variant find-variant picks, so a choice is a
 * plain link that works without JavaScript (see app/catalog/variants/switch-variant).
 */
export const SWITCH_PATH = /^\/detail\/([0-9a-f]{32})\/switch\/$/;

export function variantSwitchPath(
  parentId: string,
  options: Readonly<Record<string, string>>,
  switched: string,
): string {
  return `/detail/${parentId}/switch/?${new URLSearchParams({ options: JSON.stringify(options), switched })}`;
}
