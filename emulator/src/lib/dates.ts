/** Shopware's DateTime encoding: milliseconds and an explicit +00:00 offset. */
export function shopwareDate(value: string | number | Date): string {
  const iso = new Date(value).toISOString();
  return iso.replace("Z", "+00:00");
}
