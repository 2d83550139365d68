const fingerprints = new WeakMap<object, string>();

/** A short hash of shop-wide data (FNV-1a over its JSON), computed once per object an isolate holds. */
export function fingerprint(value: object): string {
  let known = fingerprints.get(value);
  if (known) return known;
  const text = JSON.stringify(value);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  known = `${(hash >>> 0).toString(36)}${text.length.toString(36)}`;
  fingerprints.set(value, known);
  return known;
}
