import { expect, registerInPage, test } from "./fixtures";

/** The shop's double opt-in setting changes registration for every session, so this file runs in the shop-wide project. */
test("the outbox page shows the double opt-in mail with its confirmation link", async ({ page }) => {
  const email = `outbox-${Date.now()}@example.com`;
  const setDoubleOptIn = async (on: boolean) => {
    await page.goto("/__emulator/settings");
    await page.getByLabel("Double opt-in for registrations").setChecked(on);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByLabel("Double opt-in for registrations")).toBeChecked({ checked: on });
  };
  await setDoubleOptIn(true);
  try {
    await registerInPage(page, email);
    await page.goto(`/__emulator/outbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByText("1 mail(s).")).toBeVisible();
    await expect(page.getByRole("cell", { name: /Please confirm your registration/ })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(page.getByRole("link", { name: "confirm" })).toHaveAttribute("href", new RegExp(`^${origin}/registration/confirm/\\?em=[0-9a-f]{40}&hash=[0-9a-f]{32}$`));
  } finally {
    await setDoubleOptIn(false);
  }
});
