import { describe, expect, it } from "vitest";
import { call, cookieOf, ORIGIN } from "./helpers";

const TOKEN = "PagePostTokenPagePostTokenPage01";
const PRODUCT_PAGE = "/PixelForge-Studio/ES10051/";

/** A form as a browser without JavaScript sends it, from one of the shop's pages. */
function form(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: ORIGIN,
      referer: `${ORIGIN}${PRODUCT_PAGE}`,
      cookie: `sw-context-token=${TOKEN}`,
      ...headers,
    },
  };
}

/** A product id of the emulator's catalogue, read from its product page's buy box. */
async function productId(): Promise<string> {
  const html = await (await call(PRODUCT_PAGE)).text();
  return html.match(/name="productId" value="([0-9a-f]{32})"/)![1]!;
}

describe("page POSTs (forms without JavaScript)", () => {
  it.each([
    ["another origin", { origin: "https://evil.example" }],
    ["a cross-site fetch", { origin: "", "sec-fetch-site": "cross-site" }],
  ])("refuses a form from %s with 403, before the action runs", async (_name, headers) => {
    const response = await call("/cart/", form({ intent: "add-to-cart", productId: "a".repeat(32) }, headers));
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toContain("text/html");
  });

  it("refuses a body over the limit with 413, and one that is not a form with 415", async () => {
    expect((await call("/cart/", form({ intent: "add-to-cart", padding: "x".repeat(70_000) }))).status).toBe(413);
    const json = await call("/cart/", {
      ...form({}),
      body: JSON.stringify({ intent: "add-to-cart" }),
      headers: { "content-type": "application/json", origin: ORIGIN },
    });
    expect(json.status).toBe(415);
  });

  it("adds to the cart and answers 303 back to the page the form was on, with the notice in the flash cookie", async () => {
    const response = await call("/cart/", form({ intent: "add-to-cart", productId: await productId(), quantity: "2" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(PRODUCT_PAGE);
    expect(decodeURIComponent(cookieOf(response, "es-flash") ?? "")).toContain("cart.added");
    const cart = await (await call("/cart/", { headers: { cookie: `sw-context-token=${TOKEN}` } })).text();
    expect(cart).toContain("PixelForge Studio");
    expect(cart).toMatch(/aria-label="Quantity of PixelForge Studio" name="quantity" value="2"/);
  });

  it("turns malformed input into a notice and a 303, never a 500", async () => {
    const response = await call("/cart/", form({ intent: "add-to-cart", productId: "'; drop table", quantity: "-1" }));
    expect(response.status).toBe(303);
    expect(decodeURIComponent(cookieOf(response, "es-flash") ?? "")).toContain("form.errors.invalid");
  });

  it("shows a failed contact form again with 400, its errors and what was typed", async () => {
    const page = await (await call("/Customer-service/Contact/")).text();
    const formId = page.match(/name="formId" value="([^"]+)"/)![1]!;
    const response = await call(
      "/Customer-service/Contact/",
      form({ intent: "contact", formId, firstName: "Ada", email: "ada@", comment: "<script>x</script>" }),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('value="Ada"');
    expect(html).toContain("Please enter a valid e-mail address.");
    // What was typed goes back escaped.
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).not.toContain("<script>x</script>");
  });

  it("sets the currency cookie on the 303 of a currency change", async () => {
    const page = await (await call("/hello/")).text();
    const usd = page.match(/<option value="([0-9a-f]{32})">USD/)![1]!;
    const response = await call(
      "/hello/",
      form({ intent: "currency", currencyId: usd }, { referer: `${ORIGIN}/hello/` }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/hello/");
    expect(cookieOf(response, "currency")).toMatch(
      new RegExp(`^currency=${usd}; Path=/; Max-Age=31536000; SameSite=Lax`),
    );
  });

  it("still refuses other methods on pages", async () => {
    expect((await call("/hello/", { method: "PUT" })).status).toBe(405);
  });
});
