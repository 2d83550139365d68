/** Text for HTML (an attribute or an element's content). */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A small page of a provider the emulator plays (the card issuer's challenge, PayPal's window): plain
 * HTML, never stored, with its own inline script where it answers the shop's page by postMessage.
 */
export const providerPage = (title: string, body: string): Response =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:15px/1.45 system-ui,sans-serif;margin:0;padding:1rem;color:#1d1d1b;background:#fff}
h1{font-size:1.15rem;margin:0 0 .5rem}label{display:block;margin:.75rem 0 .25rem}input{font:inherit;padding:.45rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.5rem 1rem;margin:.75rem .5rem 0 0;cursor:pointer}</style></head><body>${body}</body></html>`,
    { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } },
  );
