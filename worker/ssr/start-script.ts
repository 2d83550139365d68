import { BOOTSTRAP_GLOBAL, serializeForScript } from "../../app/bootstrap";
import { LINK_SECRET_PARAMETERS } from "../../app/lib/link-secrets";

/**
 * How long a page waits for its first frame before it starts the browser bundle anyway: a tab opened
 * in the background gets no frames (no requestAnimationFrame) and still hydrates, its timers throttled
 * to about a second.
 */
export const START_FALLBACK_MS = 1000;

/** What the start script loads: the first load's script files, its entry, and the page's texts by language. */
export interface StartFiles {
  entry: string;
  /** The entry's static imports (the framework chunk…), run one per task before it. */
  entryImports: readonly string[];
  scripts: readonly string[];
  snippets: Readonly<Record<string, string>>;
}

/**
 * The inline script that loads and starts the browser bundle once the browser has painted the
 * server's HTML (issue 15). Scripts in the head (module scripts, modulepreload) are fetched beside
 * the stylesheet and run as soon as they are there, which on a fast connection is before the first
 * paint: the shopper waited for the framework's evaluation and hydration to see a page that had
 * already arrived, and Lighthouse counts every script that arrived before the paint as holding it.
 * requestAnimationFrame runs just before the first frame (never while the stylesheet still blocks
 * rendering); the timeout inside it runs once that frame is painted. Then every file of the first
 * load is preloaded at once (no import waterfall), the page's texts are fetched (the bootstrap's
 * `snippets`) and the entry imported. Its static imports are imported first, each in a task of its
 * own: importing the entry alone ran the framework's evaluation and the entry's in one 40 ms task
 * (160 ms under Lighthouse's 4x CPU slowdown, most of it counted as blocking time).
 */
export function startAfterFirstPaint(files: StartFiles): string {
  return `${removeLinkSecrets(LINK_SECRET_PARAMETERS)}(function(){var started=0,start=function(){if(started)return;started=1;${serializeForScript(files.scripts)}.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});var texts=${serializeForScript(files.snippets)},pending=window.${BOOTSTRAP_GLOBAL}.snippets={};Object.keys(texts).forEach(function(lang){pending[lang]=fetch(texts[lang]).then(function(r){if(!r.ok)throw new Error(texts[lang]+" answered "+r.status);return r.json()})});var steps=${serializeForScript([...files.entryImports, files.entry])},next=function(i){import(steps[i]).then(function(){if(i+1<steps.length)setTimeout(function(){next(i+1)})})};next(0)};requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,${START_FALLBACK_MS})})();`;
}

/**
 * The first thing the page's own script does (issue 25): the link secrets (app/lib/link-secrets) leave
 * the address bar with `history.replaceState`, before the browser bundle, the tag manager or the error
 * reporter can read `location.href`. The page needs nothing of them from the address: its loaders put
 * them into the server-rendered data and the forms' hidden fields. Other parameters and the fragment
 * stay; an address without secrets is not touched. A browser that cannot do it keeps the address.
 */
export function removeLinkSecrets(names: readonly string[]): string {
  return `(function(){try{var url=new URL(location.href),query=url.searchParams,found=0;${serializeForScript(names)}.forEach(function(name){if(query.has(name)){query.delete(name);found=1}});if(found)history.replaceState(history.state,"",url.pathname+url.search+url.hash)}catch(e){}})();`;
}
