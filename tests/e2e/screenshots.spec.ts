import type { Locator, Page } from "@playwright/test";
import { addLineByRequest, expect, hydrated, registerInPage, test } from "./fixtures";

/**
 * The key screens and drawers as pictures (issue 27): home, category, product, cart, checkout, login and
 * account, and the menu, filter and cart drawers, at a phone's and a desktop's width, in English and
 * German. A visible change fails here until its new picture is reviewed and committed
 * (`npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots`; docs/design-system.md).
 * What changes from run to run (the customer's e-mail address and number) is masked.
 */
const LANGUAGES = [
  {
    name: "English",
    prefix: "",
    category: "/Photo-books/",
    openMenu: "Open the menu",
    filterAndSort: "Filter and sort",
    cart: /^Cart/,
    cartDrawer: "Shopping cart",
  },
  {
    name: "German",
    prefix: "/de",
    category: "/de/Fotobuecher/",
    openMenu: "Menü öffnen",
    filterAndSort: "Filtern und sortieren",
    cart: /^Warenkorb/,
    cartDrawer: "Warenkorb",
  },
] as const;
const WIDTHS = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
] as const;

/**
 * Waits for the images in view and the web fonts, so that a picture never catches one half-drawn. An
 * image beside the view (a gallery's next slide, loaded lazily) is not waited for: it may never load.
 */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    });
    await Promise.all(inView.map((image) => (image.complete ? null : image.decode().catch(() => null))));
  });
}

/** One licence in the session's cart, found by its product number as the shop knows it. */
async function licenceInCart(page: Page): Promise<void> {
  const id = await page.evaluate(async () => {
    const found = (await (
      await fetch("/store-api/product", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ filter: [{ type: "equals", field: "productNumber", value: "ES10059" }] }),
      })
    ).json()) as { elements: { id: string }[] };
    return found.elements[0]!.id;
  });
  await addLineByRequest(page, id);
}

const picture = (page: Page, name: string, mask: Locator[] = []) =>
  expect(page).toHaveScreenshot(`${name}.png`, { animations: "disabled", caret: "hide", mask });

for (const language of LANGUAGES) {
  for (const size of WIDTHS) {
    test(`the key screens in ${language.name} at ${size.width} px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: size.width, height: size.height });
      const shot = (screen: string, mask?: Locator[]) =>
        picture(page, `${language.name.toLowerCase()}-${size.width}-${screen}`, mask);

      await page.goto(`${language.prefix}/`);
      await settled(page);
      await shot("home");
      if (size.phone) {
        await page.getByLabel(language.openMenu).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await shot("menu-drawer");
        await page.keyboard.press("Escape");
      }

      await page.goto(language.category);
      await settled(page);
      await shot("category");
      if (size.phone) {
        await page.locator("summary.filters__summary").click();
        await expect(page.getByRole("dialog", { name: language.filterAndSort })).toBeVisible();
        await shot("filter-drawer");
        await page.keyboard.press("Escape");
      }
      // The photo book with its gallery, as its link in the listing names it in this language.
      const product = await page.locator('.product-card a[href*="/ES10000/"]').first().getAttribute("href");
      await page.goto(product!);
      await settled(page);
      await shot("product");

      await page.goto(`${language.prefix}/login/`);
      await settled(page);
      await shot("login");

      await licenceInCart(page);
      await page.goto(`${language.prefix}/`);
      await settled(page);
      await page.getByRole("link", { name: language.cart }).first().click();
      const drawer = page.getByRole("dialog", { name: language.cartDrawer });
      await expect(drawer).toBeVisible();
      // The cart read (its "loading" status) has answered: the line is shown.
      await expect(drawer.getByRole("status")).toHaveCount(0);
      await expect(drawer.locator(".cart-line").first()).toBeVisible();
      await shot("cart-drawer");
      await page.keyboard.press("Escape");
      await page.goto(`${language.prefix}/cart/`);
      await settled(page);
      await shot("cart");

      const email = `screens-${language.name}-${size.width}-${Date.now()}@example.com`;
      await registerInPage(page, email);
      await page.goto(`${language.prefix}/account/`);
      await settled(page);
      // The address and the customer number are new with every run.
      const changing = [page.getByText(email), page.getByText(/^(Customer number|Kundennummer)/)];
      await shot("account", changing);
      await page.goto(`${language.prefix}/checkout/`);
      await settled(page);
      await shot("checkout", changing);
    });
  }
}
