import { FALLBACK_LOCALE } from "../../app/i18n/i18n";
import deDE from "../../app/i18n/locales/de-DE.json";
import enGB from "../../app/i18n/locales/en-GB.json";
import ukUA from "../../app/i18n/locales/uk-UA.json";
import { createTranslate } from "../../app/i18n/i18n";
import type { SnippetTree } from "../../kv-schemas/snippets";

const TEXTS: Record<string, SnippetTree> = { "en-GB": enGB, "de-DE": deDE, "uk-UA": ukUA };
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The error page for failures before React can render (no site configuration, an overlong URL):
 * the same texts and structure as the app's error page, as plain HTML.
 */
export function staticErrorPage(status: number, options: { locale?: string; homeHref?: string; backHref?: string | null; stylesheets?: string[] } = {}): string {
  const locale = options.locale && TEXTS[options.locale] ? options.locale : FALLBACK_LOCALE;
  const t = createTranslate(locale, TEXTS[locale]!, enGB);
  const pick = (kind: "title" | "description") => {
    const key = `errorPage.${kind}.${status}`;
    const value = t(key);
    return value === key ? t(`errorPage.${kind}.500`) : value;
  };
  const home = options.homeHref ?? "/";
  const back = options.backHref ?? home;
  const css = (options.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(t("pageTitle.error", { status }))}</title>${css}</head>` +
    `<body><main id="main" class="page page--error"><section class="error-page" aria-labelledby="error-status">` +
    `<h1 id="error-status" class="error-page__status">${status}</h1><p class="error-page__title">${escapeHtml(pick("title"))}</p>` +
    `<p class="error-page__description">${escapeHtml(pick("description"))}</p><div class="error-page__actions">` +
    `<a class="button button--primary" href="${escapeHtml(home)}">${escapeHtml(t("errorPage.home"))}</a>` +
    `<a class="button" href="${escapeHtml(back)}">${escapeHtml(t("errorPage.back"))}</a></div></section></main></body></html>`
  );
}
