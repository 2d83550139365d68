/**
 * The sales channel's default context hash per domain: what a new visitor's session is (Shopware
 * creates the default context for a token it does not know), so that a new visitor is served the page
 * kept under it without a Store API call. The Worker learns it from the context a new visitor's render
 * reads, keeps it in the isolate, and in the location's cache beside the pages (under the same
 * version, so a purge forgets it too) for isolates that have not rendered for a new visitor yet. A
 * default that changed (a new rule) is learned again from the next new visitor's render: until then
 * new visitors are looked up under the old hash, whose pages were made for the old default and expire
 * with the TTL.
 */
const known = new Map<string, { hash: string; version: string }>();

const entryKey = (origin: string, version: string, domainId: string) =>
  new Request(`${origin}/__edge-cache/${version}/default-context/${domainId}`, { method: "GET" });
const HASH = /^[0-9a-f]{32}$/;

/** The default context hash of a domain, or null while no render has read it. */
export async function defaultContextHash(
  cache: Cache,
  origin: string,
  version: string,
  domainId: string,
): Promise<string | null> {
  const memo = known.get(domainId);
  // Learned under another version (before a purge or a new build): the pages under this one need it kept again.
  if (memo?.version === version) return memo.hash;
  try {
    const stored = await cache.match(entryKey(origin, version, domainId));
    const hash = stored ? (await stored.text()).trim() : "";
    if (!HASH.test(hash)) return null;
    known.set(domainId, { hash, version });
    return hash;
  } catch (error) {
    console.warn("edge cache: the default context is not readable", error);
    return null;
  }
}

/** The isolate's default context hash of a domain, without a lookup (null when it has none). */
export const knownDefaultContextHash = (domainId: string): string | null => known.get(domainId)?.hash ?? null;

/** Forgets what this isolate learned, as a new isolate starts (tests: the location's cache still has it). */
export const forgetDefaultContexts = (): void => known.clear();

/** What a new visitor's render read: the domain's default context hash from now on. */
export async function rememberDefaultContext(
  cache: Cache,
  origin: string,
  version: string,
  domainId: string,
  hash: string,
  keepSeconds: number,
): Promise<void> {
  const memo = known.get(domainId);
  if (memo?.hash === hash && memo.version === version) return;
  known.set(domainId, { hash, version });
  await cache.put(
    entryKey(origin, version, domainId),
    new Response(hash, { headers: { "cache-control": `public, max-age=${keepSeconds}` } }),
  );
}
