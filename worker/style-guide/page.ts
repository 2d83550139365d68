/**
 * The style guide (docs/design-system.md): every token and component of app/styles on one page, with
 * the app's own stylesheet, so a change to a component can be seen in one place before it is seen in
 * a flow. Plain HTML: nothing here hydrates, and the production Worker carries only this string builder.
 * The markup mirrors the components' (ProductCard, ProductPrice, Rating, Drawer): when theirs changes,
 * change it here, or the page shows what the shop no longer renders.
 */

const COLOURS = [
  ["primary", "links, the main button, the stepper's signs"],
  ["primary-hover", "the main button under the pointer"],
  ["on-primary", "text on primary, danger, success"],
  ["secondary", "the focus ring, a link under the pointer"],
  ["text", "body text"],
  ["muted", "hints, tax notes, list prices"],
  ["border", "card and divider lines"],
  ["border-strong", "input borders (3:1 against white)"],
  ["surface", "hover, placeholders, quiet panels"],
  ["background", "the page"],
  ["success", "done, in stock"],
  ["success-surface", "a success notice's tint"],
  ["danger", "errors, sale prices"],
  ["danger-surface", "a danger notice's tint"],
  ["warning", "needs attention"],
  ["warning-surface", "a warning notice's tint"],
  ["info", "for your information"],
  ["info-surface", "an info notice's tint"],
  ["rating", "the stars' fill"],
] as const;

const TYPE = ["xs", "sm", "base", "lg", "xl", "2xl"] as const;
const SPACES = ["1", "2", "3", "4", "5", "6", "8"] as const;
const RADII = ["sm", "", "lg", "pill"] as const;
const SHADOWS = ["1", "2", "3"] as const;

/** The page's own layout: how specimens sit, nothing a component uses. */
const GUIDE_CSS = `
.sg{padding-block:var(--space-5) var(--space-8)}
.sg-section{margin-block:var(--space-6);padding-block-start:var(--space-5);border-top:1px solid var(--color-border)}
.sg-specimen{display:flex;flex-wrap:wrap;align-items:flex-start;gap:var(--space-4);padding:var(--space-4);background:var(--color-background)}
.sg-specimen--column{flex-direction:column;align-items:stretch;max-width:26rem}
.sg-swatches{display:grid;grid-template-columns:repeat(auto-fill,minmax(6.5rem,1fr));gap:var(--space-3);margin:0;padding:0;list-style:none}
.sg-swatch{display:grid;gap:var(--space-1);font-size:var(--text-sm)}
.sg-swatch__chip{height:2.5rem;border:1px solid var(--color-border);border-radius:var(--radius)}
.sg-token{font-family:ui-monospace,monospace;font-size:var(--text-sm)}
.sg-box{display:grid;place-items:center;width:5.5rem;height:5.5rem;border:1px solid var(--color-border);background:var(--color-background);font-size:var(--text-sm)}
.sg-bar{height:var(--space-4);background:var(--color-primary)}
.sg-focus{outline:var(--focus-ring);outline-offset:var(--focus-offset)}
.sg-card{width:min(100%,14rem)}
.sg-frame{position:relative;width:100%;height:24rem;overflow:hidden;border:1px solid var(--color-border);background:var(--color-surface)}
.sg-frame>.drawer,.sg-frame>.dialog{position:absolute;margin:0;z-index:auto}
.sg-frame>.drawer{inset:0 0 0 auto;height:100%;width:min(20rem,85%)}
.sg-frame>.dialog{inset:50% auto auto 50%;transform:translate(-50%,-50%);width:min(22rem,90%);animation:none}
.sg-frame__backdrop{position:absolute;inset:0;background:var(--color-backdrop)}
.sg-toast{position:static;max-width:26rem}
`;

const section = (id: string, title: string, body: string) =>
  `<section class="sg-section" id="${id}" aria-labelledby="${id}-title"><h2 id="${id}-title">${title}</h2>${body}</section>`;

const specimen = (name: string, body: string, column = false) =>
  `<div class="sg-specimen${column ? " sg-specimen--column" : ""}" data-specimen="${name}">${body}</div>`;

const swatches = () =>
  `<p>Each swatch is <code class="sg-token">--color-</code> and its name; its use shows on hover.</p><ul class="sg-swatches">${COLOURS.map(
    ([name, use]) =>
      `<li class="sg-swatch" title="${use}"><span class="sg-swatch__chip" style="background:var(--color-${name})"></span><code class="sg-token">${name}</code></li>`,
  ).join("")}</ul>`;

