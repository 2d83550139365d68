import { describe, expect, it } from "vitest";
import { call, cookieOf, emulatorSiteConfig, ORIGIN } from "./helpers";

/*
 * Spec section 9: "Language cookie named langId". The language switch (a form without JavaScript)
 * keeps the chosen language in it, and the Store API calls the page makes next through the proxy are
 * answered in that language: the proxy names it to the shop when the call itself does not.
 */

const TOKEN = "LanguageCookieTokenLanguageCook1";

/** The first level of the main navigation's names, as the shop answers the proxy with these cookies. */
async function navigationNames(cookie: string): Promise<string[]> {
  const response = await call("/store-api/navigation/main-navigation/main-navigation", {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: JSON.stringify({ depth: 1 }),
  });
  expect(response.status).toBe(200);
  const categories = (await response.json()) as { translated?: { name?: string }; name?: string }[];
  return categories.map((c) => c.translated?.name ?? c.name ?? "");
}

describe("the language cookie", () => {
  it("is set as langId by the language switch, and the next Store API call is answered in that language", async () => {
    const german = (await emulatorSiteConfig()).domains.find((d) => d.langPrefix === "de")!;
    const response = await call("/", {
      method: "POST",
      body: new URLSearchParams({ intent: "language", redirectTo: "/de/" }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        referer: `${ORIGIN}/`,
        cookie: `sw-context-token=${TOKEN}`,
      },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/de/");
    const set = cookieOf(response, "langId");
    expect(set).toMatch(/^langId=[0-9a-f]{32}; Path=\/; Max-Age=31536000; SameSite=Lax$/);
    const langId = set!.split(";")[0]!;
    expect(langId).toBe(`langId=${german.languageId}`);

    // The browser's next call carries the session and the cookie: German. The same session without
    // the cookie is the default language's (the proxy names the language on every call).
    const withCookie = await navigationNames(`sw-context-token=${TOKEN}; ${langId}`);
    const without = await navigationNames(`sw-context-token=${TOKEN}`);
    expect(without).toContain("Photo books");
    expect(withCookie).toContain("Fotobücher");
    expect(withCookie).not.toContain("Photo books");
  }, 20_000);
});
