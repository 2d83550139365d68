import type { APIRequestContext, Page } from "@playwright/test";
import { expect, hydrated, registerInPage, test } from "./fixtures";

/**
 * Issue 25: the secrets of a mail's or a provider's link (app/lib/link-secrets) leave the address bar
 * before the tag manager or the error reporter can read it, and the page still does its work with them.
 * A shopper who accepted every cookie: the tag manager's container loads. The test server reports
 * errors and page loads to the emulator's Sentry ingest (scripts/serve-test.sh).
 */
test.use({
  storageState: {
    cookies: [
      {
        name: "es-consent",
        value: "analytics.marketing",
        domain: "localhost",
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: "Lax",
      },
    ],
    origins: [],
  },
});

const notice = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: "Notifications" }).getByText(text);
const randomHex = (length: number) =>
  Array.from({ length }, () => Math.floor(Math.random() * 16).toString(16)).join("");

/**
 * Every document of the tab records the address as its scripts could first read it (DOMContentLoaded:
 * after the inline start script, before any module script) and at each push to the data layer.
 */
async function recordAddresses(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const w = window as unknown as { __addresses: string[]; dataLayer: unknown[] };
    w.__addresses = seen;
    document.addEventListener("DOMContentLoaded", () => seen.push(`ready ${location.href}`));
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      seen.push(`push ${location.href}`);
      return push(...entries);
    };
    w.dataLayer = layer;
  });
}

/** The addresses recorded in this document and the data layer as text, once the tag manager's container has loaded. */
async function whatTagsSaw(page: Page): Promise<{ addresses: string[]; dataLayer: string }> {
  await expect
    .poll(() => page.evaluate(() => "__tagManagerStandIn" in window), { message: "the tag manager's container loads" })
    .toBe(true);
  return page.evaluate(() => {
    const w = window as unknown as { __addresses: string[]; dataLayer: unknown[] };
    return { addresses: w.__addresses, dataLayer: JSON.stringify(w.dataLayer) };
  });
}

/** The Sentry envelopes the emulator received that contain `text`. */
async function envelopesWith(request: APIRequestContext, text: string): Promise<unknown[]> {
  const response = await request.get(`/__emulator/sentry/envelopes.json?contains=${encodeURIComponent(text)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as unknown[];
}

/**
 * The page's load was reported (its envelope carries the harmless `probe` parameter the test added
 * to the link), and no envelope carries any of the secrets.
 */
async function reportedWithout(request: APIRequestContext, probe: string, secrets: string[]) {
  await expect
    .poll(async () => (await envelopesWith(request, probe)).length, {
      timeout: 20_000,
      message: "the page load is reported",
    })
    .toBeGreaterThan(0);
  for (const secret of secrets) expect(await envelopesWith(request, secret)).toEqual([]);
}

test.describe("link secrets leave the address bar on load", () => {
  test("the password reset link: no hash in the address, the data layer or an error report; the new password is saved", async ({
    page,
    request,
  }) => {
    const email = `secret-reset-${Date.now()}@example.com`;
    await page.goto("/");
    await registerInPage(page, email);
    await page.evaluate(async () => {
      await fetch("/store-api/account/logout", { method: "POST" });
    });
    await page.goto("/password-recovery/");
    await hydrated(page);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send the link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "we have sent it a link" })).toBeVisible();
    await page.goto(`/__emulator/outbox?to=${encodeURIComponent(email)}`);
    const link = new URL((await page.getByRole("link", { name: "recover" }).getAttribute("href"))!);
    const hash = link.searchParams.get("hash")!;
    expect(hash).toBeTruthy();

    const probe = `probe${randomHex(12)}`;
    await recordAddresses(page);
    await page.goto(`${link.pathname}${link.search}&probe=${probe}`);
    await hydrated(page);
    expect(await page.evaluate(() => location.href)).toBe(`${link.origin}${link.pathname}?probe=${probe}`);
    const seen = await whatTagsSaw(page);
    expect(seen.addresses.length).toBeGreaterThan(1);
    expect(seen.addresses.join("\n")).not.toContain(hash);
    expect(seen.dataLayer).not.toContain(hash);
    await reportedWithout(request, probe, [hash]);

    await page.getByLabel("New password").fill("brand-new-pass-3");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(notice(page, "Your new password is saved. You can log in with it now.")).toBeVisible();
  });

  test("the double opt-in link: no em or hash in the address, the data layer or an error report; the page's button still sends them", async ({
    page,
    request,
  }) => {
    const em = randomHex(40);
    const hash = randomHex(32);
    const probe = `probe${randomHex(12)}`;
    await recordAddresses(page);
    await page.goto(`/registration/confirm/?em=${em}&hash=${hash}&probe=${probe}`);
    await hydrated(page);
    expect(new URL(await page.evaluate(() => location.href)).search).toBe(`?probe=${probe}`);
    await expect(page.locator('input[name="em"]')).toHaveValue(em);
    await expect(page.locator('input[name="hash"]')).toHaveValue(hash);
    const seen = await whatTagsSaw(page);
    expect(seen.addresses.join("\n")).not.toMatch(new RegExp(`${em}|${hash}`));
    expect(seen.dataLayer).not.toMatch(new RegExp(`${em}|${hash}`));
    await reportedWithout(request, probe, [em, hash]);

    // A link the shop does not know: the button's answer names the shop's code, as before the address was cleaned.
    await page.getByRole("button", { name: "Confirm my account" }).click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(notice(page, /could not be confirmed \(error CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH\)/)).toBeVisible();
  });

  test("the social login's return: no code or state in the address or the data layer; the login completes", async ({
    page,
  }) => {
    const summaries: URL[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (r.isNavigationRequest() && url.pathname === "/social-summary/" && url.searchParams.has("code"))
        summaries.push(url);
    });
    await recordAddresses(page);
    await page.goto("/login/?redirect=%2Fhello%2F");
    await hydrated(page);
    await page.getByRole("button", { name: "Continue with Google" }).click();
    await expect(page).toHaveURL(/\/__emulator\/social\/google\/authorize\?/);
    await page.getByLabel("E-mail").fill(`secret-social-${Date.now()}@example.com`);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page).toHaveURL(/\/hello\/$/);
    await expect(page.getByRole("link", { name: "Hello, Ada" })).toBeVisible();

    // The summary's document is still the tab's (the login ended with a client-side navigation).
    expect(summaries).toHaveLength(1);
    const code = summaries[0]!.searchParams.get("code")!;
    const state = summaries[0]!.searchParams.get("state")!;
    const seen = await whatTagsSaw(page);
    expect(seen.addresses.some((address) => address.startsWith("ready ") && address.includes("/social-summary/"))).toBe(
      true,
    );
    expect(seen.addresses.join("\n")).not.toContain(code);
    expect(seen.addresses.join("\n")).not.toContain(state);
    expect(seen.dataLayer).not.toContain(code);
    expect(seen.dataLayer).not.toContain(state);
  });
});
