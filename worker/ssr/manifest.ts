import * as z from "zod/mini";
import { buildMetaSchema } from "../../kv-schemas/build-meta";
import { snippetTreeSchema } from "../../kv-schemas/snippets";
import raw from "../../dist/client-manifest.json";

/** What the client build (scripts/build.mjs) wrote: hashed files per entry and per lazily loaded screen. */
export const clientManifestSchema = z.object({
  build: buildMetaSchema,
  entry: z.object({ file: z.string(), imports: z.array(z.string()) }),
  stylesheets: z.array(z.string()),
  modules: z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()) })),
  /** The page's inline start script (app/framework/startup/start-script.ts), bundled by the build. */
  startScript: z.string().check(z.minLength(1)),
  /** The storefront's own texts (scripts/default-texts.mjs): a static file per language, and the error page's few. */
  texts: z.object({
    files: z.record(z.string(), z.string().check(z.startsWith("/assets/texts/"))),
    errorPage: z.record(z.string(), snippetTreeSchema),
  }),
});
export type ClientManifest = z.infer<typeof clientManifestSchema>;

let parsed: ClientManifest | null = null;

/** The manifest, checked once per isolate: a broken build fails loudly instead of serving dead links. */
export function clientManifest(): ClientManifest {
  parsed ??= clientManifestSchema.parse(raw);
  return parsed;
}

/**
 * Script files to preload for the given screen modules: the entry, its static imports, and each
 * screen's file with its own. All are fetched at once; none runs before the first paint (app/framework/startup/first-paint).
 */
export function modulePreloads(manifest: ClientManifest, screenModules: readonly string[]): string[] {
  const files = new Set<string>([manifest.entry.file, ...manifest.entry.imports]);
  for (const module of screenModules) {
    const entry = manifest.modules[module];
    if (!entry) continue;
    files.add(entry.file);
    for (const imported of entry.imports) files.add(imported);
  }
  return [...files];
}
