import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, hydrated, markWindow, registerInPage, stillSameWindow, test, withoutJavaScript } from "./fixtures";

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const card = (page: Page, name: string) => page.getByRole("article", { name });
const mark = (entry: Locator, text: "Default billing address" | "Default shipping address") =>
  entry.getByText(text, { exact: true });
const button = (entry: Locator, text: string) => entry.getByRole("button", { name: new RegExp(`^${text} \\(`) });

const uniqueEmail = (kind: string) =>
  `addresses-${kind}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;

/** A new customer, logged in in this browser (the registration's address, Grace Hopper in Berlin, is both defaults). */
async function customerWithoutJavaScript(page: Page, baseURL: string | undefined): Promise<void> {
  const countries = (await (await page.request.post("/store-api/country", { data: {} })).json()) as {
    elements: { id: string; iso: string }[];
  };
  const registered = await page.request.post("/store-api/account/register", {
    data: {
      firstName: "Grace",
      lastName: "Hopper",
      email: uniqueEmail("nojs"),
      password: "secret-pass-1",
      storefrontUrl: baseURL,
      acceptedDataProtection: true,
      billingAddress: {
        street: "Main 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: countries.elements.find((c) => c.iso === "DE")!.id,
      },
    },
  });
  expect(registered.status()).toBe(200);
}

/** An address added behind the page's back (another tab, the checkout), through the shop's own endpoint with this browser's session. */
async function addressBehindTheBack(request: APIRequestContext, firstName: string, lastName: string): Promise<string> {
  const countries = (await (await request.post("/store-api/country", { data: {} })).json()) as {
    elements: { id: string; iso: string }[];
  };
  const response = await request.post("/store-api/account/address", {
    data: {
      firstName,
      lastName,
      street: "Side 3",
      zipcode: "80331",
      city: "Munich",
      countryId: countries.elements.find((c) => c.iso === "DE")!.id,
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Fills the address form as a shopper would (Germany, no state). */
async function fillAddress(page: Page, { firstName = "Ada", zipcode = "10115", city = "Berlin", state = "" } = {}) {
  await page.getByLabel("Salutation").selectOption({ label: "Mrs." });
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Company").fill("Analytical Engines");
  await page.getByLabel("Street and house number").fill("Engine Row 7");
  await page.getByLabel("Postcode").fill(zipcode);
  await page.getByLabel("City").fill(city);
  await page.getByLabel("Country").selectOption({ label: "Germany" });
  if (state) await page.getByLabel("State").selectOption({ label: state });
  await page.getByLabel("Phone", { exact: true }).fill("+49 30 123456");
}

/** What the page's problems may hold: the shop's expected refusals (400), nothing else. */
const unexpected = (problems: string[]) =>
  problems.filter(
    (p) => !/^HTTP 400 \/store-api\/account\/address(\/[0-9a-f]{32})?$/.test(p) && !/status of 400/.test(p),
  );

test.describe("address book", () => {
  test("with JavaScript: add (our check, then the shop's, at their fields), switch both defaults, edit and delete, all without a reload", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await registerInPage(page, uniqueEmail("js"));
    await page.goto("/account/addresses/");
    await hydrated(page);
    await markWindow(page);
    await expect(page.getByRole("heading", { level: 1, name: "Addresses" })).toBeVisible();
    const grace = card(page, "Grace Hopper");
    await expect(mark(grace, "Default billing address")).toBeVisible();
    await expect(mark(grace, "Default shipping address")).toBeVisible();
    // A default address is not offered for deletion.
    await expect(button(grace, "Delete")).toHaveCount(0);

    await page.getByRole("link", { name: "Add address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses\/add\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add an address" })).toBeVisible();
    await expect(page).toHaveTitle(/^Add an address/);
    // Blank after trimming: our check answers at the field; nothing typed is lost.
    // With the script only the chosen country's states are offered.
    await fillAddress(page, { firstName: "   ", zipcode: "", state: "Berlin" });
    await expect(page.getByLabel("State").getByRole("option")).toHaveText([
      "No state",
      "Berlin",
      "Bavaria",
      "Hamburg",
      "North Rhine-Westphalia",
    ]);
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please fill in this field.")).toBeVisible();
    await expect(page.getByLabel("Street and house number")).toHaveValue("Engine Row 7");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+49 30 123456");
    // Germany needs a postcode: the shop's violation (/zipcode) lands at its field.
    await page.getByLabel("First name").fill("Ada");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByLabel("Postcode")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This value should not be blank.")).toBeVisible();
    await expect(page.getByLabel("First name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Company")).toHaveValue("Analytical Engines");
    await page.getByLabel("Postcode").fill("10115");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page).toHaveURL(/\/account\/addresses\/$/);
    await expect(notice(page, "The address has been saved.")).toBeVisible();

    const ada = card(page, "Ada Lovelace");
    await expect(ada.getByRole("heading", { level: 2 })).toHaveText("Mrs. Ada Lovelace");
    await expect(ada).toContainText("Analytical Engines");
    await expect(ada).toContainText("10115 Berlin");
    await expect(ada).toContainText("+49 30 123456");
    await expect(mark(ada, "Default billing address")).toHaveCount(0);

    // The default billing address moves to Ada, the shipping one stays with Grace.
    await button(ada, "Set as default billing address").click();
    await expect(mark(ada, "Default billing address")).toBeVisible();
    await expect(mark(grace, "Default billing address")).toHaveCount(0);
    await expect(notice(page, "Your default billing address has been changed.")).toBeVisible();
    await expect(mark(grace, "Default shipping address")).toBeVisible();
    await expect(button(grace, "Delete")).toHaveCount(0);
    // Then the shipping one: Grace is no default any more and may go.
    await button(ada, "Set as default shipping address").click();
    await expect(mark(ada, "Default shipping address")).toBeVisible();
    await expect(mark(grace, "Default shipping address")).toHaveCount(0);
    await expect(button(ada, "Delete")).toHaveCount(0);
    // The marks show at once; the shop has the change when its answer's notice arrives.
    await expect(notice(page, "Your default shipping address has been changed.")).toBeVisible();
    // The session's customer changed with them (the one session-change path): the shop says so too.
    const defaults = await page.evaluate(
      async () =>
        (
          (await (await fetch("/store-api/context")).json()) as {
            customer: { defaultBillingAddressId: string; defaultShippingAddressId: string };
          }
        ).customer,
    );
    expect(defaults.defaultBillingAddressId).toBe(defaults.defaultShippingAddressId);

    // Edit: the form holds the address; the change shows in the list.
    await ada.getByRole("link", { name: /^Edit \(/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Edit address" })).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
    await expect(page.getByLabel("Salutation")).toHaveValue(/^[0-9a-f]{32}$/);
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+49 30 123456");
    await page.getByLabel("City").fill("Hamburg");
    await page.getByLabel("Postcode").fill("20095");
    await page.getByLabel("Company").fill("");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(notice(page, "The address has been changed.")).toBeVisible();
    await expect(ada).toContainText("20095 Hamburg");
    await expect(ada).not.toContainText("Analytical Engines");

    // Delete a non-default address: it goes at once, and stays gone.
    await button(grace, "Delete").click();
    await expect(grace).toHaveCount(0);
    await expect(notice(page, "The address has been deleted.")).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    expect(unexpected(problems)).toEqual([]);
  });

  test("with JavaScript: an address made a default elsewhere cannot be deleted; the shop's refusal is shown and the address stays", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await registerInPage(page, uniqueEmail("refusal"));
    const id = await addressBehindTheBack(page.request, "Charles", "Babbage");
    await page.goto("/account/addresses/");
    await hydrated(page);
    await markWindow(page);
    const charles = card(page, "Charles Babbage");
    await expect(button(charles, "Delete")).toBeVisible();
    expect((await page.request.patch(`/store-api/account/address/default-shipping/${id}`)).ok()).toBe(true);
    // The form goes to the Worker (route actions run there, decision 021): its answer carries the shop's refusal.
    const answered = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.request().headers()["x-storefront-action"] === "1",
    );
    await button(charles, "Delete").click();
    await expect(charles.getByRole("alert")).toHaveText(
      "A default address cannot be deleted. Choose another default address first.",
    );
    await expect(
      notice(page, "A default address cannot be deleted. Choose another default address first."),
    ).toBeVisible();
    await expect(charles).toBeVisible();
    // The refusal says the page's defaults were out of date: they are read again, and the mark shows where the default is.
    await expect(mark(charles, "Default shipping address")).toBeVisible();
    await expect(button(charles, "Delete")).toHaveCount(0);
    expect(await stillSameWindow(page)).toBe(true);
    expect(unexpected(problems)).toEqual([]);
    expect(((await (await answered).json()) as { status: number }).status).toBe(400);
  });

  test("without JavaScript: add, the errors at their fields with what was typed, defaults, edit, delete and the shop's refusal", async ({
    browser,
    baseURL,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      await customerWithoutJavaScript(page, baseURL);
      await page.goto("/account/addresses/");
      await page.getByRole("link", { name: "Add address" }).click();
      await fillAddress(page, { firstName: "   " });
      await page.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("City")).toHaveValue("Berlin");
      // Without the script every state is listed under its country: one of another country is the shop's violation, at its field.
      await page.getByLabel("First name").fill("Ada");
      await page.getByLabel("State").selectOption({ label: "United States: California" });
      await page.getByRole("button", { name: "Save address" }).click();
      await expect(page.getByLabel("State")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("First name")).toHaveValue("Ada");
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+49 30 123456");
      await page.getByLabel("State").selectOption({ index: 0 });
      await page.getByRole("button", { name: "Save address" }).click();
      await expect(page).toHaveURL(/\/account\/addresses\/$/);
      await expect(notice(page, "The address has been saved.")).toBeVisible();

      const ada = card(page, "Ada Lovelace");
      const grace = card(page, "Grace Hopper");
      await button(ada, "Set as default billing address").click();
      await expect(notice(page, "Your default billing address has been changed.")).toBeVisible();
      await expect(mark(ada, "Default billing address")).toBeVisible();
      await expect(mark(grace, "Default billing address")).toHaveCount(0);
      await button(ada, "Set as default shipping address").click();
      await expect(mark(ada, "Default shipping address")).toBeVisible();
      await expect(mark(grace, "Default shipping address")).toHaveCount(0);
      await expect(button(ada, "Delete")).toHaveCount(0);

      await ada.getByRole("link", { name: /^Edit \(/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Edit address" })).toBeVisible();
      await page.getByLabel("City").fill("Hamburg");
      await page.getByLabel("Postcode").fill("20095");
      await page.getByRole("button", { name: "Save address" }).click();
      await expect(notice(page, "The address has been changed.")).toBeVisible();
      await expect(ada).toContainText("20095 Hamburg");

      await button(grace, "Delete").click();
      await expect(notice(page, "The address has been deleted.")).toBeVisible();
      await expect(grace).toHaveCount(0);

      // Made a default behind the page's back: the shop refuses, the notice says so, the address stays.
      const id = await addressBehindTheBack(page.request, "Charles", "Babbage");
      await page.reload();
      const charles = card(page, "Charles Babbage");
      expect((await page.request.patch(`/store-api/account/address/default-billing/${id}`)).ok()).toBe(true);
      await button(charles, "Delete").click();
      await expect(page).toHaveURL(/\/account\/addresses\/$/);
      await expect(
        notice(page, "A default address cannot be deleted. Choose another default address first."),
      ).toBeVisible();
      await expect(mark(charles, "Default billing address")).toBeVisible();
    });
  });

  test("an unknown id, another customer's address or a malformed id is a 404 page", async ({ page, browser }) => {
    // Another customer's address, in another browser.
    const other = await browser.newContext();
    const foreignId = await other
      .newPage()
      .then(async (otherPage) => {
        await otherPage.goto("/");
        await registerInPage(otherPage, uniqueEmail("other"));
        return addressBehindTheBack(otherPage.request, "Other", "Customer");
      })
      .finally(() => other.close());
    await page.goto("/");
    await registerInPage(page, uniqueEmail("404"));
    // One id in the browser; every kind of id (unknown, another customer's, malformed): tests/worker/not-found-ids.test.ts.
    const response = await page.goto(`/account/addresses/add/${foreignId}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  });

  test("a guest is sent to the login, with the page as the way back", async ({ page, browser }) => {
    for (const path of ["/account/addresses/", "/account/addresses/add/"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login/?redirect=${encodeURIComponent(path)}`);
    }
    await withoutJavaScript(browser, async (plain) => {
      await plain.goto("/account/addresses/");
      await expect(plain).toHaveURL("/login/?redirect=%2Faccount%2Faddresses%2F");
      await expect(plain.getByRole("heading", { level: 1, name: "Login" })).toBeVisible();
    });
  });

  test("both screens have no accessibility violations (axe), and look right at 390 and 1280 px", async ({
    page,
  }, testInfo) => {
    await page.goto("/");
    await registerInPage(page, uniqueEmail("axe"));
    await addressBehindTheBack(page.request, "Charles", "Babbage");
    const screens = [
      ["list", "/account/addresses/"],
      ["form", "/account/addresses/add/"],
    ] as const;
    for (const [, path] of screens) {
      await page.goto(path);
      await hydrated(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
    // The form with its errors shown.
    await page.getByLabel("First name").fill(" ");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Street and house number").fill("Engine Row 7");
    await page.getByLabel("City").fill("Berlin");
    await page.getByRole("button", { name: "Save address" }).click();
    await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of screens) {
        await page.goto(path);
        await hydrated(page);
        await page.screenshot({ path: testInfo.outputPath(`addresses-${name}-${width}.png`), fullPage: true });
      }
    }
  });
});
