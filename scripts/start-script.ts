// The page's start script (app/framework/startup/start-script.ts) as the render inlines it: bundled by esbuild
// into one classic script (an inline script cannot be a module that imports), for the browsers the
// client build targets. The same source gives the same bytes, so a kept page's inline-script hashes
// (worker/edge-cache/page-cache.ts) hold for every answer of a build. Used by scripts/build.mjs, which
// writes it into the client manifest, and by the unit tests, which run it.
import path from "node:path";
import { build } from "esbuild";

export const START_SCRIPT_SOURCE = "app/framework/startup/start-script.ts";
/** The browsers the client build targets (scripts/build.mjs), the start script's too. */
export const BROWSER_TARGET = ["es2022", "chrome111", "firefox111", "safari16.4"];

export async function bundleStartScript({
  root,
  target = BROWSER_TARGET,
  minify = true,
}: {
  root: string;
  target?: string[];
  minify?: boolean;
}): Promise<string> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, START_SCRIPT_SOURCE)],
    bundle: true,
    format: "iife",
    platform: "browser",
    target,
    minify,
    legalComments: "none",
    // Not the project's tsconfig: its strict mode would have esbuild begin the script with "use strict",
    // which after the bootstrap data it follows in the same inline script is no directive, only bytes.
    tsconfigRaw: {},
    write: false,
    logLevel: "warning",
  });
  const code = result.outputFiles?.[0]?.text.trim();
  if (!code) throw new Error(`${START_SCRIPT_SOURCE} bundled to nothing`);
  return code;
}
