import type { Page } from "@playwright/test";
import { clearShopFaults, expect, hydrated, shopFault, test } from "./fixtures";

test.describe("notices named in the address", () => {
  test("success and danger are shown once, in the shop's words; the parameters leave the address", async ({
    page,
    problems,
  }) => {
    await page.goto("/cart/?notification=account.logout.success&notificationType=success");
    await hydrated(page);
    await expect(page.getByRole("status").filter({ hasText: "You have been successfully logged out." })).toBeVisible();
    await expect(page).toHaveURL(/\/cart\/$/);
    // A reload shows it no more.
    await page.reload();
    await hydrated(page);
    await expect(page.getByText("You have been successfully logged out.")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("another type, or words that are not the shop's, are not shown; the address is cleaned all the same", async ({
    page,
  }) => {
    await page.goto("/?notification=account.logout.success&notificationType=info");
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/?notification=Call+0900+now&notificationType=danger");
    await hydrated(page);
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(300);
    await expect(page.locator(".notification")).toHaveCount(0);
  });
});

test.describe("cart and currency actions broadcast their messages and failures (spec section 8)", () => {
  const LICENCE = { path: "/Single-user-licence-1-year/ES10057/", name: "Single user licence (1 year)" };
  type Heard = { type: string; detail: Record<string, unknown> };
  const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
  const of = async (page: Page, type: string) => (await heard(page)).filter((event) => event.type === type);

  test("cart-message, cart-error and currency-error reach the page's listeners", async ({ page }) => {
    await page.addInitScript(() => {
      const list: { type: string; detail: unknown }[] = [];
      (window as unknown as { heard: typeof list }).heard = list;
      for (const type of ["storefront:cart-message", "storefront:cart-error", "storefront:currency-error"])
        window.addEventListener(type, (event) => list.push({ type, detail: (event as CustomEvent).detail }));
    });
    await page.goto(LICENCE.path);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByText("The product has been added to your cart.")).toBeVisible();
    await page.goto("/cart/");
    await hydrated(page);

    // An unknown code: the shop's message (level 20) and the failed action, each its own event.
    await page.getByRole("textbox", { name: "Promotion code" }).fill("NOPE-123");
    await page.getByRole("button", { name: "Redeem" }).click();
    await expect.poll(() => of(page, "storefront:cart-error")).toHaveLength(1);
    expect(await of(page, "storefront:cart-message")).toEqual([
      { type: "storefront:cart-message", detail: { level: 20, message: expect.any(String) } },
    ]);
    expect((await of(page, "storefront:cart-error"))[0]!.detail).toEqual({
      action: "add-promotion-code",
      status: 400,
      errors: [{ code: "cart.promotion.notFound", title: "", detail: "" }],
    });

    // The shop refuses a quantity: its code and texts travel with the event.
    await shopFault(page, {
      method: "PATCH",
      path: "/store-api/checkout/cart/line-item",
      status: 400,
      body: JSON.stringify({
        errors: [{ status: "400", code: "CHECKOUT__CART_INVALID_QUANTITY", title: "Bad Request", detail: "No." }],
      }),
    });
    const line = page.getByRole("main").getByRole("listitem").filter({ hasText: LICENCE.name });
    await line.getByRole("button", { name: `Increase the quantity of ${LICENCE.name}` }).click();
    await expect.poll(() => of(page, "storefront:cart-error")).toHaveLength(2);
    expect((await of(page, "storefront:cart-error"))[1]!.detail).toEqual({
      action: "change-quantity",
      status: 400,
      errors: [{ code: "CHECKOUT__CART_INVALID_QUANTITY", title: "Bad Request", detail: "No." }],
    });
    await clearShopFaults(page);

    // The shop down while the currency is set: the failure is told as the storefront's general one, as its notice is.
    await shopFault(page, {
      method: "PATCH",
      path: "/store-api/context",
      status: 503,
      body: JSON.stringify({ errors: [{ status: "503", code: "UPSTREAM", title: "Unavailable", detail: "Later." }] }),
    });
    await page.getByRole("banner").getByRole("combobox", { name: "Currency" }).selectOption({ label: "USD $" });
    await expect.poll(() => of(page, "storefront:currency-error")).toHaveLength(1);
    expect((await of(page, "storefront:currency-error"))[0]!.detail).toEqual({
      action: "set-currency",
      status: 502,
      errors: [{ code: "notification.changeFailed", title: "", detail: "" }],
    });
    await clearShopFaults(page);
    expect(await of(page, "storefront:cart-error")).toHaveLength(2);
  });
});
