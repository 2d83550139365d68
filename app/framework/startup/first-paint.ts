import type { SnippetTree } from "../../../kv-schemas/snippets";
import type { Bootstrap } from "../../bootstrap";

/**
 * How long a page waits for its first frame before it starts the browser bundle anyway: a tab opened
 * in the background gets no frames (no requestAnimationFrame) and still hydrates, its timers throttled
 * to about a second.
 */
export const START_FALLBACK_MS = 1000;

/**
 * Loads and starts the browser bundle once the browser has painted the server's HTML (issue 15).
 * Scripts in the head (module scripts, modulepreload) are fetched beside the stylesheet and run as
 * soon as they are there, which on a fast connection is before the first paint: the shopper waited
 * for the framework's evaluation and hydration to see a page that had already arrived, and Lighthouse
 * counts every script that arrived before the paint as holding it. requestAnimationFrame runs just
 * before the first frame (never while the stylesheet still blocks rendering); the timeout inside it
 * runs once that frame is painted. Then every file of the first load is preloaded at once (no import
 * waterfall), the page's texts are fetched (into the bootstrap's `snippets`) and the entry imported.
 * Its static imports are imported first, each in a task of its own: importing the entry alone ran the
 * framework's evaluation and the entry's in one 40 ms task (160 ms under Lighthouse's 4x CPU
 * slowdown, most of it counted as blocking time).
 */
export function startAfterFirstPaint(boot: Bootstrap): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const { preload, imports, texts } = boot.start;
    for (const href of preload) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    }
    const pending: Record<string, Promise<SnippetTree>> = {};
    boot.snippets = pending;
    for (const [langCode, file] of Object.entries(texts)) {
      pending[langCode] = fetch(file).then((response) => {
        if (!response.ok) throw new Error(`${file} answered ${response.status}`);
        return response.json() as Promise<SnippetTree>;
      });
    }
    const importInTurn = ([file, ...later]: readonly string[]) => {
      if (!file) return;
      void import(file).then(() => {
        if (later.length) setTimeout(() => importInTurn(later));
      });
    };
    importInTurn(imports);
  };
  requestAnimationFrame(() => setTimeout(start));
  setTimeout(start, START_FALLBACK_MS);
}
