import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, registerInPage, stillSameWindow, test, withoutJavaScript } from "./fixtures";

/**
 * The demo shop's silicone case (emulator/src/seed/variants.ts): colours blue, rose, green × iPhone
 * 17 Pro, 17, 16. Rose is not made for the iPhone 16; green for the iPhone 16 is out of stock but
 * orderable. The art print's largest size (60 × 90 cm) is sold out for good.
 */
const CASE = "/Silicone-colour-case/";
const variantPath = (n: number) => `${CASE}ESV001.${n}/`;
const BLUE_17 = variantPath(2);
const ROSE_17 = variantPath(5);
const ROSE_17_PRO = variantPath(4);
const GREEN_17_PRO = variantPath(6);
const GREEN_17 = variantPath(7);
const GREEN_16 = variantPath(8);
const PRINT_SMALL = "/Mountain-lake-art-print/ESV002.1/";
const PRINT_LARGE = "/Mountain-lake-art-print/ESV002.3/";

const configurator = (page: Page) => page.getByRole("group", { name: "Choose a variant" });
const group = (page: Page, name: string) => configurator(page).getByRole("group", { name: new RegExp(`^${name}:`) });
const option = (page: Page, groupName: string, name: string) =>
  group(page, groupName).getByRole("link", { name: new RegExp(`^${name}( \\(|$)`) });
const current = (page: Page, groupName: string) => group(page, groupName).locator("[aria-current=true]");
const price = (page: Page) => page.locator(".buy-box .price__current");
const number = (page: Page) => page.locator(".buy-box__number");
// The image the gallery opens with: the first of its track.
const stage = (page: Page) => page.locator(".gallery__slide img").first();
const cartLines = (page: Page) => page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem");

