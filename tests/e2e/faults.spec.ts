import type { Page, Route } from "@playwright/test";
import { clearShopFaults, expect, hydrated, type ShopFault, shopFault, test } from "./fixtures";

/**
 * Issue 13's faults as a shopper with JavaScript meets them: the shop failing a cart change (a 500;
 * a dropped connection while adding), the editor's script failing, and a page the shop cannot give
 * during a client-side navigation. The cart keeps what it had, the shopper is told, and nothing of the
 * failure is kept once the shop answers again. (The same without JavaScript, the answer the page gets
 * for every other fault of a cart change, and every fault for every page: tests/worker/faults.test.ts.)
 */

/** €49.90 a year; bought one at a time. */
const LICENCE = { path: "/Single-user-licence-1-year/ES10057/", name: "Single user licence (1 year)" };
const STUDIO = { path: "/PixelForge-Studio/ES10051/", name: "PixelForge Studio" };
const EDITOR = "/editor/?productFamilyId=101&moduleId=photobook";
const EDITOR_SCRIPT = "**/__emulator/pbx/init.min.js";
const CART_CHANGE = "/store-api/checkout/cart/line-item";
const CHANGE_FAILED = "The change could not be saved. Please try again.";

const lines = (page: Page) =>
  page.getByRole("main").getByRole("list", { name: "Products in your cart" }).getByRole("listitem");
const line = (page: Page, name: string) => lines(page).filter({ hasText: name });
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const headerCount = (page: Page) => page.locator(".header-entry--cart .badge");
const serverCart = (page: Page) =>
  page.evaluate(async () =>
    (
      (await (await fetch("/store-api/checkout/cart")).json()) as { lineItems: { label: string; quantity: number }[] }
    ).lineItems.map((l) => [l.label, l.quantity]),
  );

/** A cart with one licence, opened with JavaScript. */
async function cartWithLicence(page: Page) {
  await page.goto(LICENCE.path);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
  await page.goto("/cart/");
  await hydrated(page);
  await expect(line(page, LICENCE.name).getByRole("spinbutton")).toHaveValue("1");
}

/**
 * A failure of the shop behind a cart change, as the Worker meets it (route actions run there, decision
 * 021): the emulator answers this session's line-item calls so (emulator/src/routes/faults). The Worker
 * gives the page the same answer for every fault (tests/worker/faults.test.ts checks each: a slow shop,
 * a 500, the proxy's 504, garbled JSON, a cart of the wrong shape, a reset connection), so the browser
 * shows one of them.
 */
const SHOP_500: Omit<ShopFault, "method" | "path"> = {
  status: 500,
  body: JSON.stringify({
    errors: [{ status: "500", code: "0", title: "Internal Server Error", detail: "SQLSTATE[HY000] at db01" }],
  }),
  times: 100,
};