const typeScale = () =>
  TYPE.map(
    (size) =>
      `<p style="font-size:var(--text-${size});margin:0"><code class="sg-token">--text-${size}</code> Fresh bread, every morning</p>`,
  ).join("");

const spacing = () =>
  SPACES.map(
    (step) =>
      `<div><code class="sg-token">--space-${step}</code><div class="sg-bar" style="width:var(--space-${step})"></div></div>`,
  ).join("");

const radii = () =>
  RADII.map((name) => {
    const token = name ? `--radius-${name}` : "--radius";
    return `<div class="sg-box" style="border-radius:var(${token})"><code class="sg-token">${token}</code></div>`;
  }).join("");

const shadows = () =>
  SHADOWS.map(
    (level) =>
      `<div class="sg-box" style="border:0;box-shadow:var(--shadow-${level})"><code class="sg-token">--shadow-${level}</code></div>`,
  ).join("");

const buttons = () =>
  `<button type="button" class="button button--primary">Add to cart</button>` +
  `<button type="button" class="button button--secondary">Save for later</button>` +
  `<button type="button" class="button button--small">Small</button>` +
  `<button type="button" class="button button--primary button--small">Small primary</button>` +
  `<button type="button" class="button button--primary" disabled>Disabled</button>` +
  `<a class="button" href="#buttons">A link as a button</a>`;

const fields = () =>
  `<div class="field"><label class="field__label" for="sg-email">Email address</label>` +
  `<input class="field__input" id="sg-email" type="email" autocomplete="email" aria-describedby="sg-email-hint" value="">` +
  `<p class="field__hint" id="sg-email-hint">We send the order confirmation here.</p></div>` +
  `<div class="field field--invalid"><label class="field__label" for="sg-zip">Postcode <span class="field__required" aria-hidden="true">*</span></label>` +
  `<input class="field__input" id="sg-zip" type="text" autocomplete="postal-code" aria-invalid="true" aria-describedby="sg-zip-error" value="12">` +
  `<p class="field__error" id="sg-zip-error">Enter a postcode of five digits.</p></div>` +
  `<div class="field"><label class="field__label" for="sg-country">Country</label>` +
  `<select class="field__input" id="sg-country"><option>Germany</option><option>Austria</option></select></div>`;

const stepper = () =>
  `<div class="stepper" role="group" aria-label="Quantity of Linen shirt">` +
  `<button type="button" class="stepper__button" aria-label="One less">−</button>` +
  `<input class="stepper__input" type="number" inputmode="numeric" min="1" max="99" value="2" aria-label="Quantity">` +
  `<button type="button" class="stepper__button" aria-label="One more">+</button></div>` +
  `<div class="stepper" role="group" aria-label="Quantity at its minimum">` +
  `<button type="button" class="stepper__button" aria-label="One less" disabled>−</button>` +
  `<input class="stepper__input" type="number" inputmode="numeric" min="1" max="99" value="1" aria-label="Quantity">` +
  `<button type="button" class="stepper__button" aria-label="One more">+</button></div>`;

/** What app/catalog/ProductCard.tsx renders for a reduced product without a cover image. */
const productCard = () =>
  `<div class="sg-card"><article class="product-card">` +
  `<a href="#card" class="product-card__image" tabindex="-1" aria-hidden="true"><span class="product-card__placeholder"></span><span class="badge badge--sale">-20%</span></a>` +
  `<div class="product-card__body"><h3 class="product-card__name"><a href="#card">Linen shirt</a></h3>` +
  `<div class="rating"><span class="rating__stars" aria-hidden="true"><span class="rating__fill" style="width:80%"></span></span><span class="visually-hidden">Rated 4 out of 5</span></div>` +
  `<div class="price price--small"><span class="price__current price__current--reduced">€39.96</span> <span class="price__list"><span class="visually-hidden">List price </span><s>€49.95</s></span><span class="price__saving"> Save 20%</span></div>` +
  `<p class="product-card__tax">Incl. VAT</p></div></article></div>`;

const card = () =>
  `<div class="card sg-card"><h3 class="card__title">Delivery</h3><p class="card__body">Two to three working days; free from €50.</p><div class="card__actions"><a class="button button--small" href="#card">Details</a></div></div>` +
  `<div class="card card--raised sg-card"><h3 class="card__title">Raised card</h3><p class="card__body">With --shadow-1 instead of a border.</p></div>` +
  productCard();

