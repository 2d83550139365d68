import type { Page } from "@playwright/test";
import { expect, fillRegistration, hydrated, markWindow, stillSameWindow, test } from "./fixtures";

/**
 * The shop's configuration as its administration changes it (the emulator's settings, applied to the
 * site configuration it serves). They change the shop for every session, so this file runs in the
 * shop-wide project, and puts every value back (null: the seed's own) when a test ends.
 */
type SiteSettings = Partial<
  Record<
    | "boxedModeMaxWidth"
    | "serviceNavigation"
    | "privacyPolicyPath"
    | "privacyPolicyPage"
    | "subscribeUrl"
    | "confirmationUrl"
    | "doubleOptInRegistration",
    unknown
  >
>;

async function changeShop(page: Page, settings: SiteSettings, configured: (config: Record<string, never>) => unknown) {
  const saved = await page.request.post("/__emulator/settings", { data: settings });
  expect(saved.ok()).toBe(true);
  // The storefront revalidates its kept configuration in the background (stale-while-revalidate).
  await expect(async () => {
    const config = (await (await page.request.get("/api-sync/config")).json()) as Record<string, never>;
    expect(configured(config)).toBe(true);
  }).toPass({ timeout: 15_000 });
}

type Config = {
  pwa: { boxedModeMaxWidth: number; serviceNavigation: boolean };
  extensions: { personalDataProtection: { privacyPolicyPath: string; privacyPolicyPage: unknown } };
};
const asConfig = (config: unknown) => config as Config;
const RESET: SiteSettings = {
  boxedModeMaxWidth: null,
  serviceNavigation: null,
  privacyPolicyPath: null,
  privacyPolicyPage: null,
  subscribeUrl: null,
  confirmationUrl: null,
  doubleOptInRegistration: false,
};

const maxWidth = (page: Page) => page.locator("main#main").evaluate((main) => getComputedStyle(main).maxWidth);
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);

test.afterEach(async ({ page }) => {
  await changeShop(page, RESET, (config) => {
    const c = asConfig(config);
    return (
      c.pwa.boxedModeMaxWidth === 1200 &&
      !c.pwa.serviceNavigation &&
      c.extensions.personalDataProtection.privacyPolicyPath === "/information/privacy-policy/" &&
      c.extensions.personalDataProtection.privacyPolicyPage === null
    );
  });
});

test("the page's boxed width is the configuration's, from the first paint and through client-side navigations across languages", async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  expect(await maxWidth(page)).toBe("1200px");

  await changeShop(page, { boxedModeMaxWidth: 960 }, (config) => asConfig(config).pwa.boxedModeMaxWidth === 960);
  await page.goto("/");
  // Before any script: the server's HTML says it.
  expect(await maxWidth(page)).toBe("960px");
  await hydrated(page);
  expect(await maxWidth(page)).toBe("960px");
  expect((await page.locator("main#main").boundingBox())?.width).toBe(960);
  // Hydration kept the head's style: React 19 passes over an element it did not render there (no mismatch, no error).
  await expect(page.locator("head > style")).toHaveCount(1);
  await markWindow(page);

  await page.getByLabel("Language: English").click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
  expect(await maxWidth(page)).toBe("960px");
  await page
    .getByRole("navigation", { name: "Hauptnavigation" })
    .getByRole("link", { name: "Kalender", exact: true })
    .click();
  await expect(page).toHaveURL(/\/de\/Kalender\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kalender" })).toBeVisible();
  expect(await maxWidth(page)).toBe("960px");
  expect(await stillSameWindow(page)).toBe(true);
  await expect(page.locator("head > style")).toHaveCount(1);
  expect(problems).toEqual([]);
});

test("the service navigation: nothing and no request while off; the service menu in the footer when on, in every language", async ({
  page,
  problems,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("service-navigation")) asked.push(request.url());
  });
  await page.goto("/");
  await hydrated(page);
  await page.getByLabel("Language: English").click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/$/);
  // The German layout's data was read in the browser (the footer navigation), the service navigation not.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Über uns" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Servicenavigation" })).toHaveCount(0);
  expect(asked).toEqual([]);

  await changeShop(page, { serviceNavigation: true }, (config) => asConfig(config).pwa.serviceNavigation);
  await page.goto("/");
  const service = page.getByRole("contentinfo").getByRole("navigation", { name: "Service navigation" });
  await expect(service.getByRole("link")).toHaveText(["Contact", "Shipping and payment", "Imprint"]);
  await hydrated(page);
  await markWindow(page);
  // A client-side language change reads the German service menu through the proxy.
  await page.getByLabel("Language: English").click();
  await page.getByRole("button", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/$/);
  const german = page.getByRole("contentinfo").getByRole("navigation", { name: "Servicenavigation" });
  await expect(german.getByRole("link")).toHaveText(["Kontakt", "Versand und Zahlung", "Impressum"]);
  expect(
    asked.some((url) => new URL(url).pathname === "/store-api/navigation/service-navigation/service-navigation"),
  ).toBe(true);
  await german.getByRole("link", { name: "Impressum" }).click();
  await expect(page.locator("h1.page__title")).toHaveText("Impressum");
  expect(new URL(page.url()).pathname).toMatch(/^\/de\/.+\/$/);
  expect(await stillSameWindow(page)).toBe(true);
  expect(problems).toEqual([]);
});

