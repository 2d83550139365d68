import { describe, expect, it } from "vitest";
import { call, jar, ORIGIN, registerCustomer } from "./helpers";

/**
 * Delivery times as the server renders them, which is what a browser without JavaScript shows. These
 * were browser tests without JavaScript (tests/e2e/delivery-time.spec.ts), which keeps the pages with
 * JavaScript (hydrated, the mini cart), axe and the screenshots.
 */

/** The text of every element of the page whose class list starts with `className`, tags removed. */
function textsOf(html: string, className: string): string[] {
  const texts: string[] = [];
  const open = new RegExp(`<(p|span|div)[^>]*class="${className}[^"]*"[^>]*>`, "g");
  for (const match of html.matchAll(open)) {
    const tag = match[1]!;
    const start = match.index! + match[0].length;
    // Availability lines and delivery notes hold only inline elements: the first closing tag of their kind ends them.
    const end = html.indexOf(`</${tag}>`, start);
    texts.push(
      html
        .slice(start, end)
        .replace(/<[^>]+>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    );
  }
  return texts;
}

const page = async (path: string, cookie = "es-consent=none") => {
  const response = await call(path, { headers: { cookie, accept: "text/html" } });
  expect(response.status, path).toBe(200);
  return response.text();
};

describe("delivery times, as the server renders them", () => {
  it.each([
    [
      "a print product made to order",
      "/Classic-hardcover-photo-book-20-20-cm/ES10003/",
      ["Available, delivery time 1-2 weeks"],
    ],
    [
      "the same in German",
      "/de/Klassisches-Hardcover-Fotobuch-20-20-cm/ES10003/",
      ["Sofort verfügbar, Lieferzeit 1-2 Wochen"],
    ],
    [
      "a sold-out product that is reordered",
      "/Photo-case-iPhone-SE/ES10046/",
      ["Available in 5 days, delivery time 2-5 days"],
    ],
    ["a download", "/Single-user-licence-1-year/ES10057/", ["Free shipping", "Available, delivery time 1-3 days"]],
  ])("%s: the buy box says so", async (_name, path, expected) => {
    const html = await page(path);
    const buyBox = html.slice(html.indexOf('class="buy-box'));
    expect(textsOf(buyBox, "availability").slice(0, expected.length)).toEqual(expected);
  });

  it("a print project's cart line names its product's delivery time", async () => {
    const email = `delivery-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
    const registered = await registerCustomer(
      "es-consent=none; sw-context-token=DeliveryTimeRegistrarDeliveryTim",
      email,
    );
    expect(registered.status).toBe(200);
    const cookie = jar("es-consent=none", registered);
    // A saved photo book project (family 101, the classic hardcover), as the editor saves it, then added to the cart.
    const session = (await (await call("/store-api/pbx2/session", { headers: { cookie, origin: ORIGIN } })).json()) as {
      session_id: string;
    };
    const project = (await (
      await call("/__emulator/pbx/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json", "session-id": session.session_id, origin: ORIGIN, cookie },
        body: JSON.stringify({ name: "Holiday book", productFamilyId: "101", pageCount: 26, optionIds: [12, 22] }),
      })
    ).json()) as { id: string };
    const added = await call("/cart/", {
      method: "POST",
      body: new URLSearchParams({ intent: "add-project", projectId: project.id }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: ORIGIN,
        referer: `${ORIGIN}/cart/`,
        cookie,
      },
    });
    expect(added.status).toBe(303);
    const cart = await page("/cart/", jar(cookie, added));
    expect(cart).toContain("Holiday book");
    expect(textsOf(cart, "cart-line__delivery")).toEqual(["Delivery time 1-2 weeks"]);
  }, 20_000);
});
