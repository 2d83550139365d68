import AxeBuilder from "@axe-core/playwright";
import type { APIResponse, Page } from "@playwright/test";
import {
  expect,
  hydrated,
  markWindow,
  registerInPage,
  stillSameWindow,
  test,
  withoutJavaScript,
  registerByRequest,
  orderCount,
} from "./fixtures";

const PRODUCT = "/PixelForge-Studio/ES10051/";

/** A new customer with the product in the cart, at the checkout with the given payment method chosen. */
async function atCheckoutPayingWith(page: Page, method: RegExp): Promise<void> {
  const email = `pay-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
  await page.goto(PRODUCT);
  await registerInPage(page, email);
  await page.reload();
  await hydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.goto("/checkout/");
  await hydrated(page);
  await page.getByRole("radio", { name: method }).check();
  await expect(page.getByRole("radio", { name: method })).toBeChecked();
}

async function fillCard(
  page: Page,
  number: string,
  { expiry = "12/34", securityCode = "737", holder = "Ada Lovelace" } = {},
): Promise<void> {
  await securedField(page, "Card number").fill(number);
  await securedField(page, "Expiry date").fill(expiry);
  await securedField(page, "Security code").fill(securityCode);
  await page.getByRole("group", { name: "Card details" }).getByLabel("Name on card").fill(holder);
}

/**
 * A secured field of the provider SDK's Card component: an iframe of the provider's (here the
 * emulator's stand-in, emulator/src/routes/adyen-web), whose input the shop's page cannot read.
 */
const securedField = (page: Page, title: string) =>
  page.getByRole("group", { name: "Card details" }).locator(`iframe[title="${title}"]`).contentFrame().locator("input");

async function placeOrder(page: Page): Promise<void> {
  await page.getByLabel(/accept the terms and conditions/).check();
  await page.getByRole("button", { name: "Place order" }).click();
}

const orderIdOf = (page: Page) => new URL(page.url()).searchParams.get("orderId") ?? "";

/** The order's transactions as the shop has them, newest first. */
const transactionsOf = (page: Page, orderId: string) =>
  page.evaluate(async (id) => {
    const answer = await fetch("/store-api/order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        filter: [{ type: "equals", field: "id", value: id }],
        associations: {
          transactions: { associations: { paymentMethod: {} }, sort: [{ field: "createdAt", order: "DESC" }] },
        },
      }),
    });
    const json = (await answer.json()) as {
      orders: {
        elements: {
          transactions: { stateMachineState: { technicalName: string }; paymentMethod: { name: string } }[];
        }[];
      };
    };
    return (
      json.orders.elements[0]?.transactions.map(
        (t) => `${t.paymentMethod.name}: ${t.stateMachineState.technicalName}`,
      ) ?? []
    );
  }, orderId);

test.describe("card payments", () => {
  test("reached by the cart's link, the checkout is a document of its own (its CSP allows the provider's frames) and the card is paid", async ({
    page,
    problems,
  }) => {
    await atCheckoutPayingWith(page, /Invoice/);
    await page.goto("/cart/");
    await hydrated(page);
    await markWindow(page);
    await page.getByRole("link", { name: "Go to checkout" }).first().click();
    await expect(page).toHaveURL(/\/checkout\/$/);
    await hydrated(page);
    // A client-side navigation would keep the cart page's policy, which frames nothing of the provider's.
    expect(await stillSameWindow(page)).toBe(false);
    await page.getByRole("radio", { name: /Credit or debit card/ }).check();
    await fillCard(page, "4111 1111 1111 1111");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/order-success\/\?orderId=[0-9a-f]{32}$/);
    expect(await transactionsOf(page, orderIdOf(page))).toEqual(["Credit or debit card: paid"]);
    expect(problems).toEqual([]);
  });

  test("the provider's SDK loads with the card form only, never with another page", async ({ page }) => {
    const sdk: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/payment-sdk-[\w-]+\.js$/.test(request.url())) sdk.push(new URL(page.url()).pathname);
    });
    await atCheckoutPayingWith(page, /Invoice/);
    await page.goto("/");
    await hydrated(page);
    expect(sdk).toEqual([]);
    await page.goto("/checkout/");
    await hydrated(page);
    expect(sdk).toEqual([]);
    await page.getByRole("radio", { name: /Credit or debit card/ }).check();
    await expect(securedField(page, "Card number")).toBeVisible();
    expect(sdk).toEqual(["/checkout/"]);
  });

  test("an authorised card ends on the success page, paid; the card number never reaches the storefront in clear", async ({
    page,
    problems,
  }) => {
    await atCheckoutPayingWith(page, /Credit or debit card/);
    const card = page.getByRole("group", { name: "Card details" });
    await expect(card).toBeVisible();
    await expect(card.getByText("We accept Visa, Mastercard, American Express.")).toBeVisible();

    // The provider's form checks the card before anything leaves: a wrong number stays here, at its field.
    await fillCard(page, "4111 1111 1111 1112");
    await placeOrder(page);
    await expect(card.getByText("Enter a valid card number")).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/$/);
    // The card's fields are the provider's frames: the page holds none of its values.
    expect(await page.locator("input[autocomplete=cc-number], input[name*=card i]").count()).toBe(0);

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") sent.push(request.postData() ?? "");
    });
    await securedField(page, "Card number").fill("4111 1111 1111 1111");
    await expect(card.getByText("Enter a valid card number")).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/checkout-card-${width}.png`, fullPage: true });
    }
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order-success\/\?orderId=[0-9a-f]{32}$/);
    await expect(page.getByText("Your payment has been received.")).toBeVisible();
    expect(await transactionsOf(page, orderIdOf(page))).toEqual(["Credit or debit card: paid"]);
    // Only the provider's tokens went out: never the number as typed, nor its digits alone.
    expect(sent.some((body) => body.includes("test_4111111111111111"))).toBe(true);
    expect(
      sent.some(
        (body) =>
          body.includes("4111 1111 1111 1111") || /[^_]4111111111111111/.test(body) || body.includes("Card number"),
      ),
    ).toBe(false);
    await expect(page.getByRole("link", { name: /^Cart/ })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a refused card ends on the failure page; paid again with another method it succeeds, and the history keeps both", async ({
    page,
  }) => {
    await atCheckoutPayingWith(page, /Credit or debit card/);
    await fillCard(page, "4000 0000 0000 0002");
    await placeOrder(page);
    await expect(page).toHaveURL(/\/payment-failure\/\?orderId=[0-9a-f]{32}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment failed");
    await expect(page.getByText("Your payment was declined. No money has been taken.")).toBeVisible();
    const orderId = orderIdOf(page);
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: failed"]);
    // The failed method is offered first, with its card form.
    await expect(page.getByRole("radio", { name: /Credit or debit card/ })).toBeChecked();
    await hydrated(page);
    await expect(page.getByRole("group", { name: "Card details" })).toBeVisible();
    // The provider's form has mounted its fields (axe reads the page as the shopper gets it).
    await expect(securedField(page, "Security code")).toBeVisible();
    await cardFormSettled(page);

    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/payment-failure-${width}.png`, fullPage: true });
    }

    // The account shows the order as waiting for its payment, and payable from there.
    await page.goto(`/account/orders/${orderId}/`);
    await expect(page.getByText("Failed", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Pay this order" }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-failure/\\?orderId=${orderId}$`));

    await page.getByRole("radio", { name: /Invoice/ }).check();
    await expect(page.getByRole("group", { name: "Card details" })).toHaveCount(0);
    // The form as the browser sends it without script, twice (a double click, the back button): one payment.
    const form = Object.fromEntries(
      await page
        .locator("form#payment-retry")
        .evaluate((element) =>
          [...new FormData(element as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
        ),
    ) as Record<string, string>;
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await page.request.post(`/payment-failure/?orderId=${orderId}`, {
        form,
        headers: { origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(303);
      expect(answer.headers()["location"]).toBe(`/order-success/?orderId=${orderId}`);
    }
    await page.goto(`/payment-failure/?orderId=${orderId}`);
    await expect(page).toHaveURL(new RegExp(`/order-success/\\?orderId=${orderId}$`));
    await expect(page.getByText(/You pay by invoice/)).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["Invoice: open", "Credit or debit card: failed"]);
    await page.goto(`/account/orders/${orderId}/`);
    await expect(page.getByRole("link", { name: "Pay this order" })).toHaveCount(0);
  });

  test("3-D Secure: the bank's page and back; declined there, the card is paid again with approval", async ({
    page,
  }) => {
    await atCheckoutPayingWith(page, /Credit or debit card/);
    await fillCard(page, "4212 3456 7891 0006");
    await placeOrder(page);
    await expect(page.getByRole("heading", { name: "Bank authentication (emulator)" })).toBeVisible();
    await page.getByRole("button", { name: "Decline" }).click();
    await expect(page).toHaveURL(/\/payment-failure\/\?orderId=[0-9a-f]{32}$/);
    await expect(page.getByText("Your payment was declined. No money has been taken.")).toBeVisible();
    const orderId = orderIdOf(page);

    await hydrated(page);
    await fillCard(page, "4212 3456 7891 0006");
    await page.getByRole("button", { name: /^Pay .* now$/ }).click();
    await expect(page.getByRole("heading", { name: "Bank authentication (emulator)" })).toBeVisible();
    await page.getByRole("button", { name: "Approve" }).click();
    // The return's token is used once and leaves the address: a reload does not send it again.
    await expect(page).toHaveURL(new RegExp(`/order-success/\\?orderId=${orderId}$`));
    await expect(page.getByText("Your payment has been received.")).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: paid", "Credit or debit card: failed"]);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("a forged or foreign return from the provider is refused and changes nothing", async ({
    page,
    browser,
    baseURL,
  }) => {
    await atCheckoutPayingWith(page, /Credit or debit card/);
    await fillCard(page, "4212 3456 7891 0006");
    await placeOrder(page);
    await expect(page.getByRole("heading", { name: "Bank authentication (emulator)" })).toBeVisible();
    const session = new URL(page.url()).pathname.split("/").pop() ?? "";
    await page.goto("/account/orders/");
    const orderId = await page.evaluate(
      async () =>
        (
          (await (
            await fetch("/store-api/order", {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: "{}",
            })
          ).json()) as { orders: { elements: { id: string }[] } }
        ).orders.elements[0]?.id ?? "",
    );
    expect(orderId).toMatch(/^[0-9a-f]{32}$/);

    // A token the provider never issued for this order.
    await page.goto(`/order-success/?orderId=${orderId}&redirectResult=forged-${session.slice(0, 8)}`);
    await expect(page).toHaveURL(new RegExp(`/payment-failure/\\?orderId=${orderId}$`));
    await expect(
      page.getByText("The payment provider did not confirm this payment. Nothing has been changed."),
    ).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: in_progress"]);

    // Another customer with the real token: the order is not theirs.
    await withoutJavaScript(browser, async (other) => {
      await registerByRequest(other, `other-${Date.now()}@example.com`, baseURL);
      const answer = await other.goto(`/order-success/?orderId=${orderId}&redirectResult=${session}`);
      expect(answer?.status()).toBe(404);
    });
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: in_progress"]);

    // The open payment given up: the order stays, its payment cancelled.
    await page.goto(`/payment-failure/?orderId=${orderId}`);
    await expect(page.getByText("The payment has not been completed.")).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: "Cancel the payment" }).click();
    await expect(page.getByText("The payment was cancelled. No money has been taken.")).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: cancelled"]);
    await expect(page.getByRole("button", { name: "Cancel the payment" })).toHaveCount(0);
  });

  test("without JavaScript: PayPal to the provider's page and back, declined, paid again from the failure page", async ({
    browser,
    baseURL,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await registerByRequest(page, `paypal-${Date.now()}@example.com`, baseURL);
      await page.goto(PRODUCT);
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.goto("/checkout/");
      await page.getByRole("radio", { name: /PayPal/ }).check();
      await page.getByRole("group", { name: "Choose how you pay" }).getByRole("button", { name: "Apply" }).click();
      await expect(page.getByRole("radio", { name: /PayPal/ })).toBeChecked();
      await expect(page.getByText(/taken to the payment provider/)).toBeVisible();
      await placeOrder(page);
      await expect(page.getByRole("heading", { name: "PayPal (emulator)" })).toBeVisible();
      await page.getByRole("button", { name: "Decline" }).click();
      await expect(page).toHaveURL(/\/payment-failure\/\?orderId=[0-9a-f]{32}$/);
      await expect(page.getByText("Your payment was declined. No money has been taken.")).toBeVisible();
      await expect(page.getByRole("radio", { name: /PayPal/ })).toBeChecked();
      await page.getByRole("button", { name: /^Pay .* now$/ }).click();
      await expect(page.getByRole("heading", { name: "PayPal (emulator)" })).toBeVisible();
      await page.getByRole("button", { name: "Approve" }).click();
      await expect(page).toHaveURL(/\/order-success\/\?orderId=[0-9a-f]{32}$/);
      await expect(page.getByText("Your payment has been received.")).toBeVisible();
      expect(await transactionsOf(page, orderIdOf(page))).toEqual(["PayPal: paid", "PayPal: failed"]);
    });
  });

  for (const { method, needs, enter } of [
    { method: /Credit or debit card/, needs: /Paying by card needs JavaScript/, enter: "your card details" },
    {
      method: /SEPA Direct Debit/,
      needs: /Paying by direct debit needs JavaScript/,
      enter: "the account holder and IBAN",
    },
  ])
    test(`without JavaScript ${method.source} says it needs script, and no order is placed`, async ({
      browser,
      baseURL,
    }) => {
      await withoutJavaScript(browser, async (page) => {
        await registerByRequest(
          page,
          `nojs-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.com`,
          baseURL,
        );
        await page.goto(PRODUCT);
        await page.getByRole("button", { name: "Add to cart" }).click();
        await page.goto("/checkout/");
        await page.getByRole("radio", { name: method }).check();
        await page.getByRole("group", { name: "Choose how you pay" }).getByRole("button", { name: "Apply" }).click();
        await expect(page.getByText(needs).first()).toBeVisible();
        await placeOrder(page);
        await expect(page).toHaveURL(/\/checkout\/$/);
        await expect(page.getByRole("alert")).toContainText(`Please enter ${enter} in the payment section.`);
        const orders = await page.request.post("/store-api/order", { data: {} });
        expect(((await orders.json()) as { orders: { total: number } }).orders.total).toBe(0);
      });
    });
});

