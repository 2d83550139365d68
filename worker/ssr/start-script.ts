import { serializeForScript } from "../../app/bootstrap";

/**
 * How long a page waits for its first frame before it starts the browser bundle anyway: a tab opened
 * in the background gets no frames (no requestAnimationFrame) and still hydrates, its timers throttled
 * to about a second.
 */
export const START_FALLBACK_MS = 1000;

/**
 * The inline script that starts the browser bundle once the browser has painted the server's HTML
 * (issue 15): a module script starts as soon as its files are there, which on a fast connection is
 * before the first paint, so the shopper waited for the framework's evaluation and hydration before
 * seeing a page that had already arrived. requestAnimationFrame runs just before the first frame (not
 * while the stylesheet still blocks rendering); the timeout inside it runs once that frame is painted.
 * The files are already loading (modulepreload in the head), so only their evaluation waits.
 */
export function startAfterFirstPaint(entryFile: string): string {
  return `(function(){var started=0,start=function(){if(!started){started=1;import(${serializeForScript(entryFile)})}};requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,${START_FALLBACK_MS})})();`;
}
