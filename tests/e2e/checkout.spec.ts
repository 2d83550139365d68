import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  expect,
  hydrated,
  markWindow,
  orderCount,
  registerInPage,
  stillSameWindow,
  test,
  withoutJavaScript,
  registerByRequest,
} from "./fixtures";

const PRODUCT = "/PixelForge-Studio/ES10051/";

/** A new customer with the product in the cart, on the product page. */
async function customerWithCart(page: Page): Promise<string> {
  const email = `checkout-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
  await page.goto(PRODUCT);
  await registerInPage(page, email);
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  return email;
}

const summaryTotal = (page: Page) => page.locator(".checkout__summary [data-total=total]");

test.describe("checkout", () => {
  test("a shipping method picked before the choices' code has arrived is still the session's (the island replays the pick)", async ({
    page,
  }) => {
    await customerWithCart(page);
    // Every script but the first load's comes 2.5 s late: the choices are server HTML without their code.
    await page.route(/\/assets\/(?!entry\.client|framework|rolldown-runtime)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await page.goto("/checkout/", { waitUntil: "load" });
    expect(await page.evaluate(() => document.documentElement.dataset["hydrated"])).toBeUndefined();
    await page.getByRole("radio", { name: /^Express/ }).check();
    await hydrated(page);
    const shipping = () =>
      page.evaluate(
        async () =>
          ((await (await fetch("/store-api/context")).json()) as { shippingMethod: { name: string } }).shippingMethod
            .name,
      );
    await expect.poll(shipping, { timeout: 10_000 }).toBe("Express");
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.reload();
    await expect(page.getByRole("radio", { name: /^Express/ })).toBeChecked();
  });

  test("from the cart to the success page with invoice: addresses, shipping, payment, terms, one order", async ({
    page,
    problems,
  }) => {
    await customerWithCart(page);
    await page.goto("/cart/");
    await hydrated(page);
    await page.getByRole("link", { name: "Go to checkout" }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checkout");
    await expect(page.getByRole("group", { name: "Billing address" }).getByRole("radio")).toBeChecked();
    await markWindow(page);

    // A choice is the session's at once (no reload), and the summary follows it.
    await page.getByRole("radio", { name: /^Express/ }).check();
    const context = () =>
      page.evaluate(
        async () =>
          (await (await fetch("/store-api/context")).json()) as {
            shippingMethod: { name: string };
            paymentMethod: { name: string };
          },
      );
    await expect.poll(async () => (await context()).shippingMethod.name).toBe("Express");
    await expect(page.getByRole("radio", { name: /^Express/ })).toBeChecked();
    await page.getByRole("radio", { name: /Paid in advance/ }).check();
    await expect.poll(async () => (await context()).paymentMethod.name).toBe("Paid in advance");
    expect(await stillSameWindow(page)).toBe(true);
    // The provider's methods are offered beside the shop's own; invoice and prepayment need no card form.
    await expect(page.getByRole("radio", { name: /Credit or debit card/ })).toHaveCount(1);
    await expect(page.getByRole("group", { name: "Card details" })).toHaveCount(0);

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/checkout-${width}.png`, fullPage: true });
    }

    await page.getByLabel("A comment on your order (optional)").fill("Please ring twice.");
    await page.getByLabel(/accept the terms and conditions/).check();
    // A double click places one order.
    await page.getByRole("button", { name: "Place order" }).dblclick();
    await expect(page).toHaveURL(/\/order-success\/\?orderId=[0-9a-f]{32}$/);
    expect(await orderCount(page)).toBe(1);
    expect(problems).toEqual([]);
  });

  test("a cart that changed meanwhile is shown, with its new total, before any order is placed", async ({
    page,
    context,
  }) => {
    await customerWithCart(page);
    await page.goto("/checkout/");
    await hydrated(page);
    const before = await summaryTotal(page).textContent();

    // Another tab changes the quantity.
    const other = await context.newPage();
    await other.goto("/cart/");
    await other.evaluate(async () => {
      const cart = (await (await fetch("/store-api/checkout/cart")).json()) as { lineItems: { id: string }[] };
      await fetch("/store-api/checkout/cart/line-item", {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ items: [{ id: cart.lineItems[0]!.id, quantity: 3 }] }),
      });
    });
    await other.close();

    await page.getByLabel(/accept the terms and conditions/).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toContainText("Your cart changed while you were here");
    await expect(summaryTotal(page)).not.toHaveText(before ?? "");
    expect(await orderCount(page)).toBe(0);

    // On the total now shown, the order goes through.
    await page.getByLabel(/accept the terms and conditions/).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order-success\//);
    expect(await orderCount(page)).toBe(1);
  });

  test("without JavaScript: choose the payment, accept the terms, place the order; sent again, it leads to the same order", async ({
    browser,
    baseURL,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      const email = `checkout-nojs-${Date.now()}@example.com`;
      await registerByRequest(page, email, baseURL);
      await page.goto(PRODUCT);
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.goto("/checkout/");
      await page.getByRole("radio", { name: /Paid in advance/ }).check();
      await page.getByRole("group", { name: "Choose how you pay" }).getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/\/checkout\/$/);
      await expect(page.getByRole("radio", { name: /Paid in advance/ })).toBeChecked();
      await page.getByLabel(/accept the terms and conditions/).check();
      const idempotencyKey = await page.locator('input[name="idempotencyKey"]').inputValue();
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page).toHaveURL(/\/order-success\/\?orderId=([0-9a-f]{32})$/);
      const success = page.url();

      // The back button and the form sent again (its key with it): no second order, the same success page.
      await page.goBack();
      const resent = await page.request.post("/checkout/", {
        form: { intent: "place-order", idempotencyKey, tos: "1", expectedTotal: "1.00" },
        headers: { origin: new URL(success).origin, referer: `${new URL(success).origin}/checkout/` },
        maxRedirects: 0,
      });
      expect(resent.status()).toBe(303);
      expect(new URL(resent.headers()["location"]!, success).toString()).toBe(success);
      const orders = (await (await page.request.post("/store-api/order", { data: {} })).json()) as {
        orders: { total: number };
      };
      expect(orders.orders.total).toBe(1);
    });
  });

  test("the parcel-locker method asks for a locker; the one chosen is shown in the checkout and on the order", async ({
    page,
  }) => {
    await customerWithCart(page);
    await page.goto("/checkout/");
    await hydrated(page);
    await page.getByRole("radio", { name: /Parcel locker/ }).check();
    await expect(page.getByText("No parcel locker chosen yet.")).toBeVisible();
    await page.getByLabel(/accept the terms and conditions/).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please choose a parcel locker for the delivery.");
    expect(await orderCount(page)).toBe(0);

    await page.getByRole("link", { name: "Choose a parcel locker" }).click();
    await page.getByRole("link", { name: /Kyiv/ }).click();
    // The demo shop's first locker in Kyiv (emulator/src/seed/parcel-lockers.ts).
    const locker = "Parcel locker no. 3001: Khreshchatyk St 10";
    await page.getByRole("radio", { name: new RegExp(locker) }).check();
    await page.getByRole("button", { name: "Choose this parcel locker" }).click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await expect(page.locator(".parcel-choice-summary")).toContainText(locker);

    await page.getByLabel(/accept the terms and conditions/).check();
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order-success\//);
    await expect(page.locator(".order-detail__method").filter({ hasText: "Parcel locker:" })).toContainText(locker);
  });

  test("an empty cart sends the customer back to the cart with a warning", async ({ page }) => {
    await page.goto("/hello/");
    await registerInPage(page, `checkout-empty-${Date.now()}@example.com`);
    await page.goto("/checkout/");
    await expect(page).toHaveURL(/\/cart\/$/);
  });
});