/**
 * The emulated card issuer's https host (emulator/src/state/three-ds2): the SDK frames a bank's page only
 * over https, and nothing resolves `.test` names, so this page's requests to it are answered by the
 * shop's emulator (the same paths under the storefront's `/__emulator/`, which the test server forwards
 * to it). Everything else goes as it would.
 */
async function routeIssuer(page: Page, baseURL: string | undefined): Promise<void> {
  await page.route("https://acs.emulator.test/**", async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: new URL(`${pathname}${search}`, baseURL).href }) });
  });
}

/** The bank's challenge, framed by the provider's SDK on the payment page. */
const challenge = (page: Page) => page.frameLocator('iframe[name="threeDSIframe"]');

/**
 * The challenge once the page is hydrated: the island loads the provider's SDK (its own chunk), which
 * fingerprints the browser, asks the provider and frames the bank's page; three round trips and the
 * SDK's parse, which on the 2-core machine with both workers busy take longer than one expect's wait.
 */
async function challengeShown(page: Page): Promise<void> {
  await hydrated(page);
  await expect(challenge(page).getByRole("heading", { name: "Confirm your payment" })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * The provider's card form once it has loaded its fields and faded in (its own 0.25 s transition): axe
 * reads the colours as the shopper sees them, not mid-fade.
 */
async function cardFormSettled(page: Page): Promise<void> {
  await expect(page.locator(".adyen-checkout-card-input__form--loading")).toHaveCount(0, { timeout: 20_000 });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

/** The sources a page's CSP lets it frame. */
const frameSources = (response: APIResponse): string[] =>
  (response.headers()["content-security-policy"] ?? "")
    .split(";")
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === "frame-src")
    ?.slice(1) ?? [];

/** A new customer's order placed with the card the emulated bank challenges, its challenge shown: its id. */
async function challengedOrder(page: Page, baseURL: string | undefined): Promise<string> {
  await routeIssuer(page, baseURL);
  await atCheckoutPayingWith(page, /Credit or debit card/);
  await fillCard(page, "4917 6100 0000 0000");
  await placeOrder(page);
  await challengeShown(page);
  return orderIdOf(page);
}

test.describe("native 3-D Secure 2 (the bank's check in the page)", () => {
  // Two card forms and two runs of the provider's SDK each: more than the default test time on this machine.
  test.slow();
  test("the bank's challenge shows in the page, survives a reload, and once answered the order is paid", async ({
    page,
    baseURL,
  }) => {
    const orderId = await challengedOrder(page, baseURL);
    await expect(page).toHaveURL(/\/payment-failure\/\?orderId=[0-9a-f]{32}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Confirm your payment" })).toBeVisible();
    // Not failed: the payment waits for the bank, and another way to pay is offered below it.
    await expect(page.getByText("Your payment was declined.")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Or pay another way" })).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: in_progress"]);
    await cardFormSettled(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // While the bank's check waits, and there only, the page may frame the bank's own pages.
    expect(frameSources(await page.request.get(page.url()))).toContain("https:");

    // The step is the provider's: read again on a reload, it is shown again.
    await page.reload();
    await challengeShown(page);
    await challenge(page).getByLabel("Password").fill("password");
    await challenge(page).getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(new RegExp(`/order-success/\\?orderId=${orderId}$`), { timeout: 20_000 });
    await expect(page.getByText("Your payment has been received.")).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: paid"]);
  });

  test("a challenge the bank refuses fails the payment; paid again with a card the bank lets through, no challenge shows", async ({
    page,
    baseURL,
  }) => {
    const orderId = await challengedOrder(page, baseURL);
    await challenge(page).getByLabel("Password").fill("not the password");
    await challenge(page).getByRole("button", { name: "Confirm" }).click();
    await expect(
      page.getByText("Your bank did not confirm the payment. Please try again or choose another payment method."),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Payment failed" })).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: failed"]);
    expect(frameSources(await page.request.get(page.url()))).not.toContain("https:");

    // Frictionless: the fingerprint alone satisfies the bank, the page goes straight on.
    await hydrated(page);
    await fillCard(page, "5454 5454 5454 5454");
    await page.getByRole("button", { name: /^Pay .* now$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/order-success/\\?orderId=${orderId}$`), { timeout: 20_000 });
    await expect(page.getByText("Your payment has been received.")).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["Credit or debit card: paid", "Credit or debit card: failed"]);
  });
});

/**
 * PayPal's host (emulator/src/state/paypal): Adyen's PayPal component loads PayPal's script from
 * `https://www.paypal.com/sdk/js` and PayPal's window opens there; the shop's emulator answers them (its
 * `/__emulator/paypal/` paths). On the context, as PayPal's window is a page of its own.
 */
async function routePayPal(page: Page, baseURL: string | undefined): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route("https://www.paypal.com/**", async (route) => {
    asked.push(route.request().url());
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({ url: new URL(`/__emulator/paypal${pathname}${search}`, baseURL).href }),
    });
  });
  return asked;
}

/** PayPal's button, the provider SDK's (PayPal's script's) on the payment page. */
const payPalButton = (page: Page) =>
  page.getByRole("region", { name: "PayPal" }).getByRole("button", { name: "Pay with PayPal" });

/** Presses PayPal's button and answers in PayPal's window. */
async function inPayPalWindow(page: Page, answer: "Approve" | "Cancel and return to the shop"): Promise<void> {
  const [window] = await Promise.all([page.waitForEvent("popup"), payPalButton(page).click()]);
  // PayPal's window closes itself as soon as the shop has its answer, which can be before the click resolves.
  const closed = window.waitForEvent("close");
  await window.getByRole("button", { name: answer }).click();
  await closed;
}

test.describe("PayPal through the provider's SDK (its button in the page, PayPal's window)", () => {
  test.slow();
  test("PayPal's button after the order; its window closed, the order still waits; approved, the order is paid", async ({
    page,
    baseURL,
  }) => {
    const payPalAsked = await routePayPal(page, baseURL);
    await atCheckoutPayingWith(page, /PayPal/);
    await expect(page.getByText(/pay with PayPal's button on the next page/)).toBeVisible();
    await placeOrder(page);
    await expect(page).toHaveURL(/\/payment-failure\/\?orderId=[0-9a-f]{32}$/);
    const orderId = orderIdOf(page);
    await expect(page.getByRole("heading", { level: 1, name: "Pay with PayPal" })).toBeVisible();
    await hydrated(page);
    await expect(payPalButton(page)).toBeVisible({ timeout: 30_000 });
    // PayPal's script is asked with the shop's PayPal settings at the provider (live requires the merchant id).
    const script = new URL(payPalAsked.find((url) => url.includes("/sdk/js")) ?? "https://none.invalid/");
    expect(script.searchParams.get("merchant-id")).toBe("EMULATEDPAYPALMERCHANT");
    expect(script.searchParams.get("intent")).toBe("capture");
    expect(script.searchParams.get("currency")).toBe("EUR");
    // PayPal's order waits for the shopper: not failed, and PayPal's hosts only while it waits.
    expect(await transactionsOf(page, orderId)).toEqual(["PayPal: in_progress"]);
    const policy = (await page.request.get(page.url())).headers()["content-security-policy"] ?? "";
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.paypal\.com/);
    expect((await page.request.get(page.url())).headers()["cross-origin-opener-policy"]).toBe(
      "same-origin-allow-popups",
    );
    expect(frameSources(await page.request.get(page.url()))).not.toContain("https:");
    await expect(page.getByRole("heading", { name: "Or pay another way" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/paypal-step-${width}.png`, fullPage: true });
    }

    // PayPal's window closed without paying: the button stays, PayPal's order still waits.
    await inPayPalWindow(page, "Cancel and return to the shop");
    await expect(payPalButton(page)).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["PayPal: in_progress"]);

    // Read again (a reload): the same PayPal order, approved in PayPal's window this time.
    await page.reload();
    await hydrated(page);
    await expect(payPalButton(page)).toBeVisible({ timeout: 30_000 });
    await inPayPalWindow(page, "Approve");
    await expect(page).toHaveURL(new RegExp(`/order-success/\\?orderId=${orderId}$`), { timeout: 20_000 });
    await expect(page.getByText("Your payment has been received.")).toBeVisible();
    expect(await transactionsOf(page, orderId)).toEqual(["PayPal: paid"]);
  });
});

test.describe("SEPA direct debit through the provider's SDK (its SepaDirectDebit component)", () => {
  const account = (page: Page) => page.getByRole("group", { name: "Bank account" });

  test("the holder and IBAN in the provider's form: checked before the order, then the order is paid", async ({
    page,
    problems,
  }) => {
    await atCheckoutPayingWith(page, /SEPA Direct Debit/);
    await expect(account(page)).toBeVisible();
    const iban = account(page).getByLabel(/IBAN/);
    await expect(iban).toBeVisible({ timeout: 20_000 });
    await expect(account(page).getByText(/authorise our payment provider to debit the amount/)).toBeVisible();
    expect((await new AxeBuilder({ page }).include(".card-fields").analyze()).violations).toEqual([]);

    // Nothing entered: the order waits, and the provider's form says what is missing at its fields.
    await placeOrder(page);
    await expect(account(page).locator(".adyen-checkout-contextual-text--error").first()).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/$/);

    // A number that is no IBAN stays here too; the real one is taken.
    await account(page)
      .getByLabel(/Holder/i)
      .fill("A. Klaassen");
    await iban.fill("NL14 TEST 0123 4567 89");
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(account(page).getByText(/Invalid account number|Enter a valid/)).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/$/);
    expect(await orderCount(page)).toBe(0);
    await iban.fill("NL13 TEST 0123 4567 89");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await account(page).screenshot({ path: `test-results/screens/sepa-${width}.png` });
    }
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page).toHaveURL(/\/order-success\/\?orderId=[0-9a-f]{32}$/);
    await expect(page.getByText("Your payment has been received.")).toBeVisible();
    expect(await transactionsOf(page, orderIdOf(page))).toEqual(["SEPA Direct Debit: paid"]);
    expect(problems).toEqual([]);
  });
});
