import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, registerInPage, stillSameWindow, test, withoutJavaScript } from "./fixtures";

/** A first visit: no choice made yet (the other specs start as a shopper who refused tracking). */
test.use({ storageState: { cookies: [], origins: [] } });

const LICENCE = "/Single-user-licence-1-year/ES10057/";
const banner = (page: Page) => page.getByRole("region", { name: "Cookie settings" });

/** Every request for the tag manager's container this page made. */
function containerRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/gtm.js")) urls.push(request.url());
  });
  return urls;
}

/** The data layer, gtag() commands (Arguments objects) as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]" ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );

/** The entry pushed right before the last one equal to `entry` (the event's user id goes first). */
const pushedBefore = (layer: unknown[], entry: unknown) =>
  layer[layer.findLastIndex((e) => JSON.stringify(e) === JSON.stringify(entry)) - 1];

/** What the emulator's stand-in container received from this page. */
async function received(page: Page): Promise<unknown[]> {
  const client = await page.evaluate(
    () => (window as unknown as { __tagManagerStandIn?: { client: string } }).__tagManagerStandIn?.client,
  );
  if (!client) return [];
  const answer = await page.request.get(`/__emulator/gtm/received.json?client=${client}`);
  return ((await answer.json()) as { entry: unknown }[]).map((r) => r.entry);
}

const DENIED = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

