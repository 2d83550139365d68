/**
 * Shopware's ids: 32 hexadecimal digits, written in lower case. One rule everywhere: either case is
 * taken and lowercased (an id typed or linked in upper case names the same entity).
 */
export const HEX_ID = /^[0-9a-f]{32}$/i;

/** The id in Shopware's spelling, or null when the value is no id (a route parameter: the shop is not asked). */
export const hexIdOf = (value: string | undefined): string | null =>
  value !== undefined && HEX_ID.test(value) ? value.toLowerCase() : null;
