import * as xssModule from "xss";
import type { IWhiteList } from "xss";

// xss is CommonJS: bundlers expose its exports as named exports, Vite's module runner (tests) as default.
const { FilterXSS } = (xssModule as typeof xssModule & { default?: typeof xssModule }).default ?? xssModule;

const TEXT_STYLE = ["style", "class"];
const WHITE_LIST: IWhiteList = {
  a: ["href", "title", "target", "rel", "class"],
  p: TEXT_STYLE,
  div: TEXT_STYLE,
  span: TEXT_STYLE,
  blockquote: TEXT_STYLE,
  h1: TEXT_STYLE,
  h2: TEXT_STYLE,
  h3: TEXT_STYLE,
  h4: TEXT_STYLE,
  h5: TEXT_STYLE,
  h6: TEXT_STYLE,
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  code: [],
  pre: [],
  br: [],
  hr: [],
  ul: ["class"],
  ol: ["class", "start"],
  li: TEXT_STYLE,
  table: ["class"],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  figure: [],
  figcaption: [],
  img: ["src", "alt", "width", "height", "loading"],
};

/**
 * The allow-list for CMS text (design: "CMS HTML sanitised"). One library on server and browser,
 * so both produce the same markup and hydration matches. Scripts, event handlers, javascript: URLs
 * and styles beyond text formatting are removed.
 */
const filter = new FilterXSS({
  whiteList: WHITE_LIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "template"],
  css: {
    whiteList: {
      "text-align": true,
      color: true,
      "background-color": true,
      "font-weight": true,
      "font-style": true,
      "text-decoration": true,
    },
  },
  onTagAttr(tag, name, value) {
    if (tag === "a" && name === "target") return value === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    return undefined;
  },
});

export function sanitizeHtml(html: string): string {
  return filter.process(html);
}
