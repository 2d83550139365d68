import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  clearShopFaults,
  expect,
  hydrated,
  markWindow,
  registerInPage,
  shopFault,
  stillSameWindow,
  test,
  withoutJavaScript,
} from "./fixtures";

const STUDIO = { path: "/PixelForge-Studio/ES10051/", name: "PixelForge Studio" };
/** €49.90, list price €66.95. */
const LICENCE = { path: "/Single-user-licence-1-year/ES10057/", name: "Single user licence (1 year)" };
/** Sold in packs of five: minimum 5, steps of 5, at most 500. */
const EDUCATION = { path: "/Education-licence/ES10060/", name: "Education licence" };

const lines = (page: Page) =>
  page.getByRole("main").getByRole("list", { name: "Products in your cart" }).getByRole("listitem");
const line = (page: Page, name: string) => lines(page).filter({ hasText: name });
/** A notification (a status, or an alert for errors), dismissed after its timeout. */
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const headerCount = (page: Page) => page.locator(".header-entry--cart .badge");

async function addToCart(page: Page, product: { path: string }, quantity?: number) {
  await page.goto(product.path);
  await hydrated(page);
  if (quantity) await page.getByLabel("Quantity").fill(String(quantity));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
}

async function openCart(page: Page) {
  await page.goto("/cart/");
  await hydrated(page);
}

/** The cart as the shop has it, read through the storefront's proxy with the page's session. */
const serverCart = (page: Page) =>
  page.evaluate(
    async () =>
      (await (await fetch("/store-api/checkout/cart")).json()) as {
        lineItems: { label: string; quantity: number; type: string }[];
        price: { totalPrice: number };
      },
  );

