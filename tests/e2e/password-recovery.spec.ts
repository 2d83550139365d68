import AxeBuilder from "@axe-core/playwright";
import { expect, hydrated, registerInPage, test, withoutJavaScript } from "./fixtures";

const notice = (page: import("@playwright/test").Page, text: string) =>
  page.getByRole("region", { name: "Notifications" }).getByText(text);

test.describe("password recovery", () => {
  test("the mail's link sets a new password, the login takes it; an unknown address gets the same answer", async ({
    page,
  }) => {
    const email = `recover-${Date.now()}@example.com`;
    await page.goto("/");
    await registerInPage(page, email);
    await page.evaluate(async () => {
      await fetch("/store-api/account/logout", { method: "POST" });
    });

    await page.goto("/password-recovery/");
    await hydrated(page);
    await page.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Send the link" }).click();
    const sent = "If there is an account for this address, we have sent it a link to set a new password.";
    await expect(page.getByRole("status").filter({ hasText: sent })).toBeVisible();

    await page.goto("/password-recovery/");
    await hydrated(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByRole("status").filter({ hasText: sent })).toBeVisible();

    await page.goto(`/__emulator/outbox?to=${encodeURIComponent(email)}`);
    const link = (await page.getByRole("link", { name: "recover" }).getAttribute("href"))!;
    expect(new URL(link).pathname).toBe("/account/recover/password/");
    await page.goto(link);
    await hydrated(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByLabel("New password").fill("brand-new-pass-2");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(notice(page, "Your new password is saved. You can log in with it now.")).toBeVisible();
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill("brand-new-pass-2");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/account\/profile\/$/);

    // The link a second time: it is used up.
    await page.goto(link);
    await hydrated(page);
    await page.getByLabel("New password").fill("another-pass-3");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page.getByRole("alert")).toHaveText("This link is not valid any more. Please ask for a new one.");
  });

  test("without JavaScript the recovery page asks for the mail", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/password-recovery/");
      await page.getByLabel("E-mail address").fill(`nobody-${Date.now()}@example.com`);
      await page.getByRole("button", { name: "Send the link" }).click();
      await expect(page.getByText("If there is an account for this address, we have sent it a link")).toBeVisible();
    });
  });
});
