// Busy time of a .cpuprofile by phase of a page request: the first rule whose function is on the stack wins.
// node scripts/cpuprofile-phases.mjs file
import { readFileSync } from "node:fs";

const RULES = [
  ["JSON.parse of answers (ofetch parseResponse)", /^parse$|parseResponse/],
  ["Store API client (ofetch, api-client)", /^\$fetchRaw\d*$|^\$fetch\d*$|^invoke$|^createAPIClient$/],
  ["bootstrap (dehydrate, serialise)", /^dehydrate$|serializeForScript|withSessionToRefresh|routerHydrationData/],
  [
    "React render",
    /^performWork$|^retryNode$|^renderElement$|^flushCompletedQueues$|^createRequest|renderToReadableStream|^prerender$/,
  ],
  ["route loaders", /^callLoaderOrAction$|^loadRouteData|^callDataStrategy|Loader$|loader/],
  ["route matching (static handler)", /^queryImpl$|^query$|^matchRoutes|^match$/],
  ["insertAfterHead", /insertAfterHead|^transform$/],
  ["garbage collector", /\(garbage collector\)/],
  ["(program)", /^\(program\)$/],
];
const [file] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const totals = new Map();
let busy = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  if (byId.get(id).callFrame.functionName === "(idle)") continue;
  const us = profile.timeDeltas[i] ?? 0;
  busy += us;
  const names = [];
  for (let at = id; at !== undefined; at = parent.get(at)) names.push(byId.get(at).callFrame.functionName);
  const phase = RULES.find(([, re]) => names.some((n) => re.test(n)))?.[0] ?? "other";
  totals.set(phase, (totals.get(phase) ?? 0) + us);
}
console.table(
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .map(([phase, us]) => ({ phase, ms: +(us / 1000).toFixed(0), pct: +((100 * us) / busy).toFixed(1) })),
);
if (process.argv[3]) {
  // The heaviest stacks (top frames) of one phase.
  const wanted = process.argv[3];
  const stacks = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i];
    if (byId.get(id).callFrame.functionName === "(idle)") continue;
    const frames = [];
    for (let at = id; at !== undefined; at = parent.get(at)) frames.push(byId.get(at).callFrame);
    const names = frames.map((f) => f.functionName);
    const phase = RULES.find(([, re]) => names.some((n) => re.test(n)))?.[0] ?? "other";
    if (phase !== wanted) continue;
    const key = frames
      .slice(0, 4)
      .map((f) => `${f.functionName || "anon"}:${f.lineNumber + 1}`)
      .join(" < ");
    stacks.set(key, (stacks.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  console.table(
    [...stacks]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 40)
      .map(([stack, us]) => ({ stack: stack.slice(0, 150), ms: +(us / 1000).toFixed(0) })),
  );
}
