import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  hydrated,
  markWindow,
  registerInPage,
  stillSameWindow,
  test,
  withoutJavaScript,
  registerByRequest,
} from "./fixtures";

const PASSWORD = "secret-pass-1";
const REMOVED = "Your account have been successfully removed.";

const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const section = (page: Page, name: string) => page.getByRole("main").getByRole("region", { name, exact: true });
/** Problems but the shop's expected refusals (a wrong password, a failed login): its 400 or 401 for these calls, and the browser's line about it. */
const unexpected = (problems: string[], calls: RegExp) =>
  problems.filter((p) => !(calls.test(p) || /status of 40[01] \((Bad Request|Unauthorized)\)/.test(p)));
const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;

interface OutboxMail {
  subject: string;
  links: Record<string, string>;
}
/** The shop's mails to an address, newest first, from the emulator's outbox through the storefront. */
async function mailsTo(page: Page, email: string): Promise<OutboxMail[]> {
  const response = await page.request.get(`/__emulator/outbox.json?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMail[];
}
async function newsletterLink(page: Page, email: string): Promise<string> {
  const mail = (await mailsTo(page, email)).find((m) => m.links["confirm"] && /newsletter/i.test(m.subject));
  expect(mail, `a newsletter confirmation mail to ${email}`).toBeTruthy();
  return mail!.links["confirm"]!;
}

/** A customer logged in on the page (registered through the storefront's proxy, so the cookie is the page's). */
async function customer(page: Page): Promise<string> {
  const email = unique("profile");
  await page.goto("/");
  await registerInPage(page, email);
  return email;
}

/** The same without JavaScript: the shop's own endpoint with the page's cookies. */
async function customerWithoutScript(page: Page, baseURL: string | undefined): Promise<string> {
  const email = unique("profile-nojs");
  await registerByRequest(page, email, baseURL);
  return email;
}

/**
 * The shop's answer to a login with these credentials, in a session of its own (the Store API through
 * the storefront's proxy): whether a change of e-mail or password took is the shop's to say, and the
 * login form itself is tested in tests/e2e/login.spec.ts, so no page is loaded for it here.
 */
async function loginStatus(request: APIRequestContext, email: string, password: string): Promise<number> {
  return (await request.post("/store-api/account/login", { data: { username: email, password } })).status();
}

test.describe("account overview", () => {
  test("a guest is sent to the login, with the way back", async ({ page }) => {
    await page.goto("/account/");
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Faccount%2F$/);
    await expect(notice(page, "Please log in to continue.")).toBeVisible();
  });

  test("shows the personal data, the default addresses and the newsletter status, with links on; axe clean", async ({
    page,
    problems,
  }) => {
    const email = await customer(page);
    await page.goto("/account/");
    await hydrated(page);
    await expect(page).toHaveTitle(/^Your account \|/);
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    const personal = section(page, "Personal data");
    await expect(personal).toContainText("Grace Hopper");
    await expect(personal).toContainText(email);
    for (const name of ["Default billing address", "Default shipping address"]) {
      const address = section(page, name);
      await expect(address).toContainText("Main 1");
      await expect(address).toContainText("10115 Berlin");
      await expect(address).toContainText("Germany");
    }
    await expect(section(page, "Newsletter")).toContainText("You are not subscribed to our newsletter.");
    await expect(personal.getByRole("link", { name: "Change profile" })).toHaveAttribute("href", "/account/profile/");
    await expect(
      section(page, "Default billing address").getByRole("link", { name: "Manage addresses" }),
    ).toHaveAttribute("href", "/account/addresses/");
    await expect(section(page, "Orders").getByRole("link", { name: "Show orders" })).toHaveAttribute(
      "href",
      "/account/orders/",
    );
    await expect(
      page.getByRole("navigation", { name: "Account menu" }).getByRole("link", { name: "Overview" }),
    ).toHaveAttribute("aria-current", "page");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(problems).toEqual([]);
  });
});

test.describe("profile with JavaScript (no reload)", () => {
  test("personal data: the header greets by the new name; a partial birthday is told at its field; axe clean", async ({
    page,
    problems,
  }) => {
    await customer(page);
    await page.goto("/account/profile/");
    await hydrated(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await markWindow(page);
    const personal = section(page, "Personal data");
    await personal.getByLabel("Salutation").selectOption({ label: "Mrs." });
    await personal.getByLabel("First name").fill("Ada");
    await personal.getByLabel("Last name").fill("Lovelace");
    await personal.getByLabel("Day").selectOption("10");
    await personal.getByRole("button", { name: "Save personal data" }).click();
    await expect(personal.getByText("Please choose day, month and year, or none of them.")).toBeVisible();
    await expect(personal.getByLabel("Day")).toHaveAttribute("aria-invalid", "true");
    await personal.getByLabel("Month").selectOption({ label: "December" });
    await personal.getByLabel("Year").selectOption("1985");
    const sent: string[] = [];
    // The form goes to the Worker, which changes the profile (route actions run there, decision 021).
    page.on("request", (request) => {
      if (
        request.method() === "POST" &&
        request.headers()["x-storefront-action"] === "1" &&
        (request.postData() ?? "").includes("intent=change-profile")
      )
        sent.push(request.url());
    });
    await personal.getByRole("button", { name: "Save personal data" }).dblclick();
    await expect(notice(page, "Your personal data has been saved.")).toHaveCount(1);
    expect(sent).toHaveLength(1);
    await expect(page.getByRole("link", { name: "Hello, Ada" })).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);

    await page.getByRole("navigation", { name: "Account menu" }).getByRole("link", { name: "Overview" }).click();
    await expect(section(page, "Personal data")).toContainText("Mrs. Ada Lovelace");
    await expect(section(page, "Personal data")).toContainText("Birthday: 10 December 1985");
    expect(await stillSameWindow(page)).toBe(true);
    await page.reload();
    await page.goto("/account/profile/");
    await expect(section(page, "Personal data").getByLabel("First name")).toHaveValue("Ada");
    await expect(section(page, "Personal data").getByLabel("Year")).toHaveValue("1985");
    expect(problems).toEqual([]);
  });

  test("e-mail: a differing confirmation and a wrong password are told at their fields; then the new address logs in", async ({
    page,
    problems,
    request,
  }) => {
    const email = await customer(page);
    const next = unique("changed");
    await page.goto("/account/profile/");
    await hydrated(page);
    await markWindow(page);
    const form = section(page, "E-mail address");
    await form.getByLabel(/^New e-mail address/).fill(next);
    await form.getByLabel("Repeat the new e-mail address").fill(`x${next}`);
    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(form.getByLabel("Repeat the new e-mail address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("The two e-mail addresses are not the same.")).toBeVisible();

    await form.getByLabel("Repeat the new e-mail address").fill(next);
    await form.getByLabel("Current password").fill("not-the-password");
    await form.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("The password is not correct.")).toBeVisible();

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change e-mail address" }).click();
    await expect(notice(page, "Your e-mail address has been changed.")).toBeVisible();
    await expect(form.getByText(`Your e-mail address now: ${next}`)).toBeVisible();
    await expect(form.getByLabel(/^New e-mail address/)).toHaveValue("");
    expect(await stillSameWindow(page)).toBe(true);

    expect(await loginStatus(request, email, PASSWORD)).toBe(401);
    expect(await loginStatus(request, next, PASSWORD)).toBe(200);
    expect(unexpected(problems, /HTTP 40[01] \/store-api\/account\/change-email$/)).toEqual([]);
  });

  test("password: a wrong current one is told at its field; then only the new one logs in, and no password is in the page", async ({
    page,
    problems,
    request,
  }) => {
    const email = await customer(page);
    await page.goto("/account/profile/");
    await hydrated(page);
    await markWindow(page);
    const form = section(page, "Password");
    await form.getByLabel("Current password").fill("not-the-password");
    await form.getByLabel(/^New password/).fill("brand-new-pass-2");
    await form.getByLabel("Repeat the new password").fill("brand-new-pass-2");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(form.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("The password is not correct.")).toBeVisible();

    await form.getByLabel("Current password").fill(PASSWORD);
    await form.getByRole("button", { name: "Change password" }).dblclick();
    await expect(notice(page, "Your password has been changed.")).toHaveCount(1);
    await expect(form.getByLabel("Current password")).toHaveValue("");
    expect(await stillSameWindow(page)).toBe(true);
    expect(await page.content()).not.toContain("brand-new-pass-2");

    expect(await loginStatus(request, email, PASSWORD)).toBe(401);
    expect(await loginStatus(request, email, "brand-new-pass-2")).toBe(200);
    expect(unexpected(problems, /HTTP 40[01] \/store-api\/account\/change-password$/)).toEqual([]);
  });

  test("newsletter: subscribe, confirm with the mail's link, unsubscribe", async ({ page, problems }) => {
    const email = await customer(page);
    await page.goto("/account/profile/");
    await hydrated(page);
    await markWindow(page);
    const newsletter = section(page, "Newsletter");
    await expect(newsletter).toContainText("You are not subscribed to our newsletter.");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      notice(page, "We have sent you an e-mail: please confirm your subscription with the link in it."),
    ).toBeVisible();
    await expect(newsletter).toContainText("Please confirm your subscription with the link in the e-mail we sent you.");
    expect(await stillSameWindow(page)).toBe(true);

    const link = await newsletterLink(page, email);
    expect(new URL(link).pathname).toBe("/newsletter-subscribe/");
    await page.goto(link);
    await expect(page).toHaveURL(/\/account\/profile\/$/);
    await expect(notice(page, "Thank you, your newsletter subscription is confirmed.")).toBeVisible();
    await hydrated(page);
    await expect(newsletter).toContainText("You are subscribed to our newsletter.");
    await newsletter.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(notice(page, "You have unsubscribed from our newsletter.")).toBeVisible();
    await expect(newsletter).toContainText("You are not subscribed to our newsletter.");

    // A link the shop does not know: a danger notice with the shop's code, and home.
    const wrong = new URL(link);
    wrong.searchParams.set("hash", "0".repeat(32));
    await page.goto(wrong.toString());
    await expect(page).toHaveURL(/\/$/);
    await expect(
      notice(
        page,
        "Your subscription could not be confirmed (error CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND). The link may be used or out of date.",
      ),
    ).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("the footer's sign-up, as a guest: the shop mails the link, and the link confirms", async ({
    page,
    problems,
  }) => {
    const email = unique("footer");
    await page.goto("/hello/");
    await hydrated(page);
    await markWindow(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-mail for the newsletter").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByText("Please agree to the privacy policy.")).toBeVisible();
    await footer.getByRole("checkbox").check();
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(footer.getByRole("status")).toHaveText(
      "Thank you. Please confirm your subscription with the link in the e-mail we have just sent you.",
    );
    expect(await stillSameWindow(page)).toBe(true);
    await page.goto(await newsletterLink(page, email));
    await expect(page).toHaveURL(/\/$/);
    await expect(notice(page, "Thank you, your newsletter subscription is confirmed.")).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("account removal: another e-mail is told at the field; the right one removes it, logs out and says so", async ({
    page,
    problems,
    request,
  }) => {
    const email = await customer(page);
    await page.goto("/account/profile/");
    await hydrated(page);
    await markWindow(page);
    await page.evaluate(() => {
      window.addEventListener("storefront:logout", () => {
        const w = window as unknown as { __logouts?: number };
        w.__logouts = (w.__logouts ?? 0) + 1;
      });
    });
    const removal = section(page, "Delete account");
    await removal.getByLabel("Type your e-mail address to confirm").fill(`other-${email}`);
    await removal.getByRole("button", { name: "Delete account" }).click();
    await expect(removal.getByText("This is not the e-mail address of your account.")).toBeVisible();
    await removal.getByLabel("Type your e-mail address to confirm").fill(email.toUpperCase());
    await removal.getByRole("button", { name: "Delete account" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(notice(page, REMOVED)).toBeVisible();
    await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
    // One logout, and not taken for a session that ended elsewhere.
    expect(await page.evaluate(() => (window as unknown as { __logouts?: number }).__logouts)).toBe(1);
    await expect(notice(page, "Your session has ended. Please log in again.")).toHaveCount(0);
    expect(await stillSameWindow(page)).toBe(true);

    expect(await loginStatus(request, email, PASSWORD)).toBe(401);
    expect(unexpected(problems, /HTTP 401 \/store-api\/account\/login$/)).toEqual([]);
  });
});

test.describe("profile without JavaScript (post/redirect/get)", () => {
  test("personal data, e-mail and password: errors shown again at their fields, changes saved", async ({
    browser,
    baseURL,
    request,
  }) => {
    await withoutJavaScript(browser, async (page) => {
      const email = await customerWithoutScript(page, baseURL);
      const next = unique("changed-nojs");
      await page.goto("/account/profile/");
      const personal = section(page, "Personal data");
      await personal.getByLabel("First name").fill("Ada");
      await personal.getByLabel("Year").selectOption("1985");
      await personal.getByRole("button", { name: "Save personal data" }).click();
      await expect(
        section(page, "Personal data").getByText("Please choose day, month and year, or none of them."),
      ).toBeVisible();
      await expect(section(page, "Personal data").getByLabel("First name")).toHaveValue("Ada");
      await section(page, "Personal data").getByLabel("Year").selectOption("");
      await section(page, "Personal data").getByRole("button", { name: "Save personal data" }).click();
      await expect(page).toHaveURL(/\/account\/profile\/$/);
      await expect(notice(page, "Your personal data has been saved.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Hello, Ada" })).toBeVisible();

      const password = section(page, "Password");
      await password.getByLabel("Current password").fill("not-the-password");
      await password.getByLabel(/^New password/).fill("brand-new-pass-3");
      await password.getByLabel("Repeat the new password").fill("brand-new-pass-3");
      await password.getByRole("button", { name: "Change password" }).click();
      await expect(section(page, "Password").getByText("The password is not correct.")).toBeVisible();
      await expect(section(page, "Password").getByLabel("Current password")).toHaveValue("");
      expect(await page.content()).not.toContain("not-the-password");
      expect(await page.content()).not.toContain("brand-new-pass-3");
      await section(page, "Password").getByLabel("Current password").fill(PASSWORD);
      await section(page, "Password")
        .getByLabel(/^New password/)
        .fill("brand-new-pass-3");
      await section(page, "Password").getByLabel("Repeat the new password").fill("brand-new-pass-3");
      await section(page, "Password").getByRole("button", { name: "Change password" }).click();
      await expect(notice(page, "Your password has been changed.")).toBeVisible();

      const mail = section(page, "E-mail address");
      await mail.getByLabel(/^New e-mail address/).fill(next);
      await mail.getByLabel("Repeat the new e-mail address").fill(next);
      await mail.getByLabel("Current password").fill("brand-new-pass-3");
      await mail.getByRole("button", { name: "Change e-mail address" }).click();
      await expect(notice(page, "Your e-mail address has been changed.")).toBeVisible();
      await expect(section(page, "E-mail address").getByText(`Your e-mail address now: ${next}`)).toBeVisible();

      expect(await loginStatus(request, email, "brand-new-pass-3")).toBe(401);
      expect(await loginStatus(request, next, "brand-new-pass-3")).toBe(200);
    });
  });

  test("newsletter from the profile and the footer, and account removal", async ({ browser, baseURL, request }) => {
    await withoutJavaScript(browser, async (page) => {
      const email = await customerWithoutScript(page, baseURL);
      await page.goto("/account/profile/");
      await section(page, "Newsletter").getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/account\/profile\/$/);
      await expect(
        notice(page, "We have sent you an e-mail: please confirm your subscription with the link in it."),
      ).toBeVisible();
      await page.goto(await newsletterLink(page, email));
      await expect(page).toHaveURL(/\/account\/profile\/$/);
      await expect(section(page, "Newsletter")).toContainText("You are subscribed to our newsletter.");
      await section(page, "Newsletter").getByRole("button", { name: "Unsubscribe" }).click();
      await expect(notice(page, "You have unsubscribed from our newsletter.")).toBeVisible();
      await expect(section(page, "Newsletter")).toContainText("You are not subscribed to our newsletter.");

      // The footer's sign-up: a failure shows the subscribe page with the errors, a success goes back with a notice.
      const guestMail = unique("footer-nojs");
      await page.goto("/hello/");
      await page.getByRole("contentinfo").getByLabel("E-mail for the newsletter").fill(guestMail);
      await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/newsletter-subscribe\/$/);
      await expect(page.getByRole("main").getByText("Please agree to the privacy policy.")).toBeVisible();
      await expect(page.getByRole("main").getByLabel("E-mail for the newsletter")).toHaveValue(guestMail);
      await page.getByRole("main").getByRole("checkbox").check();
      await page.getByRole("main").getByRole("button", { name: "Subscribe" }).click();
      await expect(
        notice(page, "Thank you. Please confirm your subscription with the link in the e-mail we have just sent you."),
      ).toBeVisible();
      expect((await mailsTo(page, guestMail)).length).toBe(1);

      await page.goto("/account/profile/");
      await section(page, "Delete account")
        .getByLabel("Type your e-mail address to confirm")
        .fill("someone-else@example.com");
      await section(page, "Delete account").getByRole("button", { name: "Delete account" }).click();
      await expect(
        section(page, "Delete account").getByText("This is not the e-mail address of your account."),
      ).toBeVisible();
      await section(page, "Delete account").getByLabel("Type your e-mail address to confirm").fill(email);
      await section(page, "Delete account").getByRole("button", { name: "Delete account" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(notice(page, REMOVED)).toBeVisible();
      await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
      expect(await loginStatus(request, email, PASSWORD)).toBe(401);
    });
  });
});

test.describe("screens", () => {
  for (const width of [390, 1280]) {
    test(`overview and profile at ${width} px: nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await customer(page);
      for (const [path, name] of [
        ["/account/", "overview"],
        ["/account/profile/", "profile"],
      ] as const) {
        await page.goto(path);
        await hydrated(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      }
    });
  }
});
