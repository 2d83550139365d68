import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  addLineByRequest,
  expect,
  hydrated,
  markWindow,
  registerInPage,
  stillSameWindow,
  test,
  withoutJavaScript,
} from "./fixtures";

/** A photo book of family 101 ("Classic photo book", 26 pages included, €0.50 for each page more). */
const PHOTO_BOOK = { path: "/Classic-hardcover-photo-book-20-20-cm/ES10003/", family: "Classic photo book" };
const EDITOR = "/editor/?productFamilyId=101&moduleId=photobook";
const PASSWORD = "secret-pass-1";
/** An ordinary product (a download): in the cart beside a project, never handed to the editor. */
const CLOUD_ID = "dc698db16357b12a475ffd67f861c1fc";

/** What the fake editor (emulator/src/routes/fake-printbox.ts) was configured with; null before setEditorConfig and after deinit. */
type FakeConfig = Record<string, unknown> | null;
const fakeConfig = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pbxFake?: { config: FakeConfig } }).__pbxFake?.config ?? null);

/** The fake editor's section in #app, its heading, and its status line. */
const editor = (page: Page) => page.locator("#app").getByRole("region", { name: "Printbox editor (emulator)" });
const editorHeading = (page: Page, family = PHOTO_BOOK.family) =>
  editor(page).getByRole("heading", { name: `Printbox editor (emulator): ${family}` });
const editorStatus = (page: Page) => editor(page).getByRole("status");
const modal = (page: Page) => page.getByRole("dialog", { name: "Log in to your account" });
const cartLines = (page: Page) =>
  page.getByRole("main").getByRole("list", { name: "Products in your cart" }).getByRole("listitem");
const serverCart = (page: Page) =>
  page.evaluate(
    async () =>
      (await (await fetch("/store-api/checkout/cart")).json()) as {
        lineItems: { label: string; quantity: number; type: string }[];
        price: { totalPrice: number };
      },
  );

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;

/** A registered customer, logged out again: the page is a guest's with an account to log in to. */
async function accountOf(page: Page): Promise<string> {
  const email = uniqueEmail("editor");
  await page.goto("/hello/");
  await registerInPage(page, email);
  await page.evaluate(() => fetch("/store-api/account/logout", { method: "POST" }));
  return email;
}

/** A logged-in customer with a saved photo book project of family 101 in their cart; its id. */
async function customerWithProjectInCart(page: Page, pageCount = 30): Promise<string> {
  await page.goto("/hello/");
  await registerInPage(page, uniqueEmail("editor-project"));
  return page.evaluate(async (pages) => {
    const session = (await (await fetch("/store-api/pbx2/session")).json()) as { session_id: string };
    const created = await fetch("/__emulator/pbx/api/projects", {
      method: "POST",
      headers: { "content-type": "application/json", "session-id": session.session_id },
      body: JSON.stringify({ name: "Summer in Lviv", productFamilyId: "101", pageCount: pages, optionIds: [12, 22] }),
    });
    const id = ((await created.json()) as { id: string }).id;
    // The cart's add-project route action, as the editor calls it.
    await fetch("/cart/", {
      method: "POST",
      body: new URLSearchParams({ intent: "add-project", projectId: id }),
      redirect: "manual",
    });
    return id;
  }, pageCount);
}

/** How often the editor was started (the fake reads its product family in setEditorConfig, and only there). */
function countEditorStarts(page: Page): () => number {
  let starts = 0;
  page.on("request", (request) => {
    if (request.url().includes("/__emulator/pbx/api/product-families/")) starts += 1;
  });
  return () => starts;
}

async function openEditor(page: Page, path = EDITOR, family = PHOTO_BOOK.family) {
  await page.goto(path);
  await hydrated(page);
  await expect(editorHeading(page, family)).toBeVisible();
}

