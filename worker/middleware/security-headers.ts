import { createMiddleware } from "hono/factory";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { classifyPath } from "../../app/lib/paths";
import type { AppEnv } from "../env";

/**
 * Design section 6: a Content-Security-Policy with a fresh nonce for the inline bootstrap, and the
 * usual hardening headers, on every answer of ours: pages, error pages, redirects, proxy answers,
 * files. Scripts only from our origin or carrying the page's nonce (c.var.secureHeadersNonce, which
 * the SSR handler puts on its scripts). Styles allow inline attributes: CMS content carries text
 * alignment and colours. Images may come from the shop's media host (https); frames only from the
 * video hosts the CMS video elements use, and only after the shopper's click.
 *
 * The Referer is kept for our own origin (strict-origin-when-cross-origin): a form posted without
 * JavaScript returns to the page it came from, and the error page's "go back" needs it.
 * The emulator's pages (development only) play other parties and keep their own headers.
 */
export const securityHeaders = () => {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      // Our forms post to us, but a post may be answered with a 303 to another party's page: the payment
      // provider's 3-D Secure or PayPal page, the social provider's consent. Browsers hold such
      // redirects to form-action too, so those (always https) must stay allowed.
      formAction: ["'self'", "https:"],
      objectSrc: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    crossOriginResourcePolicy: "same-origin",
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (classifyPath(c.req.path) === "emulator") return next();
    return secure(c, async () => {
      await next();
      // An answer passed on from fetch() (a static file, the shop) has immutable headers: then a copy takes ours.
      try {
        c.res.headers.delete("x-powered-by");
      } catch {
        c.res = new Response(c.res.body, c.res);
      }
    });
  });
};
