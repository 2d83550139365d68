import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, markWindow, stillSameWindow, test, withoutJavaScript } from "./fixtures";

/** The demo shop's Nova Poshta cities and lockers (emulator/src/seed/parcel-lockers.ts). */
const KYIV = "8d5a980d-391c-11dd-90d9-001a92567626";
const LVIV = "db5c88f5-391c-11dd-90d9-001a92567626";
const KYIV_SECOND = "Parcel locker no. 3008: Svobody Ave 22";
const LVIV_FIRST = "Parcel locker no. 3101: Svobody Ave 10";

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);

/** What the shop keeps on the cart (the selection), read through the Store API as the checkout reads it. */
async function cartChoice(request: APIRequestContext): Promise<unknown> {
  const cart = (await (await request.get("/store-api/checkout/cart")).json()) as {
    extensions?: { parcelLocker?: unknown };
  };
  return cart.extensions?.parcelLocker ?? null;
}

test.describe("parcel-locker route (no layout)", () => {
  test("search a city as one types, pick a locker with the keyboard; the choice is kept on the cart and marked", async ({
    page,
    problems,
  }) => {
    await page.goto("/parcel-locker/?return=/cart/");
    await hydrated(page);
    await markWindow(page);
    await expect(page.getByRole("heading", { level: 1, name: "Choose a parcel locker" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back/ })).toHaveAttribute("href", "/cart/");
    await expect(page.getByText("No parcel locker chosen yet.")).toBeVisible();

    // Typing filters without a reload (debounced client navigation), and the field keeps its focus.
    const city = page.getByRole("searchbox", { name: "City" });
    await city.pressSequentially("Ky");
    await expect(page.getByRole("link", { name: /Lviv/ })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]q=Ky/);
    await expect(city).toBeFocused();
    expect(await stillSameWindow(page)).toBe(true);

    await page.getByRole("link", { name: /Kyiv/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Parcel lockers in Kyiv" })).toBeVisible();
    await expect(page.getByRole("radio")).toHaveCount(4);

    // The lockers' search: by street (or number), then all again.
    const lockers = page.getByRole("searchbox", { name: "Search the lockers" });
    await lockers.fill("Sumska");
    await expect(page.getByRole("radio")).toHaveCount(1);
    await lockers.fill("");
    await expect(page.getByRole("radio")).toHaveCount(4);
    expect(await stillSameWindow(page)).toBe(true);

    // Keyboard only: into the group, the arrow moves the choice, Tab to the button, Enter sends it.
    await page.getByRole("radio").first().focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: new RegExp(KYIV_SECOND) })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Choose this parcel locker" })).toBeFocused();
    await page.keyboard.press("Enter");

    // The notice is shown once the shop took the choice, while the cart loads (for its 2.5 s): looked for first.
    await expect(notice(page, `Your parcel locker: ${KYIV_SECOND}`)).toBeVisible();
    await expect(page).toHaveURL(/\/cart\/$/);
    const choice = (await cartChoice(page.request)) as Record<string, string>;
    expect(choice).toMatchObject({ cityRef: KYIV, cityName: "Kyiv", warehouseName: KYIV_SECOND });

    // Back on the page, the choice is marked and said.
    await page.goto(`/parcel-locker/?city=${KYIV}&name=Kyiv`);
    await hydrated(page);
    await expect(page.getByText(`Your parcel locker: ${KYIV_SECOND}, Kyiv`)).toBeVisible();
    await expect(page.getByRole("radio", { name: new RegExp(KYIV_SECOND) })).toBeChecked();
    await expect(page.getByRole("listitem").filter({ hasText: KYIV_SECOND }).getByText("Your choice")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("without JavaScript: the searches and the choice are plain forms (post/redirect/get)", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/parcel-locker/?return=/cart/");
      await page.getByRole("searchbox", { name: "City" }).fill("Lv");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/[?&]q=Lv/);
      await expect(page.getByRole("link", { name: /Kyiv/ })).toHaveCount(0);
      await page.getByRole("link", { name: /Lviv/ }).click();
      await expect(page.getByRole("heading", { name: "Parcel lockers in Lviv" })).toBeVisible();
      // Choosing nothing is refused by the browser (the radios are required): no request, no change.
      await page.getByRole("button", { name: "Choose this parcel locker" }).click();
      await expect(page.getByRole("heading", { name: "Parcel lockers in Lviv" })).toBeVisible();
      await page.getByRole("radio", { name: new RegExp(LVIV_FIRST) }).check();
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Choose this parcel locker" }).click(),
      ]);
      expect(answer.status()).toBe(303);
      await expect(page).toHaveURL(/\/cart\/$/);
      await expect(notice(page, `Your parcel locker: ${LVIV_FIRST}`)).toBeVisible();
      expect(await cartChoice(page.request)).toMatchObject({
        cityRef: LVIV,
        cityName: "Lviv",
        warehouseName: LVIV_FIRST,
      });
    });
  });

  test("the map shows the lockers on tiles from the configured server, with JavaScript and without; choosing still works", async ({
    page,
    browser,
    problems,
  }) => {
    // The demo shop's tiles are the emulator's (its site configuration's mapTilesUrl), in place of OpenStreetMap's.
    const TILE = /\/__emulator\/tiles\/\d+\/\d+\/\d+\.png$/;
    const tilesLoaded = async (map: ReturnType<Page["getByRole"]>) => {
      const tiles = map.locator("img.parcel-map__tile");
      await expect(tiles.first()).toBeVisible();
      const sources = await tiles.evaluateAll((images) => (images as HTMLImageElement[]).map((image) => image.src));
      expect(sources.length).toBeGreaterThan(1);
      for (const src of sources) expect(src).toMatch(TILE);
      // Every tile is drawn (lazy images load as the map comes into view): the tile server's 256-pixel PNGs.
      await expect
        .poll(() =>
          tiles.evaluateAll((images) =>
            (images as HTMLImageElement[]).map((image) => image.complete && image.naturalWidth),
          ),
        )
        .toEqual(sources.map(() => 256));
    };

    const requested: string[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "image") requested.push(new URL(request.url()).pathname);
    });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`/parcel-locker/?city=${KYIV}&name=Kyiv`);
    await hydrated(page);
    const map = page.getByRole("img", { name: "Map of 4 parcel lockers" });
    await expect(map).toBeVisible();
    await tilesLoaded(map);
    expect(requested.filter((path) => TILE.test(path)).length).toBeGreaterThan(1);
    await expect(map.locator(".parcel-map__marker")).toHaveCount(4);
    await expect(page.getByText("Plain tiles from the Store API emulator")).toBeVisible();

    // The list beside the map is still the way to choose.
    await page.getByRole("radio", { name: new RegExp(KYIV_SECOND) }).check();
    await page.getByRole("button", { name: "Choose this parcel locker" }).click();
    await expect(page).toHaveURL(/\/checkout\/|\/login\//);
    expect(await cartChoice(page.request)).toMatchObject({ cityRef: KYIV, warehouseName: KYIV_SECOND });
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);

    await withoutJavaScript(browser, async (plain) => {
      await plain.goto(`/parcel-locker/?city=${LVIV}&name=Lviv`);
      await tilesLoaded(plain.getByRole("img", { name: /Map of \d+ parcel lockers/ }));
      await plain.getByRole("radio", { name: new RegExp(LVIV_FIRST) }).check();
      await plain.getByRole("button", { name: "Choose this parcel locker" }).click();
      expect(await cartChoice(plain.request)).toMatchObject({ cityRef: LVIV, warehouseName: LVIV_FIRST });
    });
  });

  test("a locker of another city posted is refused, and the cart keeps no choice", async ({ page }) => {
    await page.goto(`/parcel-locker/?city=${KYIV}&name=Kyiv`);
    const lvivLocker = `${LVIV.slice(0, 24)}${String(3101).padStart(12, "0")}`;
    const answer = await page.request.post(`/parcel-locker/?city=${KYIV}&name=Kyiv`, {
      form: {
        intent: "select-parcel-locker",
        cityRef: KYIV,
        cityName: "Kyiv",
        warehouseRef: lvivLocker,
        warehouseName: "Anything",
      },
      headers: { origin: new URL(page.url()).origin, referer: page.url() },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toContain("/parcel-locker/");
    expect(await cartChoice(page.request)).toBeNull();
  });

  test("axe finds nothing; screenshots at 390 and 1280 px", async ({ page }, testInfo) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, url] of [
        ["cities", "/parcel-locker/"],
        ["lockers", `/parcel-locker/?city=${KYIV}&name=Kyiv`],
      ] as const) {
        await page.goto(url);
        await hydrated(page);
        if (name === "lockers") await page.getByRole("radio").nth(1).focus();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
        await page.screenshot({ path: testInfo.outputPath(`parcel-${name}-${width}.png`), fullPage: true });
      }
    }
  });
});
