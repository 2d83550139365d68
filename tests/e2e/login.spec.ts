import type { Page } from "@playwright/test";
import {
  expect,
  hydrated,
  markWindow,
  registerInPage,
  stillSameWindow,
  test,
  withoutJavaScript,
  registerByRequest,
} from "./fixtures";

const PASSWORD = "secret-pass-1";
const PRODUCT = "/PixelForge-Studio/ES10051/";

/** A registered customer, logged out again: the page is a guest's with an account to log in to. */
async function accountOf(page: Page): Promise<string> {
  const email = `login-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
  await page.goto("/");
  await registerInPage(page, email);
  await page.evaluate(async () => {
    await fetch("/store-api/account/logout", { method: "POST" });
  });
  return email;
}

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);

async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

test.describe("login and logout", () => {
  test("a wrong password says only that the two do not match; the right one logs in, keeps the cart and goes back", async ({
    page,
  }) => {
    const email = await accountOf(page);
    // As a guest, with something in the cart.
    await page.goto(PRODUCT);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(notice(page, "The product has been added to your cart.")).toBeVisible();

    await page.goto("/login/?redirect=%2Fcart%2F");
    await hydrated(page);
    await markWindow(page);
    await page.evaluate(() => {
      window.addEventListener("storefront:login", (event) => {
        (window as unknown as { __login: unknown }).__login = (event as CustomEvent).detail;
      });
    });
    await logIn(page, email, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or the password is not correct.");
    await expect(page.getByLabel("E-mail address")).toHaveValue(email);
    // An unknown e-mail reads the same.
    await logIn(page, `nobody-${Date.now()}@example.com`, "whatever-1");
    await expect(page.getByRole("alert")).toHaveText("The e-mail address or the password is not correct.");

    await logIn(page, email);
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByRole("link", { name: "Hello, Grace" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "PixelForge Studio" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __login: unknown }).__login)).toEqual({
      method: "email-and-password",
    });
    expect(await stillSameWindow(page)).toBe(true);
    expect(await page.content()).not.toContain(PASSWORD);
  });

  test("logout says so, the header says 'Log in' again, and the old session token cannot act as the customer", async ({
    page,
    browser,
  }) => {
    const email = await accountOf(page);
    await page.goto("/login/");
    await hydrated(page);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/account\/profile\/$/);
    const oldToken = (await page.context().cookies()).find((c) => c.name === "sw-context-token")!.value;
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(notice(page, "You have been successfully logged out.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === "sw-context-token")!.value).not.toBe(oldToken);

    // Someone holding a copy of the old cookie is a guest.
    const other = await browser.newContext();
    try {
      await other.addCookies([{ name: "sw-context-token", value: oldToken, url: page.url() }]);
      const response = await other.request.post(new URL("/store-api/account/customer", page.url()).toString());
      expect(response.status()).toBe(403);
    } finally {
      await other.close();
    }
  });

  // One foreign target through the real UI; every other form of one is checked from the Worker's answers
  // (tests/worker/return-paths.test.ts).
  test("a return path never leads to another site", async ({ page }) => {
    const email = await accountOf(page);
    await page.goto(`/login/?redirect=${encodeURIComponent("//evil.example/")}`);
    await hydrated(page);
    await logIn(page, email);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/account\/profile\/$/);
    await expect(page.getByRole("link", { name: "Hello, Grace" })).toBeVisible();
  });

  test("without JavaScript: a failed login shows the form again, a good one redirects, and logout works", async ({
    browser,
    baseURL,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      const email = `nojs-${Date.now()}@example.com`;
      // Registering needs a script-less helper: the shop's own endpoint, with the page's cookies.
      await registerByRequest(page, email, baseURL);
      await page.request.post("/store-api/account/logout");

      await page.goto("/login/?redirect=%2Fhello%2F");
      await logIn(page, email, "not-the-password");
      await expect(page.getByRole("alert")).toHaveText("The e-mail address or the password is not correct.");
      await expect(page.getByLabel("E-mail address")).toHaveValue(email);
      await expect(page.getByLabel("Password")).toHaveValue("");
      await logIn(page, email);
      await expect(page).toHaveURL(/\/hello\/$/);
      await expect(page.getByRole("link", { name: "Hello, Grace" })).toBeVisible();
      await page.getByRole("button", { name: "Log out" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(notice(page, "You have been successfully logged out.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    });
  });

  // The login page's axe check is tests/e2e/social-login.spec.ts's: the same page in the same state (its
  // provider buttons are always there in the emulator's shop), checked once.
});
