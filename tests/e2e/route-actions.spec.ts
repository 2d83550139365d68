import type { Page } from "@playwright/test";
import { expect, hydrated, markWindow, stillSameWindow, test, withoutJavaScript } from "./fixtures";

const PRODUCT = "/PixelForge-Studio/ES10051/";
const PRODUCT_NAME = "PixelForge Studio";
const CONTACT = "/Customer-service/Contact/";

/** The cart page's line items, by label. */
const cartLines = (page: Page) => page.getByRole("list", { name: "Products in your cart" }).getByRole("listitem");

test.describe("forms work without JavaScript (route actions, post/redirect/get)", () => {
  test("add to cart from a product page, then the cart page lists the product", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(PRODUCT);
      await page.getByLabel("Quantity").fill("2");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Add to cart" }).click(),
      ]);
      expect(response.status()).toBe(303);
      // Back on the product page, with the notice the action left in the flash cookie.
      await expect(page).toHaveURL(new RegExp(`${PRODUCT}$`));
      await expect(
        page.getByRole("status").filter({ hasText: "The product has been added to your cart." }),
      ).toBeVisible();
      await page.goto("/cart/");
      const line = cartLines(page).filter({ has: page.getByRole("link", { name: PRODUCT_NAME }) });
      await expect(line).toHaveCount(1);
      await expect(line.getByRole("spinbutton", { name: "Quantity of PixelForge Studio" })).toHaveValue("2");
    });
  });

  test("the currency switch applies with its button", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/hello/");
      await expect(page.getByText("Currency: EUR")).toBeVisible();
      await page.getByLabel("Currency").selectOption({ label: "USD $" });
      await page.getByRole("button", { name: "Apply" }).click();
      await expect(page).toHaveURL(/\/hello\/$/);
      await expect(page.getByText("Currency: USD")).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Prices are now shown in USD." })).toBeVisible();
      expect((await page.context().cookies()).find((c) => c.name === "currency")?.value).toMatch(/^[0-9a-f]{32}$/);
    });
  });

  test("the language switch sets the language and leads to the page in it", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/Photo-books/Hardcover/");
      await page.getByLabel("Language: English").click();
      await page.getByRole("button", { name: "Deutsch" }).click();
      await expect(page).toHaveURL(/\/de\/Fotobuecher\/Hardcover\/$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === "domainId")?.value).toMatch(/^[0-9a-f]{32}$/);
      expect(cookies.find((c) => c.name === "langId")?.value).toMatch(/^[0-9a-f]{32}$/);
    });
  });

  test("the contact form shows field errors with what was typed, then sends", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto(CONTACT);
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByLabel("First name").fill("Ada");
      await form.getByLabel("E-mail address").fill("ada@example");
      await form.getByLabel("Subject").fill("My order");
      await form.getByLabel("Your message").fill("Too short");
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.getByRole("button", { name: "Send message" }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(form.getByText("Please enter a valid e-mail address.")).toBeVisible();
      await expect(form.getByText("Please write at least 15 characters.")).toBeVisible();
      await expect(form.getByLabel("Last name")).toHaveAccessibleDescription("Please fill in this field.");
      // Nothing typed is lost.
      await expect(form.getByLabel("First name")).toHaveValue("Ada");
      await expect(form.getByLabel("Subject")).toHaveValue("My order");
      await expect(form.getByLabel("Your message")).toHaveValue("Too short");

      await form.getByLabel("Last name").fill("Lovelace");
      await form.getByLabel("E-mail address").fill("ada@example.com");
      await form.getByLabel("Your message").fill("Where is my photo book? Order 10001.");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(new RegExp(`${CONTACT}$`));
      await expect(page.getByRole("status").filter({ hasText: "Thank you for your message." })).toBeVisible();
    });
  });
});

test.describe("page POSTs are guarded", () => {
  test("a POST from another origin is refused (403)", async ({ request, baseURL }) => {
    const response = await request.post(`${baseURL}/cart/`, {
      headers: { origin: "https://evil.example" },
      form: { intent: "add-to-cart", productId: "0".repeat(32), quantity: "1" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test("an oversized POST is refused (413)", async ({ request, baseURL }) => {
    const response = await request.post(`${baseURL}/cart/`, {
      form: { intent: "add-to-cart", productId: "0".repeat(32), quantity: "1", padding: "x".repeat(200_000) },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
  });

  test("a malformed add to cart is a notice, never a 500", async ({ request, baseURL }) => {
    const response = await request.post(`${baseURL}/cart/`, {
      headers: { referer: `${baseURL}${PRODUCT}` },
      form: { intent: "add-to-cart", productId: "not-an-id", quantity: "many" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe(PRODUCT);
  });
});

test.describe("the same forms with JavaScript", () => {
  test("add to cart stays on the page, updates the header's count and the cart page", async ({ page, problems }) => {
    await page.goto(PRODUCT);
    await hydrated(page);
    await markWindow(page);
    await page.getByLabel("Quantity").fill("3");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "The product has been added to your cart." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
    // The entry opens the mini cart; its link leads to the cart page.
    await page.getByRole("link", { name: "Cart, 3 items" }).click();
    await page.getByRole("dialog", { name: "Shopping cart" }).getByRole("link", { name: "View cart" }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(
      cartLines(page)
        .filter({ has: page.getByRole("link", { name: PRODUCT_NAME }) })
        .getByRole("spinbutton"),
    ).toHaveValue("3");
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a currency change refreshes prices on the page and announces currency-changed", async ({ page, problems }) => {
    await page.goto(PRODUCT);
    await hydrated(page);
    await markWindow(page);
    await page.evaluate(() => {
      window.addEventListener("storefront:currency-changed", (event) => {
        (window as unknown as { __currency: unknown }).__currency = (event as CustomEvent).detail;
      });
    });
    const price = page.locator(".buy-box .price__current").first();
    await expect(price).toContainText("€");
    await page.getByLabel("Currency").selectOption({ label: "USD $" });
    await expect(page.getByRole("status").filter({ hasText: "Prices are now shown in USD." })).toBeVisible();
    await expect(price).toContainText("$");
    // The product's JSON-LD offer is read from the refreshed page and session, not copied by the loader.
    const jsonLd = () =>
      page
        .locator("script[type='application/ld+json']")
        .evaluateAll((nodes) => nodes.map((n) => n.textContent ?? "").join("\n"));
    await expect.poll(jsonLd).toContain('"priceCurrency":"USD"');
    expect(
      await page.evaluate(() => (window as unknown as { __currency?: { isoCode: string } }).__currency?.isoCode),
    ).toBe("USD");
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test("a language switch announces language-changed and keeps the window", async ({ page, problems }) => {
    await page.goto("/");
    await hydrated(page);
    await markWindow(page);
    await page.evaluate(() => {
      window.addEventListener("storefront:language-changed", () => {
        (window as unknown as { __language: boolean }).__language = true;
      });
    });
    await page.getByLabel("Language: English").click();
    await page.getByRole("button", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    expect(await page.evaluate(() => (window as unknown as { __language?: boolean }).__language)).toBe(true);
    expect(await stillSameWindow(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});

test.describe("a double click adds once", () => {
  test("with JavaScript: the button waits for the first add", async ({ page, problems }) => {
    await page.goto(PRODUCT);
    await hydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).dblclick();
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
