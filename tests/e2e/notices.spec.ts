import { expect, hydrated, test } from "./fixtures";

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
