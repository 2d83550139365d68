import { describe, expect, it } from "vitest";
import { call, cookieOf, jar, ORIGIN, registerCustomer } from "./helpers";

/**
 * Where a login ends when its return path names another site: the Worker decides (app/lib/return-path),
 * so the full list of targets is checked here, from the answers a browser without JavaScript gets,
 * redirects followed with their cookies. These were loops of browser logins (tests/e2e/login.spec.ts,
 * tests/e2e/social-login.spec.ts), which keep one target each, with JavaScript, as a shopper would.
 */
const FOREIGN = [
  "//evil.example/",
  "https://evil.example/",
  "/\\evil.example/",
  "%2F%2Fevil.example%2F",
  "/.//evil.example/",
  "/\tevil.example/",
  "/a/..//evil.example/",
  "/%2e//evil.example/",
];

/** A form as a browser without JavaScript sends it from the login page, with the cookies it holds. */
const form = (fields: Record<string, string>, cookie: string, page = "/login/"): RequestInit => ({
  method: "POST",
  body: new URLSearchParams(fields),
  headers: {
    "content-type": "application/x-www-form-urlencoded",
    origin: ORIGIN,
    referer: `${ORIGIN}${page}`,
    cookie,
    accept: "text/html",
  },
});

/** A page load as the browser makes it after a redirect: the cookies it holds, and the ones the answer sets kept. */
async function load(path: string, cookie: string): Promise<{ response: Response; cookie: string }> {
  const response = await call(path, { headers: { cookie, accept: "text/html" } });
  return { response, cookie: jar(cookie, response) };
}

/** A path of this site (no origin, or this test's own) as the browser's next request. */
function sameSite(location: string | null): string {
  expect(location).not.toBeNull();
  const url = new URL(location!, ORIGIN);
  expect(url.origin).toBe(ORIGIN);
  return `${url.pathname}${url.search}`;
}

describe("a login's return path never leads to another site", () => {
  it("login with a password: every foreign target ends on the profile; a path of the shop is kept", async () => {
    const email = `return-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
    const registered = await registerCustomer(
      "es-consent=none; sw-context-token=ReturnPathRegistrarReturnPathReg",
      email,
    );
    expect(registered.status).toBe(200);
    let cookie = jar("es-consent=none", registered);

    for (const target of [...FOREIGN, "/cart/"]) {
      // Logged out (the logout form), then the login page with the target in its address, as the browser loads it.
      const logout = await call("/", form({ intent: "logout" }, cookie, "/"));
      expect(logout.status, target).toBe(303);
      cookie = jar(cookie, logout);
      const page = await load(`/login/?redirect=${encodeURIComponent(target)}`, cookie);
      expect(page.response.status, target).toBe(200);
      cookie = page.cookie;

      const login = await call(
        "/login/",
        form({ intent: "login", redirect: target, username: email, password: "secret-pass-1" }, cookie),
      );
      expect(login.status, target).toBe(303);
      expect(decodeURIComponent(cookieOf(login, "es-flash") ?? ""), target).toContain("account.login.success");
      const next = sameSite(login.headers.get("location"));
      expect(next, target).toBe(target === "/cart/" ? "/cart/" : "/account/profile/");
      cookie = jar(cookie, login);

      const landed = await load(next, cookie);
      expect(landed.response.status, target).toBe(200);
      expect(await landed.response.text(), target).toContain("Hello, Grace");
      cookie = landed.cookie;
    }
    // Nine logins and logouts in turn: more than the default 5 s on a busy machine.
  }, 60_000);

  it("login with a social provider: every foreign target ends on the profile; a path of the shop is kept", async () => {
    const email = `social-return-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
    let cookie = "es-consent=none";

    for (const target of [...FOREIGN, "/cart/"]) {
      const page = await load(`/login/?redirect=${encodeURIComponent(target)}`, cookie);
      expect(page.response.status, target).toBe(200);
      cookie = page.cookie;

      // The provider's button: a 303 to its consent page, the hand-off (with the checked return path) in a cookie.
      const start = await call(
        "/login/",
        form({ intent: "social-login", provider: "google", redirect: target }, cookie),
      );
      expect(start.status, target).toBe(303);
      expect(cookieOf(start, "es-social-login"), target).toBeDefined();
      cookie = jar(cookie, start);
      const consentPage = sameSite(start.headers.get("location"));
      expect(consentPage, target).toMatch(/^\/__emulator\/social\/google\/authorize\?/);

      // Allow at the provider: back to the login with a code, on to the summary.
      const state = new URL(consentPage, ORIGIN).searchParams.get("state")!;
      const allowed = await call(
        consentPage,
        form({ state, decision: "allow", email, firstName: "Ada", lastName: "Lovelace" }, cookie, consentPage),
      );
      expect(allowed.status, target).toBe(302);
      const back = await load(sameSite(allowed.headers.get("location")), cookie);
      expect(back.response.status, target).toBe(302);
      const summaryPath = sameSite(back.response.headers.get("location"));
      expect(summaryPath, target).toMatch(/^\/social-summary\/\?code=/);
      const summary = await load(summaryPath, back.cookie);
      expect(summary.response.status, target).toBe(200);
      cookie = summary.cookie;

      // The summary's form (its hidden fields as the page rendered them) logs in and goes to the return path.
      const html = await summary.response.text();
      const hidden = Object.fromEntries(
        [...html.matchAll(/<input type="hidden" name="([a-z-]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      expect(hidden["intent"], target).toBe("social-login-finish");
      const finish = await call("/social-summary/", form(hidden, cookie, "/social-summary/"));
      expect(finish.status, target).toBe(303);
      const next = sameSite(finish.headers.get("location"));
      expect(next, target).toBe(target === "/cart/" ? "/cart/" : "/account/profile/");
      cookie = jar(cookie, finish);
      const landed = await load(next, cookie);
      expect(landed.response.status, target).toBe(200);
      expect(await landed.response.text(), target).toContain("Hello, Ada");

      const logout = await call("/", form({ intent: "logout" }, landed.cookie, "/"));
      expect(logout.status, target).toBe(303);
      cookie = jar(landed.cookie, logout);
    }
  }, 60_000);
});
