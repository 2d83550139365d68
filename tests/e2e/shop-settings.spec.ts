import type { Page } from "@playwright/test";
import {
  expect,
  fillRegistration,
  hydrated,
  markWindow,
  registerInPage,
  stillSameWindow,
  test,
  withoutJavaScript,
} from "./fixtures";

/** The emulator's shop setting, through its settings page. */
async function setDoubleOptIn(page: Page, on: boolean) {
  await page.goto("/__emulator/settings");
  await page.getByLabel("Double opt-in for registrations").setChecked(on);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByLabel("Double opt-in for registrations")).toBeChecked({ checked: on });
}

/** The shop's double opt-in setting changes registration for every session, so this file runs in the shop-wide project. */
test("the outbox page shows the double opt-in mail with its confirmation link", async ({ page }) => {
  const email = `outbox-${Date.now()}@example.com`;
  await setDoubleOptIn(page, true);
  try {
    await registerInPage(page, email);
    await page.goto(`/__emulator/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByText("1 mail(s).")).toBeVisible();
    await expect(page.getByRole("cell", { name: /Please confirm your registration/ })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(page.getByRole("link", { name: "confirm" })).toHaveAttribute(
      "href",
      new RegExp(`^${origin}/registration/confirm/\\?em=[0-9a-f]{40}&hash=[0-9a-f]{32}$`),
    );
  } finally {
    await setDoubleOptIn(page, false);
  }
});

/** The confirmation link of the newest mail to `email`, from the emulator's outbox. */
async function confirmationLink(page: Page, email: string): Promise<string> {
  await page.goto(`/__emulator/outbox?to=${encodeURIComponent(email)}`);
  return (await page.getByRole("link", { name: "confirm" }).getAttribute("href"))!;
}

test("registration with double opt-in: confirm by mail, the link shows a button that confirms and logs in; a used link says why", async ({
  page,
}) => {
  const email = `doi-${Date.now()}@example.com`;
  await setDoubleOptIn(page, true);
  try {
    await page.goto("/account-creation/");
    await hydrated(page);
    await fillRegistration(page, email);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "please check your mailbox and confirm your account" }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    const link = await confirmationLink(page, email);
    // Opening the link (what a mail scanner does too) logs nobody in: the page asks for the button.
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your account" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await markWindow(page);
    await page.getByRole("button", { name: "Confirm my account" }).click();
    // The notice shows as soon as the shop said yes, for its timeout (2.5 s): looked for before the profile's address.
    await expect(
      page.getByRole("region", { name: "Notifications" }).getByText("Thank you, your account is confirmed."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/account\/profile\/$/);
    await expect(page.getByRole("link", { name: "Hello, Ada" })).toBeVisible();
    // With JavaScript the confirmation is the router's: no full page load.
    expect(await stillSameWindow(page)).toBe(true);
    // The same link again: the login page with the error code.
    await page.goto(link);
    await page.getByRole("button", { name: "Confirm my account" }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(
      page
        .getByRole("region", { name: "Notifications" })
        .getByText(/could not be confirmed \(error CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED\)/),
    ).toBeVisible();
  } finally {
    await setDoubleOptIn(page, false);
  }
});

test("registration with double opt-in, without JavaScript: the link's page posts its button and lands on the profile", async ({
  page,
  browser,
}) => {
  const email = `doi-nojs-${Date.now()}@example.com`;
  await setDoubleOptIn(page, true);
  try {
    await page.goto("/");
    await registerInPage(page, email);
    const link = await confirmationLink(page, email);
    await withoutJavaScript(browser, async (noScript) => {
      await noScript.goto(link);
      await expect(noScript.getByRole("heading", { level: 1, name: "Confirm your account" })).toBeVisible();
      await expect(noScript.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
      await noScript.getByRole("button", { name: "Confirm my account" }).click();
      await expect(noScript).toHaveURL(/\/account\/profile\/$/);
      await expect(noScript.getByText("Thank you, your account is confirmed.")).toBeVisible();
      await expect(noScript.getByRole("link", { name: "Hello, Grace" })).toBeVisible();
    });
  } finally {
    await setDoubleOptIn(page, false);
  }
});

test.describe("analytics switched off on the emulator's settings page", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("no banner, no data layer, no container, no footer link; on again, the banner is back", async ({ page }) => {
    const setAnalytics = async (on: boolean) => {
      await page.goto("/__emulator/settings");
      await page.getByLabel(/Analytics \(the stand-in/).setChecked(on);
      await page.getByRole("button", { name: "Save settings" }).click();
      await expect(page.getByLabel(/Analytics \(the stand-in/)).toBeChecked({ checked: on });
      // The storefront revalidates its kept configuration in the background (stale-while-revalidate).
      await expect(async () => {
        const config = (await (await page.request.get("/api-sync/config")).json()) as {
          analytics: { active: boolean };
        };
        expect(config.analytics.active).toBe(on);
      }).toPass({ timeout: 15_000 });
    };
    const containerRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/gtm.js")) containerRequests.push(request.url());
    });
    await setAnalytics(false);
    try {
      await page.goto("/");
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      // Quiet network after hydration: the after-hydration chunk has run, and would have shown the banner by now.
      expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
      await expect(page.getByRole("region", { name: "Cookie settings" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
      expect(containerRequests).toEqual([]);
    } finally {
      await setAnalytics(true);
    }
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("region", { name: "Cookie settings" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toBeVisible();
  });
});
