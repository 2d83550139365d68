import type { SiteConfig } from "../../kv-schemas/site-config";

/**
 * What the shop's configuration says about the look, as CSS custom properties the stylesheet reads
 * (boxed mode max width, 1200 by default and in the stylesheet's fallback). The number
 * is a validated positive integer (kv-schemas/site-config), so nothing from outside reaches the CSS.
 */
export const configStyle = (config: SiteConfig): string =>
  `<style>:root{--boxed-max-width:${config.pwa.boxedModeMaxWidth}px}</style>`;

const HEAD = new TextEncoder().encode("<head>");
/** React writes `<head>` in the shell's first bytes; a document without one within this much passes unchanged. */
const SEARCH_LIMIT = 16 * 1024;

function indexOf(bytes: Uint8Array, pattern: Uint8Array): number {
  outer: for (let i = 0; i <= bytes.length - pattern.length; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
    return i;
  }
  return -1;
}

/**
 * Puts `html` right after the document's opening `<head>`, as the page streams. The Worker writes it,
 * not React: the browser then needs no code for it, and React's hydration passes over an element in
 * `<head>` it did not render (React 19 skips unexpected nodes in the document's head and body, and
 * keeps them when it renders the head again), so it stays through every client-side navigation.
 * The search works on bytes: `<head>` is ASCII, which never occurs inside a multi-byte UTF-8 character.
 */
export function insertAfterHead(body: ReadableStream<Uint8Array>, html: string): ReadableStream<Uint8Array> {
  const insert = new TextEncoder().encode(html);
  let pending = new Uint8Array(0);
  let searching = true;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (!searching) return controller.enqueue(chunk);
        const bytes = new Uint8Array(pending.length + chunk.length);
        bytes.set(pending);
        bytes.set(chunk, pending.length);
        const at = indexOf(bytes, HEAD);
        if (at === -1 && bytes.length < SEARCH_LIMIT) {
          pending = bytes;
          return;
        }
        searching = false;
        pending = new Uint8Array(0);
        if (at === -1) return controller.enqueue(bytes);
        const end = at + HEAD.length;
        controller.enqueue(bytes.subarray(0, end));
        controller.enqueue(insert);
        controller.enqueue(bytes.subarray(end));
      },
      flush(controller) {
        if (pending.length) controller.enqueue(pending);
      },
    }),
  );
}
