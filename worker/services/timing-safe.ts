/** Compares a given secret with the expected one in time that does not depend on where they differ. */
export function timingSafeEqual(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let difference = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) difference |= (a[i % Math.max(a.length, 1)] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}