test.describe("the print editor", () => {
  test("a guest designs a photo book: the editor asks for a login, goes on with the session and the project lands in the cart", async ({
    page,
    problems,
  }) => {
    const email = await accountOf(page);
    const starts = countEditorStarts(page);
    await page.goto(PHOTO_BOOK.path);
    await hydrated(page);
    await page.getByRole("link", { name: "Design now" }).click();
    await expect(page).toHaveURL(/\/editor\/\?productFamilyId=101&moduleId=photobook$/);
    await expect(editorHeading(page)).toBeVisible();
    expect((await fakeConfig(page))?.["sessionId"]).toBe("");

    await editor(page).getByLabel("Project name").fill("Holidays 2026");
    await editor(page).getByLabel("Pages").fill("40");
    await editor(page).getByLabel("Paper").selectOption({ label: "Glossy" });
    await editor(page).getByLabel("Cover").selectOption({ label: "Linen" });
    // The editor saves the project with the session id the host handed it (Printbox knows the shopper only by that).
    const saved = page.waitForRequest(
      (request) => request.url().endsWith("/__emulator/pbx/api/projects") && request.method() === "POST",
    );
    await editor(page).getByRole("button", { name: "Add to cart" }).click();

    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByLabel("Password").fill(PASSWORD);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await expect(dialog).toBeHidden();
    const sessionId = (await saved).headers()["session-id"];
    expect(sessionId).toMatch(/\S/);
    // The same editor went on after the login (not started again, which would lose the design).
    expect(starts()).toBe(1);

    await expect(page).toHaveURL(/\/cart\/$/);
    await hydrated(page);
    expect(starts()).toBe(1);
    const item = cartLines(page).filter({ hasText: "Holidays 2026" });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Paper: Glossy");
    await expect(item).toContainText("Cover: Linen");
    await expect(item).toContainText("40");
    await expect(item.getByRole("link", { name: "Edit in editor" })).toHaveAttribute(
      "href",
      /\/editor\/\?.*projectId=[0-9a-f]+.*&fromCart=1$/,
    );
    await expect(page.getByRole("link", { name: "Hello, Grace" })).toBeVisible();
    // The shop makes the pbx2project line a product line of the project's product.
    expect((await serverCart(page)).lineItems.map((l) => [l.label, l.quantity])).toEqual([["Holidays 2026", 1]]);
    expect(problems).toEqual([]);
  });

  test("the editor asks for the cart and gets its print items with the spec's fields; its edit link opens the project", async ({
    page,
    problems,
  }) => {
    // A guest's empty cart: the editor is told there is nothing (not left without an answer).
    await openEditor(page);
    const cart = editor(page).getByRole("region", { name: "Cart in the editor" });
    await expect(cart).toContainText("No projects in the cart.");

    const projectId = await customerWithProjectInCart(page, 30);
    await addLineByRequest(page, CLOUD_ID);
    const line = (
      await page.evaluate(
        async () =>
          (await (await fetch("/store-api/checkout/cart")).json()) as {
            lineItems: { label: string; quantity: number; price: { unitPrice: number; totalPrice: number } }[];
          },
      )
    ).lineItems.find((item) => item.label === "Summer in Lviv")!;
    await openEditor(page);
    const items = cart.getByRole("list", { name: "Projects in the cart" }).getByRole("listitem");
    // The project only: the ordinary product is the shop's, not the editor's.
    await expect(items).toHaveCount(1);
    const item = items.filter({ has: page.getByText("Summer in Lviv", { exact: true }) });
    await expect(item).toHaveAttribute("data-project-id", projectId);
    const fact = (term: string) =>
      item
        .locator("div")
        .filter({ has: page.getByRole("term").filter({ hasText: term }) })
        .getByRole("definition");
    await expect(fact("Quantity")).toHaveText("1");
    await expect(fact("Unit price")).toHaveText(`${line.price.unitPrice.toFixed(2)} EUR`);
    await expect(fact("Total price")).toHaveText(`${line.price.totalPrice.toFixed(2)} EUR`);
    await expect(fact("List price")).toHaveText("none");
    await expect(fact("Product family")).toHaveText("101");
    await expect(fact("Project")).toHaveText(projectId);
    await expect(fact("Attributes")).toHaveText("Paper: Glossy, Cover: Linen");
    await expect(item.locator("img")).toHaveAttribute(
      "src",
      new RegExp(`/__emulator/pbx/thumbnail/${projectId}\\.svg$`),
    );
    const edit = item.getByRole("link", { name: "Edit Summer in Lviv" });
    await expect(edit).toHaveAttribute(
      "href",
      new RegExp(`^https?://[^/]+/editor/\\?productFamilyId=101&moduleId=photobook&projectId=${projectId}&fromCart=1$`),
    );

    // The project's link from the editor's cart opens the project in the editor, as the cart's own does.
    await edit.click();
    await expect(page).toHaveURL(new RegExp(`/editor/\\?.*projectId=${projectId}.*&fromCart=1$`));
    await expect(editor(page)).toHaveAttribute("data-project-id", projectId);
    await expect(editor(page).getByLabel("Project name")).toHaveValue("Summer in Lviv");

    // In German: the attributes in the shopper's language, the link under the language's prefix.
    await openEditor(page, "/de/editor/?productFamilyId=101&moduleId=photobook", "Klassisches Fotobuch");
    await expect(fact("Attributes")).toHaveText("Papier: Glänzend, Einband: Leinen");
    await expect(edit).toHaveAttribute("href", new RegExp(`/de/editor/\\?.*projectId=${projectId}&fromCart=1$`));
    expect(problems).toEqual([]);
  });

  test("a print category (its custom fields: family and module) leads to the editor as a print product does; others do not", async ({
    page,
    browser,
    problems,
  }) => {
    const design = (p: Page, name = "Design now") => p.getByRole("main").getByRole("link", { name });
    await page.goto("/Photo-books/Hardcover/Premium/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Premium" })).toBeVisible();
    await expect(design(page)).toHaveAttribute("href", "/editor/?productFamilyId=102&moduleId=photobook");
    await markWindow(page);
    await design(page).click();
    // A document load, as from a product: the editor page's own policy allows the editor's origin.
    await expect(page).toHaveURL(/\/editor\/\?productFamilyId=102&moduleId=photobook$/);
    await expect(editorHeading(page, "Premium photo book")).toBeVisible();
    expect(await stillSameWindow(page)).toBe(false);
    expect((await fakeConfig(page))?.["moduleId"]).toBe("photobook");

    // In German, under the language's editor path; without JavaScript the same link is in the server's HTML.
    await withoutJavaScript(browser, async (plain) => {
      await plain.goto("/de/Kalender/");
      await expect(design(plain, "Jetzt gestalten")).toHaveAttribute(
        "href",
        "/de/editor/?productFamilyId=201&moduleId=calendar",
      );
      await plain.goto("/Software/");
      await expect(plain.getByRole("heading", { level: 1, name: "Software" })).toBeVisible();
      await expect(design(plain)).toHaveCount(0);
    });
    expect(problems).toEqual([]);
  });

  test("closing the login modal refuses the editor's authorisation: its error, nothing in the cart, the editor still works", async ({
    page,
    problems,
  }) => {
    await openEditor(page);
    await editor(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
    await expect(editorStatus(page)).toHaveText("Error: customer closed modal");
    await expect(page).toHaveURL(/\/editor\/\?productFamilyId=101&moduleId=photobook$/);
    expect((await serverCart(page)).lineItems).toEqual([]);
    expect((await fakeConfig(page))?.["sessionId"]).toBe("");
    // No crash: the editor asks again, and the modal opens again.
    await editor(page).getByRole("button", { name: "Save project" }).click();
    await expect(modal(page)).toBeVisible();
    await modal(page).getByRole("button", { name: "Close" }).click();
    await expect(editorStatus(page)).toHaveText("Error: customer closed modal");
    await expect(editorHeading(page)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("edit from the cart: the project opens in the editor, more pages, and the cart shows the new pages and price", async ({
    page,
    problems,
  }) => {
    const projectId = await customerWithProjectInCart(page, 30);
    await page.goto("/cart/");
    await hydrated(page);
    const item = cartLines(page).filter({ hasText: "Summer in Lviv" });
    await expect(item).toContainText("Paper: Glossy");
    const before = await item.locator(".cart-line__total").textContent();

    await item.getByRole("link", { name: "Edit in editor" }).click();
    await expect(page).toHaveURL(new RegExp(`/editor/\\?.*projectId=${projectId}.*&fromCart=1$`));
    await expect(editorHeading(page)).toBeVisible();
    await expect(editor(page)).toHaveAttribute("data-project-id", projectId);
    await expect(editor(page).getByLabel("Project name")).toHaveValue("Summer in Lviv");
    await expect(editor(page).getByLabel("Pages")).toHaveValue("30");
    const config = await fakeConfig(page);
    expect(config?.["projectId"]).toBe(projectId);
    expect(config?.["sessionId"]).toMatch(/\S/);

    await editor(page).getByLabel("Pages").fill("60");
    await editor(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart\/$/);
    await hydrated(page);
    // One line still (the project was in the cart already), with its new page count and price.
    await expect(cartLines(page).filter({ hasText: "Summer in Lviv" })).toHaveCount(1);
    await expect(item).toContainText("60");
    await expect(item.locator(".cart-line__total")).not.toHaveText(before ?? "");
    expect(
      (await serverCart(page)).lineItems.filter((l) => l.label === "Summer in Lviv").map((l) => l.quantity),
    ).toEqual([1]);
    expect(problems).toEqual([]);
  });

  test("a saved project opened from the cart is read again in the cart (forced refresh)", async ({ page }) => {
    const projectId = await customerWithProjectInCart(page, 30);
    await page.goto(`/editor/?productFamilyId=101&moduleId=photobook&projectId=${projectId}&fromCart=1`);
    await hydrated(page);
    await expect(editor(page).getByLabel("Pages")).toHaveValue("30");
    const starts = countEditorStarts(page);
    const before = (await serverCart(page)).price.totalPrice;
    // The refresh is the cart route's action, run in the Worker (decision 021): its answer carries the cart the shop read again.
    const refreshed = page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        r.request().headers()["x-storefront-action"] === "1" &&
        (r.request().postData() ?? "").includes("intent=refresh-cart"),
    );
    await editor(page).getByLabel("Pages").fill("50");
    await editor(page).getByRole("button", { name: "Save project" }).click();
    await expect(editorStatus(page)).toHaveText("ok");
    const { cart } = ((await (await refreshed).json()) as { cart: { cart: { price: { totalPrice: number } } } }).cart;
    expect(cart.price.totalPrice).toBeGreaterThan(before);
    // The shopper stays in the same editor: the refresh starts nothing again (what they do next is kept).
    await editor(page).getByLabel("Project name").fill("Summer in Lviv, second draft");
    await page.waitForLoadState("networkidle");
    await expect(page).toHaveURL(/\/editor\//);
    await expect(editor(page).getByLabel("Project name")).toHaveValue("Summer in Lviv, second draft");
    expect(starts()).toBe(0);
  });

  test("the editor script failing to load shows the error with a retry, and the retry opens the editor", async ({
    page,
  }) => {
    // Not the problems fixture: this test makes the page log the editor's failure on purpose.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
    await page.route("**/__emulator/pbx/init.min.js", (route) => route.abort());
    await page.goto(EDITOR);
    await hydrated(page);
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "The editor could not be loaded. Please check your connection and try again." });
    await expect(alert).toBeVisible();
    await expect(page.getByText("Loading the editor…")).toBeHidden();
    expect(errors.some((line) => line.includes("The editor was not loaded correctly."))).toBe(true);
    expect(errors.filter((line) => line.startsWith("page error"))).toEqual([]);

    await page.unroute("**/__emulator/pbx/init.min.js");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(editorHeading(page)).toBeVisible();
    await expect(alert).toBeHidden();
    await expect(page.locator('script[src*="init.min.js"]')).toHaveCount(1);
  });

  test("full screen hides the shop around the editor and stops the page from scrolling, and back", async ({
    page,
    problems,
  }) => {
    await openEditor(page);
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);
    expect(await overflow()).not.toBe("hidden");
    await expect(page.getByRole("banner")).toBeVisible();

    await editor(page).getByRole("button", { name: "Full screen" }).click();
    await expect(page.locator(".editor-frame")).toHaveClass(/editor-frame--fullscreen/);
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    await expect.poll(overflow).toBe("hidden");
    await expect(editor(page).getByRole("button", { name: "Exit full screen" })).toBeInViewport();

    await editor(page).getByRole("button", { name: "Exit full screen" }).click();
    await expect(page.locator(".editor-frame")).not.toHaveClass(/editor-frame--fullscreen/);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect.poll(overflow).not.toBe("hidden");
    expect(problems).toEqual([]);
  });

  test("the web view: no shop chrome from the server's HTML on, the editor told so, and the login modal still opens", async ({
    page,
    browser,
    problems,
  }) => {
    const path = `${EDITOR}&web-view=1`;
    await withoutJavaScript(browser, async (plain) => {
      await plain.goto(path);
      await expect(plain.locator(".editor-page")).toHaveClass(/editor-page--web-view/);
      await expect(plain.getByRole("banner")).toBeHidden();
      await expect(plain.getByRole("contentinfo")).toBeHidden();
      await expect(plain.locator('script[src*="init.min.js"]')).toHaveCount(0);
    });

    await page.goto(path);
    await expect(page.getByRole("banner")).toBeHidden();
    await hydrated(page);
    await expect(editorHeading(page)).toBeVisible();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(page.getByRole("contentinfo")).toBeHidden();
    expect((await fakeConfig(page))?.["isEmbededInWebview"]).toBe(true);

    await editor(page).getByRole("button", { name: "Add to cart" }).click();
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByLabel("E-mail address")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(modal(page)).toBeHidden();
    await expect(editorStatus(page)).toHaveText("Error: customer closed modal");
    expect(problems).toEqual([]);
  });

  test("leaving the editor deinitialises it; coming back opens it again cleanly", async ({ page, problems }) => {
    await openEditor(page);
    await markWindow(page);
    await page.getByRole("banner").getByRole("link", { name: "Edge Print Shop" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await stillSameWindow(page)).toBe(true);
    await expect.poll(() => fakeConfig(page)).toBeNull();
    expect(await page.locator("#app").count()).toBe(0);
    // The host's callbacks are taken off Printbox's global again.
    expect(
      await page.evaluate(
        () => typeof (window as unknown as { printbox?: Record<string, unknown> }).printbox?.["goToCartFinished"],
      ),
    ).toBe("undefined");

    await page.goBack();
    await expect(page).toHaveURL(/\/editor\/\?productFamilyId=101&moduleId=photobook$/);
    await expect(editorHeading(page)).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    await expect(page.locator("#app")).toHaveCount(1);
    await expect(page.locator("#app > section")).toHaveCount(1);
    await expect(page.getByRole("heading", { name: /Printbox editor \(emulator\)/ })).toHaveCount(1);
    await expect(page.locator('script[src*="init.min.js"]')).toHaveCount(1);
    expect((await fakeConfig(page))?.["productFamilyId"]).toBe("101");
    expect(
      await page.evaluate(
        () => typeof (window as unknown as { printbox?: Record<string, unknown> }).printbox?.["goToCartFinished"],
      ),
    ).toBe("function");
    expect(problems).toEqual([]);
  });

  test("the editor's script is loaded on the editor's page only", async ({ page }) => {
    const scriptRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("init.min.js")) scriptRequests.push(`${page.url()} → ${request.url()}`);
    });
    for (const path of ["/", "/Photo-books/", PHOTO_BOOK.path, "/cart/"]) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('script[src*="init.min.js"]'), path).toHaveCount(0);
    }
    // Through the product page's link too, after all those pages. It loads a document: the editor page's
    // Content-Security-Policy (which allows the editor's origin) comes only with its own HTML.
    await page.goto(PHOTO_BOOK.path);
    await hydrated(page);
    expect(scriptRequests).toEqual([]);
    await markWindow(page);
    await page.getByRole("link", { name: "Design now" }).click();
    await expect(editorHeading(page)).toBeVisible();
    expect(await stillSameWindow(page)).toBe(false);
    await expect(page.locator('script[src*="init.min.js"]')).toHaveCount(1);
    expect(scriptRequests).toHaveLength(1);
  });

  test("axe finds nothing on the editor page; screenshots at 390 and 1280 px", async ({ page }) => {
    await openEditor(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `test-results/screens/editor-${width}.png`, fullPage: true });
    }
  });

  test("the parameters handed to the editor: shop, language, currency, query", async ({ page }) => {
    await openEditor(page);
    expect(await fakeConfig(page)).toEqual({
      currency: "EUR",
      ecommerceUrlPart: "/editor/",
      instanceId: "edge_print_demo",
      language: "en",
      locale: "en",
      moduleId: "photobook",
      productFamilyId: "101",
      storeName: "default_store",
      useIframe: false,
      sessionId: "",
      isEmbededInWebview: false,
      forceTrailingSlashWhenGeneratingUrls: true,
    });

    await openEditor(page, "/de/editor/?productFamilyId=102&moduleId=photobook&projectId=abc123", "Premium-Fotobuch");
    expect(await fakeConfig(page)).toEqual({
      currency: "EUR",
      ecommerceUrlPart: "/de/editor/",
      instanceId: "edge_print_demo",
      language: "de",
      locale: "de",
      moduleId: "photobook",
      productFamilyId: "102",
      storeName: "default_store",
      useIframe: false,
      sessionId: "",
      isEmbededInWebview: false,
      forceTrailingSlashWhenGeneratingUrls: true,
      projectId: "abc123",
    });
  });
});
