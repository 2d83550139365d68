import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, fillRegistration, hydrated, test, withoutJavaScript } from "./fixtures";

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);

test.describe("registration", () => {
  test("creates the account and logs in; a taken e-mail is told at its field and nothing typed is lost", async ({
    page,
  }) => {
    const email = `reg-${Date.now()}@example.com`;
    await page.goto("/account-creation/");
    await hydrated(page);
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Create account" }).click();
    // The welcome is shown as soon as the shop said yes, while the profile loads, for the notice's
    // timeout (2.5 s): looked for first, so that a slow profile on a busy machine cannot hide it.
    await expect(notice(page, "Welcome! Your account has been created.")).toBeVisible();
    await expect(page).toHaveURL(/\/account\/profile\/$/);
    await expect(page.getByRole("link", { name: "Hello, Ada" })).toBeVisible();

    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    await page.goto("/account-creation/");
    await hydrated(page);
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Create account" }).click();
    const field = page.getByLabel("E-mail address");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(`The email address ${email} is already in use.`)).toBeVisible();
    await expect(field).toHaveValue(email);
    await expect(page.getByLabel("City")).toHaveValue("Berlin");
  });

  test("without JavaScript: the form is shown again with the shop's violation, then it registers", async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/account-creation/");
      const email = `reg-nojs-${Date.now()}@example.com`;
      await fillRegistration(page, email);
      // A state of another country than the address's: the shop says no at the field.
      await page.getByLabel("State").selectOption({ index: 1 });
      await page.getByLabel("Country").selectOption({ label: "Austria" });
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page.getByLabel("State")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("First name")).toHaveValue("Ada");
      await expect(page.getByLabel("Password")).toHaveValue("");
      await page.getByLabel("State").selectOption({ index: 0 });
      await page.getByLabel("Password").fill("secret-pass-1");
      await page.getByRole("checkbox", { name: /data protection/ }).check();
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(/\/account\/profile\/$/);
      await expect(page.getByRole("link", { name: "Hello, Ada" })).toBeVisible();
    });
  });

  test("the registration page has no accessibility violations (axe)", async ({ page }) => {
    await page.goto("/account-creation/");
    await hydrated(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
