import type { SnippetTree } from "../../kv-schemas/snippets";

/** Deep-merges snippet trees; later trees win key by key. */
export function mergeSnippets(...trees: SnippetTree[]): SnippetTree {
  const out: SnippetTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const current = out[key];
      out[key] = typeof value === "object" && typeof current === "object" ? mergeSnippets(current, value) : value;
    }
  }
  return out;
}
