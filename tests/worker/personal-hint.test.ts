import { describe, expect, it } from "vitest";
import { PERSONAL_HINT, PERSONAL_HINT_COOKIE } from "../../app/session/personal-hint";
import { call, cookieOf, firstProductId, jar, ORIGIN, registerCustomer } from "./helpers";

const json = { "content-type": "application/json", origin: ORIGIN };
const hintOf = (response: Response) => cookieOf(response, PERSONAL_HINT_COOKIE);
/** The cookies as the browser keeps them: one removed (Max-Age=0) is gone. */
const without = (cookie: string, name: string) =>
  cookie
    .split("; ")
    .filter((pair) => !pair.startsWith(`${name}=`))
    .join("; ");

async function fillCart(cookie: string): Promise<Response> {
  const id = await firstProductId(cookie);
  return call("/store-api/checkout/cart/line-item", {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({ items: [{ type: "product", id, referencedId: id, quantity: 1 }] }),
  });
}

describe("the browser's hint that a session has parts of its own (app/session/personal-hint)", () => {
  it("the reader in the page and the Worker's cookie name agree", () => {
    expect(PERSONAL_HINT.test(`${PERSONAL_HINT_COOKIE}=1`)).toBe(true);
    expect(PERSONAL_HINT.test(`sw-context-token=a; ${PERSONAL_HINT_COOKIE}=1`)).toBe(true);
    expect(PERSONAL_HINT.test(`x${PERSONAL_HINT_COOKIE}=1`)).toBe(false);
    expect(PERSONAL_HINT.test("sw-context-token=a")).toBe(false);
  });

  it("a new visitor gets none; a filled cart sets it, readable by the page, for the token's lifetime", async () => {
    const first = await call("/");
    expect(first.status).toBe(200);
    await first.text();
    expect(hintOf(first)).toBeUndefined();
    const cookie = jar("", first);
    const added = await fillCart(cookie);
    expect(added.status).toBe(200);
    const hint = hintOf(added);
    expect(hint).toMatch(new RegExp(`^${PERSONAL_HINT_COOKIE}=1;`));
    expect(hint).toMatch(/; Max-Age=31536000/);
    expect(hint).toMatch(/; Path=\//);
    expect(hint).not.toMatch(/HttpOnly/i);
    // Set once: the next answer in the same state says nothing.
    const next = await call("/", { headers: { cookie: jar(cookie, added) } });
    await next.text();
    expect(hintOf(next)).toBeUndefined();
  }, 20_000);

  it("a session from before the hint (a filled cart, no hint) gets it with its next page", async () => {
    const first = await call("/");
    await first.text();
    let cookie = jar("", first);
    cookie = jar(cookie, await fillCart(cookie));
    const page = await call("/", { headers: { cookie: without(cookie, PERSONAL_HINT_COOKIE) } });
    await page.text();
    expect(hintOf(page)).toMatch(new RegExp(`^${PERSONAL_HINT_COOKIE}=1;`));
  }, 20_000);

  it("a login sets it; once the logout's new guest session is known to have an empty cart, it is removed", async () => {
    const first = await call("/");
    await first.text();
    let cookie = jar("", first);
    const registered = await registerCustomer(cookie, `hint-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect(registered.status).toBe(200);
    expect(hintOf(registered)).toMatch(new RegExp(`^${PERSONAL_HINT_COOKIE}=1;`));
    cookie = jar(cookie, registered);
    const loggedOut = await call("/store-api/account/logout", {
      method: "POST",
      headers: { ...json, cookie },
      body: "{}",
    });
    expect(loggedOut.status).toBe(200);
    cookie = jar(cookie, loggedOut);
    // The new session's facts become known as a page reads its context and the browser (hinted) its cart.
    const page = await call("/", { headers: { cookie } });
    await page.text();
    cookie = jar(cookie, page);
    const cart = await call("/store-api/checkout/cart", { headers: { ...json, cookie } });
    expect(cart.status).toBe(200);
    const hints = [hintOf(loggedOut), hintOf(page), hintOf(cart)].filter(Boolean);
    expect(hints).toHaveLength(1);
    expect(hints[0]).toMatch(new RegExp(`^${PERSONAL_HINT_COOKIE}=; Max-Age=0;`));
  }, 20_000);
});
