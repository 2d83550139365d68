import { expect, hydrated, test } from "./fixtures";

/** Spec section 2's page-title list, per route, as a shopper's browser shows it. */
const TITLES: [string, string][] = [
  ["/", "Your shopping cart is empty"],
  ["/login/", "Login"],
  ["/account-creation/", "Create an account"],
  ["/password-recovery/", "Password recovery"],
  ["/reset-password/", "Reset your password"],
  ["/cart/", "Shopping cart"],
  ["/hello/", "Hello"],
  ["/information/privacy-policy/", "Privacy policy"],
  ["/account/recover/password/", "Change your password"],
  ["/social-summary/", "Signing you in"],
  ["/parcel-locker/", "Choose a parcel locker"],
  ["/newsletter-subscribe/", "Newsletter subscription"],
  ["/account/profile/", "Login"],
  ["/account/addresses/", "Login"],
  ["/account/orders/", "Login"],
  ["/projects/", "Login"],
  ["/checkout/", "Login"],
  ["/order-success/", "Login"],
  ["/payment-failure/", "Login"],
  ["/de/login/", "Anmelden"],
  ["/de/cart/", "Warenkorb"],
  ["/uk/information/privacy-policy/", "Політика конфіденційності"],
];

test.describe("page titles", () => {
  for (const [path, title] of TITLES) {
    test(`${path} is titled "${title}"`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${title} | Edge Print Shop`);
    });
  }

  test("the title follows client-side navigation", async ({ page }) => {
    await page.goto("/");
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
