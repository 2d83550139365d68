import { FALLBACK_LOCALE, type Translate } from "../../app/i18n/i18n";
import { createTranslate } from "../../app/i18n/i18n";
import type { SiteConfig } from "../../kv-schemas/site-config";
import { clientManifest } from "./manifest";
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export interface StaticErrorPageOptions {
  locale?: string;
  homeHref?: string;
  backHref?: string | null;
  stylesheets?: string[];
  /** The shop's configuration when one is known: its name or logo, colours and store information. */
  site?: SiteConfig | null;
  /** The host the shopper asked, the only name to show when no configuration is known. */
  host?: string;
}

/** The default layout's header (app/layouts/Header.tsx's markup): the logo or the shop's name, home. */
function header(t: Translate, home: string, options: StaticErrorPageOptions): string {
  const name = options.site?.salesChannel.name ?? options.host ?? "";
  const logo = options.site?.theme.media.logo;
  const mark = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(name)}" height="32">`
    : `<span class="logo__text">${escapeHtml(name)}</span>`;
  return (
    `<header class="site-header"><a class="skip-link" href="#main">${escapeHtml(t("header.skipToContent"))}</a>` +
    `<div class="site-header__bar container"><a class="logo" href="${escapeHtml(home)}">${mark}</a></div></header>`
  );
}

/** The default layout's footer with what the configuration says (app/layouts/StoreInformation.tsx's markup). */
function footer(t: Translate, site: SiteConfig): string {
  const a = site.storeInformation.companyAddress;
  const line = (text: string) => (text ? `${escapeHtml(text)}<br>` : "");
  return (
    `<footer class="site-footer"><div class="container site-footer__grid"><section class="site-footer__column" aria-labelledby="store-information">` +
    `<h2 id="store-information" class="site-footer__heading">${escapeHtml(t("footer.storeInformation"))}</h2>` +
    `<address><strong>${escapeHtml(a.company)}</strong><br>${line(a.street)}${line(a.additionalLine1)}${line(a.additionalLine2)}${escapeHtml(`${a.zipcode} ${a.city}`)}<br>` +
    `${escapeHtml(t("footer.phone"))}: <a href="tel:${escapeHtml(a.phoneNumber.replace(/[^+\d]/g, ""))}">${escapeHtml(a.phoneNumber)}</a><br>` +
    `${escapeHtml(t("footer.email"))}: <a href="mailto:${escapeHtml(a.email)}">${escapeHtml(a.email)}</a></address></section></div>` +
    `<p class="site-footer__copyright container">${escapeHtml(t("footer.copyright", { year: new Date().getUTCFullYear(), company: a.company }))}</p></footer>`
  );
}

/**
 * The error page for failures before React can render (no site configuration, an overlong URL, a
 * refused form post): the same texts and structure as the app's error page, as plain HTML, in the
 * default layout's header and footer. React's header needs the shop (navigation,
 * cart, session), which is often what failed, so this one shows what the configuration gives: the
 * logo or name linking home and the store information. Without any configuration the header names
 * the host and there is no footer: nothing is known to put in it.
 */
export function staticErrorPage(status: number, options: StaticErrorPageOptions = {}): string {
  // The few texts it needs come with the manifest: this page must render when no file can be read.
  const texts = clientManifest().texts.errorPage;
  const locale = options.locale && texts[options.locale] ? options.locale : FALLBACK_LOCALE;
  const t = createTranslate(locale, texts[locale] ?? {}, texts[FALLBACK_LOCALE]);
  const pick = (kind: "title" | "description") => {
    const key = `errorPage.${kind}.${status}`;
    const value = t(key);
    return value === key ? t(`errorPage.${kind}.500`) : value;
  };
  const home = options.homeHref ?? "/";
  const back = options.backHref ?? home;
  const site = options.site ?? null;
  const css = (options.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  const colours = site
    ? ` style="--color-primary:${escapeHtml(site.theme.styles.primaryColor)};--color-secondary:${escapeHtml(site.theme.styles.secondaryColor)}"`
    : "";
  const icon = `<link rel="icon" href="${escapeHtml(site?.theme.favicon || "/favicon.svg")}">`;
  const title = site
    ? `${t("pageTitle.error", { status })} | ${site.salesChannel.name}`
    : t("pageTitle.error", { status });
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(locale)}"${colours}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${css}${icon}</head>` +
    `<body><div class="layout layout--default">${header(t, home, options)}<main id="main" class="site-main container"><div class="page page--error">` +
    `<section class="error-page" aria-labelledby="error-status">` +
    `<h1 id="error-status" class="error-page__status">${status}</h1><p class="error-page__title">${escapeHtml(pick("title"))}</p>` +
    `<p class="error-page__description">${escapeHtml(pick("description"))}</p><div class="error-page__actions">` +
    `<a class="button button--primary" href="${escapeHtml(home)}">${escapeHtml(t("errorPage.home"))}</a>` +
    `<a class="button" href="${escapeHtml(back)}">${escapeHtml(t("errorPage.back"))}</a></div></section></div></main>` +
    `${site ? footer(t, site) : ""}</div></body></html>`
  );
}
