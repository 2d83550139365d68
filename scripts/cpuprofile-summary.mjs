// Inclusive and self time of a .cpuprofile (node scripts/cpuprofile-summary.mjs file [n] [filter]).
import { readFileSync } from "node:fs";

const [file, n = "40", filter = ""] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const self = new Map();
for (let i = 0; i < profile.samples.length; i++)
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
const name = (node) =>
  `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").pop()}:${node.callFrame.lineNumber + 1}`;
const inclusive = new Map();
const selfBy = new Map();
let busy = 0;
for (const [id, us] of self) {
  const leaf = byId.get(id);
  if (leaf.callFrame.functionName === "(idle)") continue;
  busy += us;
  selfBy.set(name(leaf), (selfBy.get(name(leaf)) ?? 0) + us);
  // Each function once per stack (recursion counted once).
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = name(byId.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
const table = (map) =>
  [...map]
    .filter(([key]) => key.includes(filter))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(n))
    .map(([key, us]) => ({ fn: key.slice(0, 90), ms: +(us / 1000).toFixed(0), pct: +((100 * us) / busy).toFixed(1) }));
console.log(`busy (not idle): ${(busy / 1000).toFixed(0)} ms`);
console.log("inclusive");
console.table(table(inclusive));
console.log("self");
console.table(table(selfBy));
