import type { DehydratedState } from "@tanstack/react-query";
import type { SnippetTree } from "../kv-schemas/snippets";
import type { HydrationState } from "react-router";
import type { DocumentAssets } from "./lib/assets";
import type { ConfiguredPages } from "./framework/configured-pages";
import type { ErrorReportingSettings } from "./monitoring/settings";
import type { Notification } from "./state/notifications";

/** What the start script (app/framework/startup/start-script.ts) loads once the page is painted: written by the render, per page. */
export interface StartFiles {
  /** Every script file of the first load (the entry, its imports, the screen's and layout's chunks): preloaded at once. */
  preload: string[];
  /** The entry's static imports (the framework chunk…), then the entry: imported in this order, one task each. */
  imports: string[];
  /** The page's texts by language: each language's versioned snippet file (worker/ssr/snippet-files). */
  texts: Record<string, string>;
}

/** What the server hands the browser in the page: the query cache, notices, the build and assets. */
export interface Bootstrap {
  queries: DehydratedState;
  notifications: Omit<Notification, "id">[];
  build: { id: string; version: string };
  assets: DocumentAssets;
  /** The CMS element types the page shows: the browser starts loading their islands at once. */
  slotTypes: string[];
  /** The router's loader data and route errors (app/framework/hydration-data). */
  router: HydrationState;
  /** Where the configuration puts the privacy policy and the confirmation pages (app/framework/configured-pages). */
  pages: ConfiguredPages;
  /** The start script's files: what it preloads, imports and fetches after the first paint. */
  start: StartFiles;
  /**
   * Not from the server: the page's texts are not in the page (they were a quarter of it). The start
   * script (app/framework/startup/start-script.ts) fetches each language's versioned snippet file and leaves the
   * answers here by language; the entry puts them in the query cache before hydrating.
   */
  snippets?: Record<string, Promise<SnippetTree>>;
  /** Present only when the Worker has a SENTRY_DSN: the browser then loads error reporting once interactive. */
  errorReporting?: ErrorReportingSettings;
}

export const BOOTSTRAP_GLOBAL = "__ES_BOOT__";

declare global {
  interface Window {
    /** Assigned by the page's inline script, before the start script runs. */
    [BOOTSTRAP_GLOBAL]?: Bootstrap;
  }
}

/** JSON that is safe inside a <script> element: no "</script>", no HTML comments, no line separators. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
