import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, registerInPage, stillSameWindow, test } from "./fixtures";

const PASSWORD = "secret-pass-1";
const PRODUCT = "/PixelForge-Studio/ES10051/";

/** A registered customer, logged out again: the page is a guest's with an account to log in to. */
async function accountOf(page: Page): Promise<string> {
  const email = `modal-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
  await page.goto("/hello/");
  await registerInPage(page, email);
  await page.evaluate(() => fetch("/store-api/account/logout", { method: "POST" }));
  return email;
}

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const modal = (page: Page) => page.getByRole("dialog", { name: "Log in to your account" });
const focusIsInModal = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("dialog"));

test.describe("the login modal", () => {
  test("opens from the header over the page, keeps focus inside, closes with Escape and gives focus back", async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await hydrated(page);
    const entry = page.getByRole("banner").getByRole("link", { name: "Log in" });
    await entry.focus();
    await entry.press("Enter");
    await expect(modal(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
    await expect(modal(page).getByLabel("E-mail address")).toBeFocused();
    // Round the dialog and past its end: focus never reaches the page behind it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInModal(page)).toBe(true);
    }
    expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/screens/login-modal-390.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "test-results/screens/login-modal-1280.png" });
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
    await expect(entry).toBeFocused();
  });

  test("a login in the modal keeps the shopper on the page, with their cart, without a reload", async ({ page }) => {
    const email = await accountOf(page);
    await page.goto(PRODUCT);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
    await markWindow(page);
    await page.evaluate(() => {
      window.addEventListener("storefront:login", (event) => {
        (window as unknown as { __login: unknown }).__login = (event as CustomEvent).detail;
      });
    });

    await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
    const dialog = modal(page);
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByLabel("Password").fill("not-the-password");
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("The e-mail address or the password is not correct.");

    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
    await expect(page.getByRole("link", { name: "Hello, Grace" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __login: unknown }).__login)).toEqual({
      method: "email-and-password",
    });
    expect(await stillSameWindow(page)).toBe(true);
    expect(await page.content()).not.toContain(PASSWORD);
  });

  test("cannot be closed while the login is on its way", async ({ page }) => {
    const email = await accountOf(page);
    await page.goto("/hello/");
    await hydrated(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The login form on its way to the Worker (route actions run there, decision 021) is held.
    await page.route("**/*", async (route) => {
      if (route.request().method() !== "POST" || route.request().headers()["x-storefront-action"] !== "1")
        return route.fallback();
      await held;
      await route.continue();
    });
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
    const dialog = modal(page);
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeDisabled();
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Hello, Grace" })).toBeVisible();
  });

  test("without JavaScript the header's entry is the login page's link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(PRODUCT);
      await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
      await expect(page).toHaveURL(/\/login\/$/);
    } finally {
      await context.close();
    }
  });
});

test.describe("a session that ends elsewhere", () => {
  test("a logout in another tab: this tab broadcasts logout, says so, and leaves a customer-only page", async ({
    page,
    context,
  }) => {
    const email = `expiry-${Date.now()}@example.com`;
    await page.goto("/hello/");
    await registerInPage(page, email);
    await page.goto("/account/addresses/");
    await hydrated(page);
    await expect(page.getByRole("link", { name: "Hello, Grace" })).toBeVisible();
    await page.evaluate(() => {
      window.addEventListener("storefront:logout", () => {
        (window as unknown as { __logouts: number }).__logouts =
          ((window as unknown as { __logouts?: number }).__logouts ?? 0) + 1;
      });
    });

    const other = await context.newPage();
    await other.goto("/hello/");
    await hydrated(other);
    await other.getByRole("button", { name: "Log out" }).click();
    await expect(notice(other, "You have been successfully logged out.")).toBeVisible();

    await expect(notice(page, "Your session has ended. Please log in again.")).toBeVisible();
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Faccount%2Faddresses%2F$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __logouts?: number }).__logouts)).toBe(1);
  });
});