async function expectVariant(page: Page, path: string, colour: string, model: string, productNumber: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\./g, "\\.")}$`));
  await expect(number(page)).toHaveText(`Product number: ${productNumber}`);
  await expect(group(page, "Colour")).toHaveAccessibleName(`Colour: ${colour}`);
  await expect(group(page, "Phone model")).toHaveAccessibleName(`Phone model: ${model}`);
  await expect(current(page, "Colour")).toContainText(colour);
  await expect(current(page, "Phone model")).toContainText(model);
}

test.describe("variant products", () => {
  test("the listing shows the family once; choosing colour and model moves to each variant's URL, price, stock and pictures; back returns; the cart shows the options", async ({
    page,
    problems,
  }) => {
    await page.goto("/Phone-cases/iPhone/");
    await hydrated(page);
    await markWindow(page);
    await expect(page.locator(".listing__grid").getByRole("link", { name: "Silicone colour case" })).toHaveCount(1);
    await page.locator(".listing__grid").getByRole("link", { name: "Silicone colour case" }).click();
    // The listing's card is the family's main variant.
    await expectVariant(page, BLUE_17, "Blue", "iPhone 17", "ESV001.2");
    await expect(price(page)).toHaveText("€22.95");
    await expect(page.locator(".availability")).toHaveClass(/availability--in/);
    const blueImage = await stage(page).getAttribute("src");
    expect(blueImage).toContain("esv001-blue-front");

    // A colour: the URL, number and pictures follow; the price stays (same model).
    await option(page, "Colour", "Rose").click();
    await expectVariant(page, ROSE_17, "Rose", "iPhone 17", "ESV001.5");
    await expect(stage(page)).toHaveAttribute("src", /esv001-rose-front/);
    await expect(price(page)).toHaveText("€22.95");
    // From rose, the iPhone 16 is not made: it is marked, and still choosable.
    await expect(option(page, "Phone model", "iPhone 16")).toHaveAccessibleName(
      "iPhone 16 (not available in this combination)",
    );
    // A model: the price follows.
    await option(page, "Phone model", "iPhone 17 Pro").click();
    await expectVariant(page, ROSE_17_PRO, "Rose", "iPhone 17 Pro", "ESV001.4");
    await expect(price(page)).toHaveText("€24.95");
    await option(page, "Colour", "Green").click();
    await expectVariant(page, GREEN_17_PRO, "Green", "iPhone 17 Pro", "ESV001.6");
    await expect(stage(page)).toHaveAttribute("src", /esv001-green-front/);

    // Green for the iPhone 16 is out of stock but reordered: choosable, available, not "in stock".
    await expect(option(page, "Phone model", "iPhone 16")).not.toHaveClass(/is-unavailable/);
    await option(page, "Phone model", "iPhone 16").click();
    await expectVariant(page, GREEN_16, "Green", "iPhone 16", "ESV001.8");
    await expect(price(page)).toHaveText("€19.95");
    await expect(page.locator(".availability")).not.toHaveClass(/availability--out/);
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();
    expect(await stillSameWindow(page)).toBe(true);

    // Back returns to the variant before.
    await page.goBack();
    await expectVariant(page, GREEN_17_PRO, "Green", "iPhone 17 Pro", "ESV001.6");
    await expect(price(page)).toHaveText("€24.95");
    await page.goBack();
    await expectVariant(page, ROSE_17_PRO, "Rose", "iPhone 17 Pro", "ESV001.4");
    await page.goForward();
    await expectVariant(page, GREEN_17_PRO, "Green", "iPhone 17 Pro", "ESV001.6");
    expect(await stillSameWindow(page)).toBe(true);

    // The chosen variant into the cart: its line names its options.
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The product has been added to your cart." }),
    ).toBeVisible();
    await page.goto("/cart/");
    const line = cartLines(page).filter({ has: page.getByRole("link", { name: "Silicone colour case" }) });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("Colour: Green");
    await expect(line).toContainText("Phone model: iPhone 17 Pro");
    await expect(line).toContainText("€24.95");
    // The checkout's summary names them too (a guest cart carries into the new account).
    await registerInPage(page, `variant-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`);
    await page.goto("/checkout/");
    await expect(page.locator(".checkout-line").filter({ hasText: "Silicone colour case" })).toContainText(
      "Colour: Green, Phone model: iPhone 17 Pro",
    );
    expect(problems).toEqual([]);
  });

  test("a sold-out size is marked unavailable; its page says sold out and cannot add it; a combination not made keeps the switched choice", async ({
    page,
    problems,
  }) => {
    await page.goto(PRINT_SMALL);
    await hydrated(page);
    await markWindow(page);
    await expect(group(page, "Format")).toHaveAccessibleName("Format: 30 × 30 cm");
    await expect(option(page, "Format", "60 × 90 cm")).toHaveAccessibleName(
      "60 × 90 cm (not available in this combination)",
    );
    await option(page, "Format", "60 × 90 cm").click();
    await expect(page).toHaveURL(new RegExp(`${PRINT_LARGE.replace(/\./g, "\\.")}$`));
    await expect(number(page)).toHaveText("Product number: ESV002.3");
    await expect(page.locator(".availability")).toHaveText("Sold out");
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    expect(await stillSameWindow(page)).toBe(true);
    // Rose for the iPhone 16 is not made: choosing the iPhone 16 from rose keeps the model (find-variant's switched group).
    await page.goto(ROSE_17);
    await hydrated(page);
    await option(page, "Phone model", "iPhone 16").click();
    await expect(page).toHaveURL(/\/ESV001\.[38]\/$/);
    await expect(group(page, "Phone model")).toHaveAccessibleName("Phone model: iPhone 16");
    expect(problems).toEqual([]);
  });

  test("a parent's URL opens its main variant; the product page has no accessibility violations (axe) and looks right at 1280 and 390 px", async ({
    page,
    problems,
  }, testInfo) => {
    const parent = await page.request.post("/store-api/product", {
      data: { filter: [{ type: "equals", field: "productNumber", value: "ESV001" }], includes: { product: ["id"] } },
    });
    const parentId = ((await parent.json()) as { elements: { id: string }[] }).elements[0]!.id;
    await page.goto(`/detail/${parentId}/`);
    await expect(page).toHaveURL(new RegExp(`${BLUE_17.replace(/\./g, "\\.")}$`));
    await page.goto(GREEN_17);
    await hydrated(page);
    const violations = (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(violations).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator(".buy-box").scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`variant-product-${width}.png`), fullPage: false });
    }
    expect(problems).toEqual([]);
  });

  test("without JavaScript: options are links through the switch to each variant's URL; back; add to cart; sold out cannot be added", async ({
    browser,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(BLUE_17);
      await option(page, "Colour", "Green").click();
      await expectVariant(page, GREEN_17, "Green", "iPhone 17", "ESV001.7");
      await expect(stage(page)).toHaveAttribute("src", /esv001-green-front/);
      await option(page, "Phone model", "iPhone 16").click();
      await expectVariant(page, GREEN_16, "Green", "iPhone 16", "ESV001.8");
      await expect(page.locator(".availability")).not.toHaveClass(/availability--out/);
      await page.goBack();
      await expectVariant(page, GREEN_17, "Green", "iPhone 17", "ESV001.7");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Add to cart" }).click(),
      ]);
      expect(response.status()).toBe(303);
      await expect(page).toHaveURL(new RegExp(`${GREEN_17.replace(/\./g, "\\.")}$`));
      await page.goto("/cart/");
      const line = cartLines(page).filter({ has: page.getByRole("link", { name: "Silicone colour case" }) });
      await expect(line).toContainText("Colour: Green");
      await expect(line).toContainText("Phone model: iPhone 17");
      // A sold-out size: its link leads to its page, which cannot add it.
      await page.goto(PRINT_SMALL);
      await option(page, "Format", "60 × 90 cm").click();
      await expect(page).toHaveURL(new RegExp(`${PRINT_LARGE.replace(/\./g, "\\.")}$`));
      await expect(page.locator(".availability")).toHaveText("Sold out");
      await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
    });
  });
});
