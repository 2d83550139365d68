import { expect, hydrated, test } from "./fixtures";

/**
 * The page titles a shopper's browser shows. Each route's title on arrival is the server's <title>, and
 * needs no browser: tests/worker/titles.test.ts checks the whole list, redirects followed as a browser
 * does. What only a browser shows is the title after a client-side navigation, here.
 */
test.describe("page titles", () => {
  test("the title follows client-side navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Your shopping cart is empty | Edge Print Shop");
    await page.getByRole("link", { name: "Privacy policy", exact: true }).click();
    await expect(page).toHaveTitle("Privacy policy | Edge Print Shop");
    await hydrated(page);
    // With JavaScript the header's "Log in" opens the login modal; its links lead on.
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveTitle("Create an account | Edge Print Shop");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