test.describe("the cookie banner and the tag manager behind it", () => {
  test("nothing is requested before consent; Consent Mode defaults are denied; accepting starts the container on the same page, which is counted", async ({
    page,
    problems,
  }) => {
    const requested = containerRequests(page);
    await page.goto("/");
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("link", { name: "Privacy policy" })).toBeVisible();
    expect(
      await new AxeBuilder({ page })
        .include(".consent-banner")
        .analyze()
        .then((r) => r.violations),
    ).toEqual([]);
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);

    // A client navigation keeps the question open and still asks for nothing.
    await markWindow(page);
    const link = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").first();
    const href = new URL((await link.getAttribute("href")) ?? "/", page.url()).href;
    await link.click();
    // The client navigation has landed (on a busy machine networkidle can come before it does).
    await expect(page).toHaveURL(href);
    await page.waitForLoadState("networkidle");
    expect(await stillSameWindow(page)).toBe(true);
    await expect(banner(page)).toBeVisible();
    expect(requested).toEqual([]);

    const landing = page.url();
    await banner(page).getByRole("button", { name: "Accept all cookies" }).click();
    await expect(banner(page)).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "es-consent")?.value).toBe("analytics.marketing");
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual([
        "consent",
        "update",
        { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
      ]);
    // On this very page (its CSP allowed the container while the question was open, issue 28): the
    // container starts here, and its start event is this page's view.
    await expect.poll(() => requested.length).toBe(1);
    expect(await stillSameWindow(page)).toBe(true);
    expect(requested[0]).toContain("id=GTM-EDGE0001");
    await expect
      .poll(() => received(page))
      .toEqual(
        expect.arrayContaining([
          { gtag: ["consent", "default", { ...DENIED, wait_for_update: 500 }] },
          {
            gtag: [
              "consent",
              "update",
              {
                analytics_storage: "granted",
                ad_storage: "granted",
                ad_user_data: "granted",
                ad_personalization: "granted",
              },
            ],
          },
          expect.objectContaining({ event: "gtm.js" }),
          { user_id: null },
        ]),
      );
    // The defaults, then the shopper's grant, went in before the container's start: it starts granted.
    const layer = await dataLayer(page);
    const startedAt = layer.findIndex((e) => (e as { event?: string }).event === "gtm.js");
    expect(layer.findIndex((e) => Array.isArray(e) && e[1] === "default")).toBeLessThan(startedAt);
    expect(layer.findIndex((e) => Array.isArray(e) && e[1] === "update")).toBeLessThan(startedAt);
    // The page the view is counted for is the one the shopper landed on and agreed on.
    expect(page.url()).toBe(landing);
    expect(layer.filter((e) => (e as { event?: string }).event === "gtm.js")).toHaveLength(1);
    // The next page (a client navigation) is a page view of its own; the container is not asked for again.
    await page.getByRole("link", { name: "Edge Print Shop" }).first().click();
    await expect
      .poll(() => received(page))
      .toContainEqual(expect.objectContaining({ event: "page_view", page_path: "/" }));
    expect(requested).toHaveLength(1);
    await expect(banner(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test("accepting on the landing page: the container loads on that page and its view is counted", async ({
    page,
    problems,
  }) => {
    const requested = containerRequests(page);
    await page.goto(LICENCE);
    await hydrated(page);
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
    // Not choosing loads nothing.
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await markWindow(page);
    await banner(page).getByRole("button", { name: "Accept all cookies" }).click();
    await expect.poll(() => requested.length).toBe(1);
    // The container's start event is its page view (GTM's "All Pages" trigger), sent from the landing page.
    await expect.poll(() => received(page)).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
    expect(await stillSameWindow(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(LICENCE);
    expect(problems).toEqual([]);
  });

  test("a first visit gets the banner in the server's HTML, painted with the page; a visitor who chose does not, cache or no cache; without JavaScript it is hidden", async ({
    page,
    request,
    browser,
    problems,
  }) => {
    const html = async (cookie: string) => {
      const answer = await request.get("/Photo-books/", { headers: cookie ? { cookie } : {} });
      expect(answer.status()).toBe(200);
      return {
        body: await answer.text(),
        cache: /cache;desc=(\w+)/.exec(answer.headers()["server-timing"] ?? "")?.[1],
      };
    };
    // Twice each: the second answer may come from the edge cache, which must keep the two kinds apart.
    for (let i = 0; i < 2; i++) {
      expect((await html("")).body).toContain('class="consent-banner"');
      expect((await html("es-consent=none")).body).not.toContain('class="consent-banner"');
      expect((await html("es-consent=analytics.marketing")).body).not.toContain('class="consent-banner"');
    }
    expect((await html("")).cache).toBe("hit");

    // Painted with the page: it is there before any script has run.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/Photo-books/", { waitUntil: "domcontentloaded" });
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset["hydrated"])).toBeUndefined();
    release();
    await hydrated(page);
    await expect(banner(page)).toBeVisible();

    await withoutJavaScript(browser, async (plain) => {
      await plain.goto("/Photo-books/");
      await expect(plain.locator(".consent-banner")).toHaveCount(1);
      await expect(plain.locator(".consent-banner")).toBeHidden();
    });
    expect(problems).toEqual([]);
  });

  test("the choice is kept across pages, events reach the container, and the footer changes it", async ({
    page,
    problems,
  }) => {
    const requested = containerRequests(page);
    await page.goto(LICENCE);
    await hydrated(page);
    // Chosen at once, possibly before the tag manager (the after-hydration chunk) has started: the
    // container starts on this page all the same.
    await banner(page).getByRole("button", { name: "Configure" }).click();
    await banner(page)
      .getByRole("checkbox", { name: /Statistics/ })
      .check();
    await banner(page).getByRole("button", { name: "Save" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requested.length).toBe(1);

    await page.goto(LICENCE);
    await hydrated(page);
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => requested.length).toBe(2);
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual(["consent", "update", { ...DENIED, analytics_storage: "granted" }]);

    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect
      .poll(() => received(page))
      .toContainEqual({
        event: "add_to_cart",
        ecommerce: {
          currency: "EUR",
          value: 49.9,
          items: [{ item_id: expect.any(String), item_name: "Single user licence (1 year)", quantity: 1, price: 49.9 }],
        },
      });

    // Changed from the footer: statistics off again; the next page loads without the container.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("heading", { name: "Cookie settings" })).toBeFocused();
    await expect(banner(page).getByRole("checkbox", { name: /Statistics/ })).toBeChecked();
    await banner(page).getByRole("button", { name: "Only technically required" }).click();
    await expect.poll(() => dataLayer(page)).toContainEqual(["consent", "update", DENIED]);
    const count = requested.length;
    await page.goto("/");
    await hydrated(page);
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(requested.length).toBe(count);
    expect(problems).toEqual([]);
  });

  test("a choice made before the tag manager has started: the update is pushed, the container starts on that page, counted once", async ({
    page,
    problems,
  }) => {
    const requested = containerRequests(page);
    // The tag manager's chunk (it holds Google's snippet) is kept back until the shopper has chosen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/assets/*.js", async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes("gtm.start")) await held;
      await route.fulfill({ response, body });
    });
    await page.goto(LICENCE);
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Accept all cookies" }).click();
    await expect(banner(page)).toBeHidden();
    release();
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual([
        "consent",
        "update",
        { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
      ]);
    await expect.poll(() => requested.length).toBe(1);
    await expect.poll(() => received(page)).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
    await page.waitForLoadState("networkidle");
    expect(requested).toHaveLength(1);
    expect((await dataLayer(page)).filter((e) => (e as { event?: string }).event === "gtm.js")).toHaveLength(1);
    await page.unrouteAll({ behavior: "wait" });
    expect(problems).toEqual([]);
  });

  test("refusing keeps the container away on every page; agreeing later from the footer waits for the next page", async ({
    page,
    problems,
  }) => {
    const requested = containerRequests(page);
    await page.goto("/");
    await hydrated(page);
    await banner(page).getByRole("button", { name: "Only technically required" }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await page.goto(LICENCE);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await expect(banner(page)).toBeHidden();
    expect(requested).toEqual([]);
    expect(await dataLayer(page)).toContainEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);

    // This page's CSP was made for the refusal: a later yes takes effect with the next page (a document load).
    await markWindow(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await banner(page).getByRole("button", { name: "Accept all cookies" }).click();
    await expect(banner(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await page.getByRole("link", { name: "Edge Print Shop" }).first().click();
    await page.waitForURL((url) => url.pathname === "/", { waitUntil: "load" });
    await hydrated(page);
    expect(await stillSameWindow(page)).toBe(false);
    await expect.poll(() => requested.length).toBe(1);
    expect(problems).toEqual([]);
  });

  test("login and logout go to the data layer with the customer's id, and out again", async ({ page, problems }) => {
    await page.context().addCookies([{ name: "es-consent", value: "analytics", url: "http://localhost" }]);
    const email = `consent-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto("/");
    await hydrated(page);
    await registerInPage(page, email);
    await page.goto("/account/");
    await hydrated(page);
    const layer = await dataLayer(page);
    const userId = (
      layer.find((e) => typeof (e as { user_id?: unknown }).user_id === "string") as { user_id: string } | undefined
    )?.user_id;
    expect(userId).toMatch(/^[0-9a-f]{32}$/);

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: "logout" });
    expect(pushedBefore(await dataLayer(page), { event: "logout" })).toEqual({ user_id: null });

    await page.getByRole("link", { name: "Log in" }).click();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("secret-pass-1");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect.poll(() => dataLayer(page)).toContainEqual({ event: "login", method: "email-and-password" });
    expect(pushedBefore(await dataLayer(page), { event: "login", method: "email-and-password" })).toEqual({
      user_id: userId,
    });
    expect(problems).toEqual([]);
  });
});
