import type { Page } from "@playwright/test";
import { expect, registerByRequest, test } from "./fixtures";

/**
 * Issue 25, one order per submit: the place-order form sent twice at once by a browser without
 * JavaScript (a double click before the page is interactive, or two tabs sending the same page).
 * Both posts carry the form's fields as the page rendered them, its idempotency key among them.
 */
test.use({ javaScriptEnabled: false });

const PRODUCT = "/PixelForge-Studio/ES10051/";

/** The order form's fields as the checkout page has them (hidden fields and the accepted terms). */
async function orderFields(page: Page): Promise<Record<string, string>> {
  const form = page.locator("form.checkout-order");
  const fields: Record<string, string> = { tos: "1" };
  for (const name of ["intent", "idempotencyKey", "expectedTotal"])
    fields[name] = await form.locator(`input[name="${name}"]`).inputValue();
  return fields;
}

test("without JavaScript, place order sent several times at once: one order, every answer leads to its success page", async ({
  page,
  baseURL,
}) => {
  await registerByRequest(page, `submit-once-${Date.now()}@example.com`, baseURL);
  await page.goto(PRODUCT);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await page.goto("/checkout/");
  const fields = await orderFields(page);
  expect(fields["idempotencyKey"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  const origin = new URL(page.url()).origin;
  const post = () =>
    page.request.post("/checkout/", {
      form: fields,
      headers: { origin, referer: `${origin}/checkout/` },
      maxRedirects: 0,
    });
  // Two are a double click; four (two tabs double-clicking) make the race certain on a fast local
  // server, where a second post alone may arrive after the first emptied the cart.
  const answers = await Promise.all([post(), post(), post(), post()]);
  for (const answer of answers) expect(answer.status()).toBe(303);
  const location = answers[0]!.headers()["location"];
  expect(location).toMatch(/^\/order-success\/\?orderId=[0-9a-f]{32}$/);
  expect(answers.map((answer) => answer.headers()["location"])).toEqual(answers.map(() => location));

  // The account's orders: exactly one, on the page and in the shop.
  await page.goto("/account/orders/");
  await expect(page.locator(".order-card")).toHaveCount(1);
  const orders = (await (await page.request.post("/store-api/order", { data: {} })).json()) as {
    orders: { total: number };
  };
  expect(orders.orders.total).toBe(1);
});