test("the privacy policy, subscribe and double opt-in pages are where the configuration says, under every language prefix", async ({
  page,
  problems,
}) => {
  await changeShop(
    page,
    {
      privacyPolicyPath: "/legal/privacy/",
      subscribeUrl: "/newsletter/confirm/",
      confirmationUrl: "/signup/confirm/",
      doubleOptInRegistration: true,
    },
    (config) => asConfig(config).extensions.personalDataProtection.privacyPolicyPath === "/legal/privacy/",
  );
  for (const [path, heading] of [
    ["/legal/privacy/", "Privacy policy"],
    ["/de/legal/privacy/", "Datenschutzerklärung"],
    ["/uk/legal/privacy/", "Політика конфіденційності"],
  ]) {
    const response = await page.goto(path!);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  }
  for (const path of [
    "/information/privacy-policy/",
    "/de/information/privacy-policy/",
    "/newsletter-subscribe/",
    "/de/registration/confirm/",
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404);
  }

  // The footer's sign-up links the policy where it is (a client-side navigation), and posts to the configured page.
  await page.goto("/de/");
  await hydrated(page);
  await markWindow(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Datenschutzerklärung" }).click();
  await expect(page).toHaveURL(/\/de\/legal\/privacy\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  expect(await stillSameWindow(page)).toBe(true);
  await expect(footer.locator("form.newsletter-signup")).toHaveAttribute("action", "/de/newsletter/confirm/");

  // The shop's mails link the configured pages, and those pages confirm.
  const guest = `moved-newsletter-${Date.now()}@example.com`;
  await page.goto("/");
  await hydrated(page);
  await footer.getByLabel("E-mail for the newsletter").fill(guest);
  await footer.getByRole("checkbox").check();
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toBeVisible();
  const newsletterLink = await confirmLink(page, guest);
  expect(new URL(newsletterLink).pathname).toBe("/newsletter/confirm/");
  await page.goto(newsletterLink);
  await expect(notice(page, "Thank you, your newsletter subscription is confirmed.")).toBeVisible();

  const customer = `moved-doi-${Date.now()}@example.com`;
  await page.goto("/account-creation/");
  await hydrated(page);
  await fillRegistration(page, customer);
  // Double opt-in on: the form says so before it is sent.
  await expect(page.getByText("After you create your account we send you an e-mail")).toBeVisible();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "please check your mailbox and confirm your account" }),
  ).toBeVisible();
  const registrationLink = await confirmLink(page, customer);
  expect(new URL(registrationLink).pathname).toBe("/signup/confirm/");
  await page.goto(registrationLink);
  await page.getByRole("button", { name: "Confirm my account" }).click();
  // Shown for the notice's timeout as soon as the shop said yes (a client-side navigation): looked for first.
  await expect(notice(page, "Thank you, your account is confirmed.")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/profile\/$/);
  expect(problems).toEqual([]);
});

async function confirmLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const mails = (await (
      await page.request.get(`/__emulator/outbox.json?to=${encodeURIComponent(email)}`)
    ).json()) as { links: Record<string, string> }[];
    link = mails.find((mail) => mail.links["confirm"])?.links["confirm"];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

test("the privacy policy page shows the shop's own page the configuration names, also after a client-side navigation", async ({
  page,
  problems,
}) => {
  const builtIn = "Who is responsible";
  await page.goto("/information/privacy-policy/");
  await expect(page.getByRole("heading", { name: builtIn })).toBeVisible();
  // The demo shop's privacy landing page (emulator/src/seed/cms.ts), named as an operator would name it.
  await changeShop(
    page,
    { privacyPolicyPage: "demo" },
    (config) => asConfig(config).extensions.personalDataProtection.privacyPolicyPage !== null,
  );
  await page.goto("/de/");
  await hydrated(page);
  await markWindow(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" }).click();
  await expect(page).toHaveURL(/\/de\/information\/privacy-policy\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeVisible();
  await expect(page.getByText("Dies ist die eigene Datenschutzerklärung des Demo-Shops")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verantwortlicher" })).toHaveCount(0);
  expect(await stillSameWindow(page)).toBe(true);
  await page.goto("/information/privacy-policy/");
  await expect(page.getByRole("heading", { name: "Your photos" })).toBeVisible();
  await expect(page.getByRole("heading", { name: builtIn })).toHaveCount(0);
  expect(problems).toEqual([]);
});