test.describe("a cart change the shop fails, with JavaScript", () => {
  test("the shop failing (a 500): more and remove keep the cart as it was and tell the shopper; the next try works", async ({
    page,
  }) => {
    await cartWithLicence(page);
    const item = line(page, LICENCE.name);
    for (const method of ["PATCH", "DELETE"]) await shopFault(page, { method, path: CART_CHANGE, ...SHOP_500 });
    await item.getByRole("button", { name: `Increase the quantity of ${LICENCE.name}` }).click();
    await expect(notice(page, CHANGE_FAILED)).toHaveCount(1);
    await expect(item.getByText(CHANGE_FAILED)).toBeVisible();
    await expect(item.getByRole("spinbutton")).toHaveValue("1");
    await expect(page.locator("[data-total=total]")).toHaveText("€49.90");

    // Each failed change adds one notice of its own: counted once the first is gone (after its 2.5 s),
    // so that a busy machine's slow answer cannot let one expire while counting.
    await expect(notice(page, CHANGE_FAILED)).toHaveCount(0);
    await item.getByRole("button", { name: `Remove ${LICENCE.name} from the cart` }).click();
    await expect(notice(page, CHANGE_FAILED)).toHaveCount(1);
    await expect(page.locator(".cart__summary")).toHaveAttribute("aria-busy", "false");
    await expect(item).toHaveCount(1);
    await expect(item.getByRole("spinbutton")).toHaveValue("1");
    await expect(headerCount(page)).toHaveText("1");
    await clearShopFaults(page);

    // Nothing was lost: the shop's cart, and the page read again, are what they were.
    expect(await serverCart(page)).toEqual([[LICENCE.name, 1]]);
    await page.reload();
    await hydrated(page);
    await expect(item.getByRole("spinbutton")).toHaveValue("1");
    await expect(page.locator("[data-total=total]")).toHaveText("€49.90");

    await item.getByRole("button", { name: `Increase the quantity of ${LICENCE.name}` }).click();
    await expect(page.locator(".cart__summary")).toHaveAttribute("aria-busy", "false");
    await expect(item.getByRole("spinbutton")).toHaveValue("2");
    await expect(page.locator("[data-total=total]")).toHaveText("€99.80");
    await expect(item.getByText(CHANGE_FAILED)).toHaveCount(0);
    await expect.poll(() => serverCart(page)).toEqual([[LICENCE.name, 2]]);
  });

  test("adding from a product page while the shop drops the connection: told, nothing added, the cart as it was", async ({
    page,
  }) => {
    await cartWithLicence(page);
    await page.goto(STUDIO.path);
    await hydrated(page);
    await shopFault(page, { method: "POST", path: CART_CHANGE, drop: true });
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(notice(page, CHANGE_FAILED)).toBeVisible();
    await expect(notice(page, "The product has been added to your cart.")).toHaveCount(0);
    await expect(headerCount(page)).toHaveText("1");
    expect(await serverCart(page)).toEqual([[LICENCE.name, 1]]);
  });
});

test.describe("the editor's script failing", () => {
  const EDITOR_FAULTS: [string, (route: Route) => Promise<void>][] = [
    [
      "answers 500",
      (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }),
    ],
    [
      "throws while it starts",
      (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: 'throw new Error("printbox exploded");' }),
    ],
    [
      "loads without an editor",
      (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "window.printbox = {};" }),
    ],
  ];
  test("answering 500, throwing, or defining no editor: each time the page says so with a retry, the shop around it and the cart untouched; once it loads the retry opens the editor", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await cartWithLicence(page);
    const alert = page
      .getByRole("alert")
      .filter({ hasText: "The editor could not be loaded. Please check your connection and try again." });
    for (const [index, [name, fault]] of EDITOR_FAULTS.entries()) {
      await page.route(EDITOR_SCRIPT, fault);
      if (index === 0) {
        await page.goto(EDITOR);
        await hydrated(page);
      } else {
        await alert.getByRole("button", { name: "Try again" }).click();
      }
      await expect(alert, name).toBeVisible();
      await expect(page.getByText("Loading the editor…")).toBeHidden();
      // The console's message reaches the test on its own way, not always before the alert is seen.
      await expect
        .poll(() => errors.filter((text) => text.includes("The editor was not loaded correctly.")).length)
        .toBe(index + 1);
      // The shop around it works and the cart is as it was.
      await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
      await expect(headerCount(page)).toHaveText("1");
      await page.unroute(EDITOR_SCRIPT);
    }
    expect(await serverCart(page)).toEqual([[LICENCE.name, 1]]);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(
      page.locator("#app").getByRole("heading", { name: "Printbox editor (emulator): Classic photo book" }),
    ).toBeVisible();
    await expect(alert).toBeHidden();
    await expect(page).toHaveURL(/\/editor\/\?productFamilyId=101&moduleId=photobook$/);
  });
});

test.describe("a page the shop cannot give, in a client-side navigation", () => {
  test("the error page for the status the proxy answers, and the page itself once the shop answers again", async ({
    page,
  }) => {
    await page.goto("/");
    await hydrated(page);
    await page.route("**/store-api/**", (route) =>
      route.request().method() === "GET" || route.request().method() === "POST"
        ? route.abort("connectionreset")
        : route.continue(),
    );
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Calendars", exact: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "502" })).toBeVisible();
    await expect(page.getByText("Our shop could not be reached. Please try again in a moment.")).toBeVisible();

    await page.unroute("**/store-api/**");
    await page.getByRole("link", { name: "Return to the homepage" }).click();
    await expect(page.getByRole("heading", { name: "Print what you love" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("link", { name: "Calendars", exact: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Calendars" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "502" })).toHaveCount(0);
  });
});
