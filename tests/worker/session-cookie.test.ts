import { describe, expect, it } from "vitest";
import type { Bindings } from "../../worker/env";
import { SESSION_STATE_COOKIE } from "../../worker/services/session-state";
import { call, jar, ORIGIN, registerCustomer } from "./helpers";

/** The answer's context token cookies: there must never be more than one. */
const tokenCookies = (response: Response) =>
  response.headers.getSetCookie().filter((line) => line.startsWith("sw-context-token="));
const tokenIn = (line: string) => line.split(";")[0]!.split("=")[1]!;
const cacheOutcome = (response: Response) =>
  /(?:^|,\s*)cache;desc=(\w+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1];

/** The one cookie: the token, HttpOnly for a year on the whole site, SameSite=Lax (services/context-cookie). */
function expectOneTokenCookie(response: Response): string {
  const lines = tokenCookies(response);
  expect(lines).toHaveLength(1);
  const line = lines[0]!;
  expect(tokenIn(line)).toMatch(/^[A-Za-z0-9]{8,64}$/);
  expect(line).toMatch(/; Max-Age=31536000/);
  expect(line).toMatch(/; Path=\//);
  expect(line).toMatch(/; HttpOnly/);
  expect(line).toMatch(/; SameSite=Lax/);
  // The state cookie is signed for the same token (middleware/session-state reads it from the same variable).
  expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_STATE_COOKIE}=`))).toBe(true);
  return tokenIn(line);
}

/** A form as a page sends it: with JavaScript (asking for data) or without (answered with a 303). */
function form(fields: Record<string, string>, token: string, asData: boolean): RequestInit {
  return {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      referer: `${ORIGIN}/login/`,
      cookie: `sw-context-token=${token}`,
      ...(asData ? { "x-storefront-action": "1" } : {}),
    },
  };
}

describe("one place sets the session cookie (middleware/session-cookie)", () => {
  it("a new visitor's page: one token cookie; the same visitor's next page: none", async () => {
    const first = await call("/");
    expect(first.status).toBe(200);
    const token = expectOneTokenCookie(first);
    await first.text();
    const again = await call("/", { headers: { cookie: `sw-context-token=${token}` } });
    expect(again.status).toBe(200);
    expect(tokenCookies(again)).toEqual([]);
    await again.text();
  }, 20_000);

  it("a cached page for a new visitor: one token cookie of its own, and the kept page carries none", async () => {
    const edge: Partial<Bindings> = { EDGE_CACHE_TTL_SECONDS: "60" };
    const path = `/?session-cookie-test=${crypto.randomUUID().slice(0, 8)}`;
    const miss = await call(path, {}, edge);
    expect(cacheOutcome(miss)).toBe("miss");
    const missToken = expectOneTokenCookie(miss);
    await miss.text();
    const hit = await call(path, {}, edge);
    expect(cacheOutcome(hit)).toBe("hit");
    expect(expectOneTokenCookie(hit)).not.toBe(missToken);
    await hit.text();
    // The first visitor back (its token and the state signed for it): the page as kept, and no token cookie.
    const returning = await call(path, { headers: { cookie: jar("", miss) } }, edge);
    expect(cacheOutcome(returning)).toBe("hit");
    expect(tokenCookies(returning)).toEqual([]);
    await returning.text();
  }, 20_000);

  it("a proxied call: one token cookie for a new visitor, none when the token stays", async () => {
    const headers = { "content-type": "application/json", origin: ORIGIN };
    const first = await call("/store-api/country", { method: "POST", headers, body: "{}" });
    expect(first.status).toBe(200);
    const token = expectOneTokenCookie(first);
    const again = await call("/store-api/country", {
      method: "POST",
      headers: { ...headers, cookie: `sw-context-token=${token}` },
      body: "{}",
    });
    expect(again.status).toBe(200);
    expect(tokenCookies(again)).toEqual([]);
  }, 20_000);

  it.each([
    ["with JavaScript (the data answer)", true],
    ["without JavaScript (the 303)", false],
  ])(
    "a login through the page's action %s: one cookie with the customer's new token",
    async (_, asData) => {
      const email = `session-cookie-${asData ? "data" : "form"}-${Date.now()}@example.com`;
      expect((await registerCustomer("sw-context-token=SessionCookieRegistrarSessionCook", email)).ok).toBe(true);
      const guest = `SessionCookieGuest${asData ? "Data" : "Form"}${Date.now()}`.slice(0, 32);
      const response = await call(
        "/login/",
        form({ intent: "login", username: email, password: "secret-pass-1", redirect: "/cart/" }, guest, asData),
      );
      expect(response.status).toBe(asData ? 200 : 303);
      const customer = expectOneTokenCookie(response);
      expect(customer).not.toBe(guest);
      await response.text();
    },
    30_000,
  );
});
