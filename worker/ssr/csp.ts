/** A fresh nonce per page for the inline bootstrap script (design section 6). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Scripts only from our origin or carrying this page's nonce. Styles allow inline attributes: CMS
 * content carries text alignment and colours. Images may come from the shop's media host (https);
 * frames only from the video hosts the CMS video elements use.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // CMS video elements, loaded only after the shopper's click.
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
