import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, registerInPage, test } from "./fixtures";

/** A print product made to order in 1-2 weeks (hardcover photo books). */
const HARDCOVER = {
  path: "/Classic-hardcover-photo-book-20-20-cm/ES10003/",
  de: "/de/Klassisches-Hardcover-Fotobuch-20-20-cm/ES10003/",
};
/** A phone case whose blanks are out of stock and reordered: 5 days, then made in 2-5 days. */
const RESTOCKED = { path: "/Photo-case-iPhone-SE/ES10046/" };

const buyBox = (page: Page) => page.locator(".buy-box");
const cartLine = (page: Page, name: string) =>
  page
    .getByRole("main")
    .getByRole("list", { name: "Products in your cart" })
    .getByRole("listitem")
    .filter({ hasText: name });

/** A logged-in customer with a saved photo book project (family 101, the classic hardcover) in the cart. */
async function projectInCart(page: Page): Promise<void> {
  await page.goto("/");
  await registerInPage(page, `delivery-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`);
  const status = await page.evaluate(async () => {
    const session = (await (await fetch("/store-api/pbx2/session")).json()) as { session_id: string };
    const response = await fetch("/__emulator/pbx/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json", "session-id": session.session_id },
      body: JSON.stringify({ name: "Holiday book", productFamilyId: "101", pageCount: 26, optionIds: [12, 22] }),
    });
    const { id } = (await response.json()) as { id: string };
    const added = await fetch("/cart/", {
      method: "POST",
      body: new URLSearchParams({ intent: "add-project", projectId: id }),
      redirect: "manual",
    });
    return added.type === "opaqueredirect" ? 303 : added.status;
  });
  expect(status).toBe(303);
}

/**
 * What the server renders (the buy box's lines for each kind of product, in German too, and a project's
 * cart line: what a browser without JavaScript shows) is checked from its answers in
 * tests/worker/delivery-time.test.ts; here the pages with JavaScript, axe and the screenshots.
 */
test.describe("delivery times on the product page", () => {
  test("a product says it is available with its delivery time, in the shop's language; axe finds nothing", async ({
    page,
    problems,
  }) => {
    await page.goto(HARDCOVER.path);
    await hydrated(page);
    await expect(buyBox(page).locator(".availability")).toHaveText("Available, delivery time 1-2 weeks");
    expect((await new AxeBuilder({ page }).include(".buy-box").analyze()).violations).toEqual([]);
    await page.goto(HARDCOVER.de);
    await expect(buyBox(page).locator(".availability")).toHaveText("Sofort verfügbar, Lieferzeit 1-2 Wochen");
    expect(problems).toEqual([]);
  });

  test("a sold-out product that is reordered says when it is available again", async ({ page, problems }) => {
    await page.goto(RESTOCKED.path);
    await hydrated(page);
    await expect(buyBox(page).locator(".availability")).toHaveText("Available in 5 days, delivery time 2-5 days");
    // The delivery time's name stays on one line on a phone.
    await expect(buyBox(page).locator(".availability .nowrap")).toHaveText("2-5 days");
    expect(problems).toEqual([]);
  });
});

test.describe("delivery times in the cart", () => {
  test("a print project's line names its product's delivery time, on the cart page and in the mini cart; axe finds nothing", async ({
    page,
    problems,
  }) => {
    await projectInCart(page);
    await page.goto("/cart/");
    await hydrated(page);
    await expect(cartLine(page, "Holiday book").locator(".cart-line__delivery")).toHaveText("Delivery time 1-2 weeks");
    expect((await new AxeBuilder({ page }).include(".cart-line").analyze()).violations).toEqual([]);
    await page.getByRole("link", { name: /^Cart, 1 item/ }).click();
    const mini = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(mini.locator(".cart-line__delivery")).toHaveText("Delivery time 1-2 weeks");
    expect(problems).toEqual([]);
  });
});

test("screenshots of the buy box and the cart line, desktop and phone", async ({ browser }, testInfo) => {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(RESTOCKED.path);
    await hydrated(page);
    await buyBox(page).screenshot({ path: testInfo.outputPath(`buy-box-${width}.png`) });
    await projectInCart(page);
    await page.goto("/cart/");
    await hydrated(page);
    await cartLine(page, "Holiday book").screenshot({ path: testInfo.outputPath(`cart-line-${width}.png`) });
    await page.getByRole("link", { name: /^Cart, 1 item/ }).click();
    await page
      .getByRole("dialog", { name: "Shopping cart" })
      .screenshot({ path: testInfo.outputPath(`mini-cart-${width}.png`) });
    await context.close();
  }
});
