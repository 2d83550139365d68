import { describe, expect, it } from "vitest";
import { call, jar } from "./helpers";

/**
 * The page-title list, per route, as a shopper's browser lands on it: a new visitor who answered the
 * cookie banner, redirects followed with the cookies they set (a guest on an account page ends on the
 * login). The title is the server's: the browser shows the document's <title> before any script runs.
 * These were one browser test each (tests/e2e/titles.spec.ts keeps the client-side navigation's title).
 */
const TITLES: [string, string][] = [
  ["/", "Your shopping cart is empty"],
  ["/login/", "Login"],
  ["/account-creation/", "Create an account"],
  ["/password-recovery/", "Password recovery"],
  ["/reset-password/", "Reset your password"],
  ["/cart/", "Shopping cart"],
  ["/hello/", "Hello"],
  ["/information/privacy-policy/", "Privacy policy"],
  ["/account/recover/password/", "Change your password"],
  ["/social-summary/", "Signing you in"],
  ["/parcel-locker/", "Choose a parcel locker"],
  ["/newsletter-subscribe/", "Newsletter subscription"],
  ["/account/profile/", "Login"],
  ["/account/addresses/", "Login"],
  ["/account/orders/", "Login"],
  ["/projects/", "Login"],
  ["/checkout/", "Login"],
  ["/order-success/", "Login"],
  ["/payment-failure/", "Login"],
  ["/de/login/", "Anmelden"],
  ["/de/cart/", "Warenkorb"],
  ["/uk/information/privacy-policy/", "Політика конфіденційності"],
];

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];

/** Loads a page as a browser's navigation does: redirects followed (at most five), cookies kept. */
async function land(path: string): Promise<{ path: string; response: Response }> {
  let cookie = "es-consent=none";
  let current = path;
  for (let hops = 0; hops < 5; hops++) {
    const response = await call(current, { headers: { cookie, accept: "text/html" } });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { path: current, response };
    cookie = jar(cookie, response);
    current = location;
  }
  throw new Error(`${path}: more than five redirects`);
}

describe("page titles, where a shopper lands", () => {
  it.each(TITLES)('%s is titled "%s"', async (path, title) => {
    const { path: landed, response } = await land(path);
    expect(response.status, landed).toBe(200);
    expect(titleOf(await response.text())).toBe(`${title} | Edge Print Shop`);
    // A guest on an account page is on the login, not shown the page's own title by mistake.
    if (title === "Login" && path !== "/login/") expect(landed).toBe(`/login/?redirect=${encodeURIComponent(path)}`);
  });
});