test.describe("the cart page", () => {
  test("an empty cart says so and leads back to shopping", async ({ page, problems }) => {
    await openCart(page);
    await expect(page.getByText("Your shopping cart is empty")).toBeVisible();
    await page.getByRole("link", { name: "Continue shopping" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(problems).toEqual([]);
  });

  test("an ordinary item: picture, link, list price with saving, quantity and totals; a guest logs in before checkout", async ({
    page,
    problems,
  }) => {
    await addToCart(page, LICENCE, 2);
    await openCart(page);
    const item = line(page, LICENCE.name);
    await expect(item.getByRole("link", { name: LICENCE.name })).toBeVisible();
    await expect(item.getByRole("img")).toHaveAttribute("srcset", /400w/);
    await expect(item.getByRole("img")).toHaveAttribute("alt", /Single user licence/);
    await expect(item).toContainText("€66.95");
    await expect(item).toContainText("You save €17.05 (25 %)");
    await expect(item).toContainText("€49.90 each");
    await expect(item).toContainText("€99.80");
    await expect(item.getByRole("spinbutton", { name: `Quantity of ${LICENCE.name}` })).toHaveValue("2");
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText("incl. 19 % VAT");
    await expect(summary.locator("[data-total=total]")).toHaveText("€99.80");
    await expect(page.getByRole("link", { name: "Log in and go to checkout" })).toHaveAttribute(
      "href",
      "/login/?redirect=%2Fcheckout%2F",
    );
    expect(problems).toEqual([]);
  });

  test("quantities follow the product's steps and limits; removing empties the cart; the header count follows", async ({
    page,
    problems,
  }) => {
    await addToCart(page, EDUCATION);
    await openCart(page);
    await markWindow(page);
    const item = line(page, EDUCATION.name);
    const quantity = item.getByRole("spinbutton", { name: `Quantity of ${EDUCATION.name}` });
    await expect(quantity).toHaveValue("5");
    await expect(item.getByRole("button", { name: `Decrease the quantity of ${EDUCATION.name}` })).toBeDisabled();
    await item.getByRole("button", { name: `Increase the quantity of ${EDUCATION.name}` }).click();
    await expect(quantity).toHaveValue("10");
    await expect(headerCount(page)).toHaveText("10");
    await expect(item).toContainText("€199.50");
    // Typed, and sent with Enter; at the maximum "+" is off.
    await quantity.fill("45");
    await quantity.press("Enter");
    await expect(headerCount(page)).toHaveText("45");
    // Typed and not sent yet, then "+": the step counts from what was typed.
    await quantity.fill("20");
    await item.getByRole("button", { name: `Increase the quantity of ${EDUCATION.name}` }).click();
    await expect(quantity).toHaveValue("25");
    await expect(headerCount(page)).toHaveText("25");
    await quantity.fill("500");
    await quantity.press("Enter");
    await expect(item.getByRole("button", { name: `Increase the quantity of ${EDUCATION.name}` })).toBeDisabled();
    await expect(item).toContainText("€9,975.00");
    await item.getByRole("button", { name: `Remove ${EDUCATION.name} from the cart` }).click();
    await expect(page.getByText("Your shopping cart is empty")).toBeVisible();
    await expect(headerCount(page)).toHaveCount(0);
    expect(await stillSameWindow(page)).toBe(true);
    expect((await serverCart(page)).lineItems).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("promotion codes: added, unknown, not eligible, removed, and the global one that cannot be removed", async ({
    page,
    problems,
  }) => {
    await addToCart(page, STUDIO);
    await openCart(page);
    const code = page.getByRole("textbox", { name: "Promotion code" });
    const redeem = page.getByRole("button", { name: "Redeem" });

    await code.fill("NOPE-123");
    await redeem.click();
    await expect(notice(page, "Promotion code does not exist")).toBeVisible();
    await expect(page.locator(".promotion-form").getByRole("alert")).toHaveText("Promotion code does not exist");
    await expect(code).toHaveValue("NOPE-123");

    // Members only: a guest's cart is not eligible.
    await code.fill("MEMBERS15");
    await redeem.click();
    await expect(notice(page, "Your cart does not meet the conditions of this promotion code.")).toBeVisible();

    await code.fill("welcome10");
    await redeem.click();
    await expect(notice(page, "Promotion code added successfully")).toBeVisible();
    await expect(code).toHaveValue("");
    const welcome = line(page, "Welcome discount 10%");
    await expect(welcome).toContainText("Code WELCOME10");
    await expect(welcome).toContainText("10 % off");
    await expect(welcome).toContainText("-€13.39");

    // The autumn sale applies by itself from €100 and has no remove button.
    const autumn = line(page, "Autumn sale 3% from €100");
    await expect(autumn).toContainText("Applied automatically");
    await expect(autumn.getByRole("button")).toHaveCount(0);

    await welcome.getByRole("button", { name: /^Remove/ }).click();
    await expect(notice(page, "The promotion code has been removed.")).toBeVisible();
    await expect(welcome).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a net-price customer sees prices excl. VAT and the tax added per rate", async ({ page, problems }) => {
    await page.goto(STUDIO.path);
    await expect(page.locator(".buy-box__tax")).toHaveText("Prices incl. VAT, plus shipping costs");
    await page.goto("/");
    await registerInPage(page, `net-${Date.now()}@example.com`, { business: true });
    // The product page says which prices it shows (issue 12: the tax hint follows the customer group).
    await page.goto(STUDIO.path);
    await expect(page.locator(".buy-box__tax")).toHaveText("Prices excl. VAT, plus shipping costs");
    await addToCart(page, LICENCE);
    await openCart(page);
    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText("Subtotal (excl. VAT)");
    await expect(summary).toContainText("Total excl. VAT");
    await expect(summary).toContainText("plus 19 % VAT");
    // €49.90 gross is €41.93 net; the total adds the tax back.
    await expect(line(page, LICENCE.name)).toContainText("€41.93");
    await expect(summary.locator("[data-total=total]")).toHaveText("€49.90");
    await expect(page.getByRole("link", { name: "Go to checkout" })).toHaveAttribute("href", "/checkout/");
    expect(problems).toEqual([]);
  });

  test("the customer comment is kept for the order", async ({ page }) => {
    await addToCart(page, STUDIO);
    await openCart(page);
    await page.getByLabel("Comment for your order").fill("Please wrap it as a gift.");
    await page.getByRole("button", { name: "Save comment" }).click();
    await expect(page.getByText("Your comment will be sent with your order.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Comment for your order")).toHaveValue("Please wrap it as a gift.");
  });

  test("has no accessibility violations, nor has the open mini cart (axe)", async ({ page }) => {
    await addToCart(page, LICENCE);
    await page.getByRole("link", { name: /^Cart, 1 item/ }).click();
    const dialog = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(dialog).toBeVisible();
    expect((await new AxeBuilder({ page }).include(".mini-cart").analyze()).violations).toEqual([]);
    await page.keyboard.press("Escape");
    await openCart(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe("the mini cart", () => {
  test("opens from the header, keeps focus inside, closes with Escape and gives focus back", async ({
    page,
    problems,
  }) => {
    await addToCart(page, STUDIO, 3);
    await markWindow(page);
    const entry = page.getByRole("link", { name: "Cart, 3 items" });
    await entry.click();
    const dialog = page.getByRole("dialog", { name: "Shopping cart" });
    await expect(dialog.getByRole("list", { name: "Products in your cart" })).toContainText(STUDIO.name);
    // €401.70, less the autumn sale's 3 % (automatic from €100).
    await expect(dialog.locator("[data-total=total]")).toHaveText("€389.65");
    // Tabbing through every control stays in the dialog.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("dialog"))).toBe(true);
    }
    // A change in the mini cart reaches the header at once.
    await dialog.getByRole("button", { name: `Decrease the quantity of ${STUDIO.name}` }).click();
    await expect(page.locator(".header-entry--cart .badge")).toHaveText("2");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeFocused();
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe("a cart that no race can fool", () => {
  test("20 rapid clicks on + with a slow upstream leave the right quantity on the server and on the screen", async ({
    page,
    problems,
  }) => {
    await addToCart(page, EDUCATION);
    await openCart(page);
    // Every cart change answers late, each a different time, so that answers could overtake each other.
    for (let i = 1; i <= 20; i++)
      await shopFault(page, {
        method: "PATCH",
        path: "/store-api/checkout/cart/line-item",
        delayMs: 150 + ((i * 137) % 400),
      });
    const item = line(page, EDUCATION.name);
    const more = item.getByRole("button", { name: `Increase the quantity of ${EDUCATION.name}` });
    for (let i = 0; i < 20; i++) await more.click();
    // Optimistic: the screen shows the last click at once, and the header with it.
    await expect(item.getByRole("spinbutton")).toHaveValue("105");
    await expect(headerCount(page)).toHaveText("99+");
    // Once everything has answered: the server's cart is the last click's.
    await expect(page.locator(".cart__summary")).toHaveAttribute("aria-busy", "false", { timeout: 20_000 });
    await expect(item.getByRole("spinbutton")).toHaveValue("105");
    // 105 × €19.95 = €2,094.75, less the autumn sale's 3 %.
    await expect(page.locator("[data-total=total]")).toHaveText("€2,031.91");
    expect((await serverCart(page)).lineItems.find((l) => l.label === EDUCATION.name)?.quantity).toBe(105);
    expect(problems).toEqual([]);
  });

  test("a removal and a quantity change racing: the removed line never comes back", async ({ page }) => {
    await addToCart(page, EDUCATION);
    await addToCart(page, LICENCE);
    await openCart(page);
    // The quantity change answers after the removal was asked for.
    await shopFault(page, { method: "PATCH", path: "/store-api/checkout/cart/line-item", delayMs: 800 });
    await shopFault(page, { method: "DELETE", path: "/store-api/checkout/cart/line-item", delayMs: 50 });
    const item = line(page, EDUCATION.name);
    await item.getByRole("button", { name: `Increase the quantity of ${EDUCATION.name}` }).click();
    await item.getByRole("button", { name: `Remove ${EDUCATION.name} from the cart` }).click();
    await expect(item).toHaveCount(0);
    await expect(page.locator(".cart__summary")).toHaveAttribute("aria-busy", "false", { timeout: 10_000 });
    await page.waitForTimeout(300);
    await expect(item).toHaveCount(0);
    expect((await serverCart(page)).lineItems.map((l) => l.label)).toEqual([LICENCE.name]);
  });

  test("a failing upstream: the line goes back to the shop's quantity and says the change failed", async ({ page }) => {
    await addToCart(page, LICENCE);
    await openCart(page);
    await shopFault(page, {
      method: "PATCH",
      path: "/store-api/checkout/cart/line-item",
      status: 503,
      body: JSON.stringify({
        errors: [{ status: "503", code: "UPSTREAM", title: "Unavailable", detail: "Try again." }],
      }),
    });
    const item = line(page, LICENCE.name);
    await item.getByRole("button", { name: `Increase the quantity of ${LICENCE.name}` }).click();
    // The shop's own text for its failure is not for the shopper: the storefront's.
    await expect(item.getByText("The change could not be saved. Please try again.")).toBeVisible();
    await expect(item.getByRole("spinbutton")).toHaveValue("1");
    await expect(page.locator("[data-total=total]")).toHaveText("€49.90");
    await clearShopFaults(page);
    // The next try works, and the error is gone when it starts.
    await item.getByRole("button", { name: `Increase the quantity of ${LICENCE.name}` }).click();
    await expect(item.getByText("The change could not be saved. Please try again.")).toHaveCount(0);
    await expect(item.getByRole("spinbutton")).toHaveValue("2");
    await expect(page.locator("[data-total=total]")).toHaveText("€99.80");
  });

  test("a new visitor's tab, which read no cart (decision 027), counts the first line another tab adds", async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await other.goto("/");
    await hydrated(other);
    await expect(other.locator(".header-entry--cart .badge")).toHaveCount(0);
    await addToCart(page, LICENCE);
    await expect(other.locator(".header-entry--cart .badge")).toHaveText("1", { timeout: 1_500 });
  });

  test("two tabs stay in sync without a reload", async ({ page, context }) => {
    await addToCart(page, LICENCE);
    await openCart(page);
    const other = await context.newPage();
    await other.goto("/");
    await hydrated(other);
    await expect(other.locator(".header-entry--cart .badge")).toHaveText("1");
    await markWindow(other);

    await line(page, LICENCE.name)
      .getByRole("button", { name: `Increase the quantity of ${LICENCE.name}` })
      .click();
    await expect(line(page, LICENCE.name).getByRole("spinbutton")).toHaveValue("2");
    await expect(other.locator(".header-entry--cart .badge")).toHaveText("2", { timeout: 1_500 });

    await other.goto("/cart/");
    await hydrated(other);
    await line(other, LICENCE.name)
      .getByRole("button", { name: `Remove ${LICENCE.name} from the cart` })
      .click();
    await expect(page.getByText("Your shopping cart is empty")).toBeVisible({ timeout: 1_500 });
  });
});

test("screenshots of the cart page at 390 and 1280 px, and of the mini cart", async ({ page }, testInfo) => {
  await addToCart(page, LICENCE, 2);
  await addToCart(page, EDUCATION);
  await openCart(page);
  await page.getByRole("textbox", { name: "Promotion code" }).fill("WELCOME10");
  await page.getByRole("button", { name: "Redeem" }).click();
  await expect(line(page, "Welcome discount 10%")).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await testInfo.attach(`cart-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  }
  await page.getByRole("link", { name: /^Cart, 7 items/ }).click();
  await expect(page.getByRole("dialog", { name: "Shopping cart" })).toBeVisible();
  await testInfo.attach("mini-cart-1280", { body: await page.screenshot(), contentType: "image/png" });
});

test.describe("print projects in the cart", () => {
  /** A logged-in customer with a saved photo book project (family 101: steps 1, 2, 5, 10). */
  async function customerWithProject(page: Page, pageCount = 30): Promise<string> {
    await page.goto("/");
    await registerInPage(page, `print-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`);
    return page.evaluate(async (pages) => {
      const session = (await (await fetch("/store-api/pbx2/session")).json()) as { session_id: string };
      const response = await fetch("/__emulator/pbx/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json", "session-id": session.session_id },
        body: JSON.stringify({ name: "Summer in Lviv", productFamilyId: "101", pageCount: pages, optionIds: [12, 22] }),
      });
      return ((await response.json()) as { id: string }).id;
    }, pageCount);
  }

  /** The add-project route action, as the editor will call it (here as a plain form post). */
  const addProject = (page: Page, fields: Record<string, string>) =>
    page.evaluate(async (body) => {
      const response = await fetch("/cart/", { method: "POST", body: new URLSearchParams(body), redirect: "manual" });
      return response.type === "opaqueredirect" ? 303 : response.status;
    }, fields);

  test("a project: thumbnail, name, options, prints, quantity steps and the way back to the editor", async ({
    page,
    problems,
  }) => {
    const projectId = await customerWithProject(page);
    expect(await addProject(page, { intent: "add-project", projectId })).toBe(303);
    await openCart(page);
    const item = line(page, "Summer in Lviv");
    await expect(item.getByRole("img", { name: "Summer in Lviv" })).toBeVisible();
    await expect(item).toContainText("Paper: Glossy");
    await expect(item).toContainText("Cover: Linen");
    await expect(item).toContainText("Prints in total: 1");
    const steps = item.getByRole("combobox", { name: "Quantity of Summer in Lviv" });
    expect(await steps.locator("option").allTextContents()).toEqual(["1", "2", "5", "10"]);
    await steps.selectOption("5");
    await expect(item).toContainText("Prints in total: 5");
    await expect(steps).toHaveValue("5");
    // Shown at once (optimistic); on the server once the change has answered.
    await expect(page.locator(".cart__summary")).toHaveAttribute("aria-busy", "false");
    expect((await serverCart(page)).lineItems.find((l) => l.label === "Summer in Lviv")?.quantity).toBe(5);
    await expect(item.getByRole("link", { name: "Edit in editor" })).toHaveAttribute(
      "href",
      new RegExp(`/editor/\\?.*projectId=${projectId}.*&fromCart=1$`),
    );
    expect(problems).toEqual([]);
  });

  test("an empty project id is refused with the spec's text; a project already there is skipped", async ({ page }) => {
    const projectId = await customerWithProject(page);
    expect(await addProject(page, { intent: "add-project", projectId: " " })).toBe(303);
    await page.goto("/cart/");
    await expect(notice(page, "Pbx product id must have length greater than 0")).toBeVisible();
    expect(await addProject(page, { intent: "add-project", projectId, quantity: "2" })).toBe(303);
    expect(await addProject(page, { intent: "add-project", projectId, quantity: "5", skipIfPresent: "1" })).toBe(303);
    expect(
      (await serverCart(page)).lineItems.filter((l) => l.label === "Summer in Lviv").map((l) => l.quantity),
    ).toEqual([2]);
  });

  test("a forced refresh tells the shopper that a project's price changed in the editor", async ({ page }) => {
    const projectId = await customerWithProject(page, 26);
    await addProject(page, { intent: "add-project", projectId });
    // The cart page reads a cart with projects once more with their current prices as it is shown.
    const refreshed = page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        r.request().headers()["x-storefront-action"] === "1" &&
        (r.request().postData() ?? "").includes("intent=refresh-cart"),
    );
    await openCart(page);
    await refreshed;
    const item = line(page, "Summer in Lviv");
    const before = await item.locator(".cart-line__total").textContent();
    // The shopper adds pages in the editor: the project costs more from now on.
    await page.evaluate(async (id) => {
      const session = (await (await fetch("/store-api/pbx2/session")).json()) as { session_id: string };
      await fetch(`/__emulator/pbx/api/projects/${id}`, {
        method: "PUT",
        headers: { "content-type": "application/json", "session-id": session.session_id },
        body: JSON.stringify({ name: "Summer in Lviv", productFamilyId: "101", pageCount: 60, optionIds: [12, 22] }),
      });
    }, projectId);
    await page.reload();
    await hydrated(page);
    await expect(notice(page, "The prices in your cart have changed. Please check your cart.")).toBeVisible();
    await expect(item.locator(".cart-line__total")).not.toHaveText(before ?? "");
  });
});

test.describe("every cart action without JavaScript", () => {
  test("add, change the quantity, add and remove a code, remove", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(EDUCATION.path);
      await page.getByRole("button", { name: "Add to cart" }).click();
      await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
      await page.goto("/cart/");
      const item = line(page, EDUCATION.name);
      await expect(item.getByRole("spinbutton")).toHaveValue("5");

      await item.getByRole("button", { name: `Increase the quantity of ${EDUCATION.name}` }).click();
      await expect(page).toHaveURL(/\/cart\/$/);
      await expect(item.getByRole("spinbutton")).toHaveValue("10");

      await item.getByRole("spinbutton").fill("25");
      await item.getByRole("button", { name: "Update" }).click();
      await expect(item.getByRole("spinbutton")).toHaveValue("25");

      await page.getByRole("textbox", { name: "Promotion code" }).fill("SAVE5");
      await page.getByRole("button", { name: "Redeem" }).click();
      await expect(notice(page, "Promotion code added successfully")).toBeVisible();
      const save5 = line(page, "€5 off from €25");
      await expect(save5).toContainText("Code SAVE5");

      await save5.getByRole("button", { name: /^Remove/ }).click();
      await expect(notice(page, "The promotion code has been removed.")).toBeVisible();
      await expect(save5).toHaveCount(0);

      await item.getByRole("button", { name: `Remove ${EDUCATION.name} from the cart` }).click();
      await expect(page.getByText("Your shopping cart is empty")).toBeVisible();
    });
  });
});