/** The Drawer component's markup (app/components/Drawer.tsx), open and in place rather than modal. */
const drawer = () =>
  `<div class="sg-frame"><div class="sg-frame__backdrop"></div>` +
  `<dialog open class="drawer drawer--end" aria-labelledby="sg-drawer-title"><div class="drawer__panel"><div class="drawer__header">` +
  `<h3 id="sg-drawer-title" class="drawer__title">Your cart</h3><button type="button" class="drawer__close" aria-label="Close the cart">×</button></div>` +
  `<p>Linen shirt, 2 × €39.96</p><a class="button button--primary" href="#drawer">Go to checkout</a></div></dialog></div>`;

const dialog = () =>
  `<div class="sg-frame"><div class="sg-frame__backdrop"></div>` +
  `<dialog open class="dialog" aria-labelledby="sg-dialog-title"><div class="dialog__panel"><h3 id="sg-dialog-title" class="dialog__title">Remove this item?</h3>` +
  `<p class="dialog__body">Linen shirt leaves your cart. You can add it again from its page.</p>` +
  `<div class="dialog__actions"><button type="button" class="button">Keep it</button><button type="button" class="button button--primary">Remove</button></div></div></dialog></div>`;

const NOTICES = [
  ["info", "Good to know", "Orders placed before 2 pm leave the same day."],
  ["success", "Saved", "Your address was saved."],
  ["warning", "Few left", "Only 3 in stock: we hold them for 20 minutes once they are in your cart."],
  ["danger", "Payment failed", "Your card was declined. Nothing was charged."],
] as const;

const notices = () =>
  NOTICES.map(
    ([kind, title, body]) =>
      `<div class="notice notice--${kind}"${kind === "danger" ? ' role="alert"' : ""}><p class="notice__title">${title}</p><p class="notice__body">${body}</p></div>`,
  ).join("") +
  `<div class="notifications sg-toast"><div class="notification notification--success" role="status"><span class="notification__message">A toast (.notification): floats, goes by itself.</span></div></div>`;

const badges = () =>
  `<span class="badge badge--inline">Topseller</span><span class="badge badge--inline badge--sale">-20%</span>` +
  `<span class="badge badge--inline badge--success">New</span><span class="badge badge--inline badge--neutral">Sold out</span>` +
  `<span class="header-entry__icon" style="margin:var(--space-2)"><svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM6.2 6l-.9-2H2v2h2l3.6 7.6L6.2 16H19v-2H8.4l1.1-2h7.4a2 2 0 0 0 1.8-1l3.6-6.5L20.6 4H6.2z"/></svg><span class="badge badge--count">3</span></span>`;

const prices = () =>
  `<div class="price price--small"><span class="price__current">€24.95</span></div>` +
  `<div class="price price--small"><span class="price__current price__current--reduced">€39.96</span> <span class="price__list"><span class="visually-hidden">List price </span><s>€49.95</s></span><span class="price__saving"> Save 20%</span><span class="price__reference">(€7.99 / 1 kg)</span></div>` +
  `<div class="price price--large"><span class="price__current">€129.00</span></div>`;

const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The page, with the app's stylesheets (the client manifest's); it has no script, so no nonce. */
export function styleGuidePage(stylesheets: readonly string[]): string {
  const css = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join("");
  const sections = [
    section("colour", "Colour", swatches()),
    section("type", "Type scale", specimen("type", typeScale(), true)),
    section("spacing", "Spacing", specimen("spacing", spacing(), true)),
    section("radius", "Radius", specimen("radius", radii())),
    section("shadow", "Shadows", specimen("shadow", shadows())),
    section(
      "focus",
      "Focus ring",
      specimen(
        "focus",
        `<button type="button" class="button button--primary sg-focus">Focused button</button><a class="sg-focus" href="#focus">Focused link</a>`,
      ),
    ),
    section("buttons", "Buttons", specimen("buttons", buttons())),
    section("fields", "Fields", specimen("fields", fields(), true)),
    section("stepper", "Stepper", specimen("stepper", stepper())),
    section("card", "Cards", specimen("card", card())),
    section("drawer", "Drawer", specimen("drawer", drawer())),
    section("dialog", "Dialog", specimen("dialog", dialog())),
    section("notices", "Notices", specimen("notices", notices(), true)),
    section("badges", "Badges", specimen("badges", badges())),
    section("price", "Price", specimen("price", prices(), true)),
  ].join("");
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>Style guide | Edge Storefront</title>${css}<style>${GUIDE_CSS}</style></head>` +
    `<body><main id="main" class="container sg"><h1>Style guide</h1>` +
    `<p>The design system's tokens and components (docs/design-system.md), drawn with the storefront's stylesheet. Development only.</p>` +
    `${sections}</main></body></html>`
  );
}
