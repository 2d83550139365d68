import { describe, expect, it } from "vitest";
import { profileAction } from "../../app/account/profile-actions";
import { isActionResult } from "../../app/framework/action-result";
import { ClientApiError } from "../../app/store-api/errors";
import { apiError, post, services } from "./action-harness";

const context = {
  customer: {
    id: "c1",
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    guest: false,
    groupId: "g",
    defaultBillingAddressId: "a",
    defaultShippingAddressId: "a",
  },
  currency: { id: "eur", isoCode: "EUR", symbol: "€", factor: 1 },
  paymentMethod: { id: "p" },
  shippingMethod: { id: "s" },
  salesChannel: { id: "sc", languageId: "l", currencyId: "eur" },
};
const privateCustomer = {
  id: "c1",
  email: "grace@example.com",
  firstName: "Grace",
  lastName: "Hopper",
  accountType: "private",
  customerNumber: "10001",
};

/** A shop with a logged-in customer; `answers` overrides what single operations answer (or throw). */
function shop(
  answers: Record<string, (body: unknown) => unknown> = {},
  customer: Record<string, unknown> = privateCustomer,
) {
  return services((operation, body) => {
    const own = answers[operation.split(" ")[0]!];
    if (own) return own(body);
    if (operation.startsWith("readContext")) return context;
    if (operation.startsWith("readCustomer")) return customer;
    return { success: true };
  });
}

const operations = (calls: { operation: string }[]) => calls.map((c) => c.operation.split(" ")[0]);
const thrownBy = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );

describe("personal data (POST /account/change-profile)", () => {
  it("sends Shopware's birthday fields as numbers, keeps the account private and reads the session again", async () => {
    const svc = shop();
    const { result, calls, flashed } = await post(
      profileAction,
      "/account/profile/",
      {
        intent: "change-profile",
        salutationId: "a".repeat(32),
        firstName: " Ada ",
        lastName: "Lovelace",
        birthdayDay: "10",
        birthdayMonth: "12",
        birthdayYear: "1985",
      },
      svc,
    );
    expect(isActionResult(result) && result.ok).toBe(true);
    expect(calls.find((c) => c.operation.startsWith("changeProfile"))?.body).toEqual({
      accountType: "private",
      firstName: "Ada",
      lastName: "Lovelace",
      salutationId: "a".repeat(32),
      birthdayDay: 10,
      birthdayMonth: 12,
      birthdayYear: 1985,
    });
    expect(flashed).toEqual([{ type: "success", messageKey: "account.profile.saved" }]);
  });

  it("a business customer's company and VAT ids go along (Shopware would clear them)", async () => {
    const { calls } = await post(
      profileAction,
      "/account/profile/",
      { intent: "change-profile", firstName: "Ada", lastName: "Lovelace" },
      shop({}, { ...privateCustomer, accountType: "business", company: "Analytical Engines", vatIds: ["DE123456789"] }),
    );
    expect(calls.find((c) => c.operation.startsWith("changeProfile"))?.body).toEqual({
      accountType: "business",
      company: "Analytical Engines",
      vatIds: ["DE123456789"],
      firstName: "Ada",
      lastName: "Lovelace",
    });
  });

  it.each([
    [{ birthdayDay: "10", birthdayMonth: "", birthdayYear: "" }, "account.profile.birthdayIncomplete"],
    [{ birthdayDay: "30", birthdayMonth: "2", birthdayYear: "1990" }, "account.profile.birthdayInvalid"],
    [
      { birthdayDay: "1", birthdayMonth: "1", birthdayYear: String(new Date().getUTCFullYear() + 1) },
      "account.profile.birthdayInvalid",
    ],
    [{ birthdayDay: "1", birthdayMonth: "1", birthdayYear: "1850" }, "account.profile.birthdayInvalid"],
  ])("a birthday of %o is told at its field, nothing is sent", async (birthday, error) => {
    const { result, status, calls } = await post(
      profileAction,
      "/account/profile/",
      { intent: "change-profile", firstName: "Ada", lastName: "Lovelace", ...birthday },
      shop(),
    );
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ birthdayDay: error });
    expect(isActionResult(result) && result.values?.["firstName"]).toBe("Ada");
    expect(operations(calls)).not.toContain("changeProfile");
  });

  it("blank names and a malformed salutation are field errors before the shop is asked", async () => {
    const { result, calls } = await post(
      profileAction,
      "/account/profile/",
      { intent: "change-profile", salutationId: "mr", firstName: " ", lastName: "" },
      shop(),
    );
    expect(isActionResult(result) && result.fieldErrors).toEqual({
      salutationId: "form.errors.invalid",
      firstName: "form.errors.required",
      lastName: "form.errors.required",
    });
    expect(calls).toEqual([]);
  });

  it("the shop's violations land at their fields", async () => {
    const svc = shop({
      changeProfile: () => {
        throw apiError(400, [
          {
            code: "VIOLATION::TOO_HIGH_ERROR",
            detail: "This value should be less than or equal to 31.",
            pointer: "/birthdayDay",
          },
        ]);
      },
    });
    const { result } = await post(
      profileAction,
      "/account/profile/",
      { intent: "change-profile", firstName: "Ada", lastName: "Lovelace" },
      svc,
    );
    expect(isActionResult(result) && result.fieldErrors).toEqual({
      birthdayDay: "This value should be less than or equal to 31.",
    });
  });
});

describe("e-mail and password", () => {
  it("a confirmation that differs is told at it; the shop is not asked", async () => {
    const { result, calls } = await post(
      profileAction,
      "/account/profile/",
      {
        intent: "change-email",
        email: "new@example.com",
        emailConfirmation: "neu@example.com",
        password: "secret-pass-1",
      },
      shop(),
    );
    expect(isActionResult(result) && result.fieldErrors).toEqual({
      emailConfirmation: "account.profile.emailMismatch",
    });
    expect(calls).toEqual([]);
  });

  it("a wrong current password is told at its field, and the password never comes back", async () => {
    const svc = shop({
      changeEmail: () => {
        throw apiError(400, [
          {
            code: "VIOLATION::CUSTOMER_PASSWORD_NOT_CORRECT",
            detail: "Password does not match.",
            pointer: "/password",
          },
        ]);
      },
    });
    const { result, status, calls } = await post(
      profileAction,
      "/account/profile/",
      {
        intent: "change-email",
        email: "new@example.com",
        emailConfirmation: "new@example.com",
        password: "wrong-pass-9",
      },
      svc,
    );
    expect(calls[0]).toEqual({
      operation: "changeEmail post /account/change-email",
      body: { email: "new@example.com", emailConfirmation: "new@example.com", password: "wrong-pass-9" },
    });
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ password: "account.profile.wrongPassword" });
    expect(isActionResult(result) && result.values).toEqual({
      email: "new@example.com",
      emailConfirmation: "new@example.com",
    });
    expect(JSON.stringify(result)).not.toContain("wrong-pass-9");
  });

  it("the password change sends Shopware's field names; a short or unconfirmed new one is not sent", async () => {
    const ok = await post(
      profileAction,
      "/account/profile/",
      {
        intent: "change-password",
        password: "old-pass-1",
        newPassword: "new-pass-22",
        newPasswordConfirm: "new-pass-22",
      },
      shop(),
    );
    expect(ok.calls).toEqual([
      {
        operation: "changePassword post /account/change-password",
        body: { password: "old-pass-1", newPassword: "new-pass-22", newPasswordConfirm: "new-pass-22" },
      },
    ]);
    expect(ok.flashed).toEqual([{ type: "success", messageKey: "account.profile.passwordChanged" }]);

    const short = await post(
      profileAction,
      "/account/profile/",
      { intent: "change-password", password: "old-pass-1", newPassword: "short", newPasswordConfirm: "short" },
      shop(),
    );
    expect(isActionResult(short.result) && short.result.fieldErrors).toEqual({
      newPassword: "account.register.passwordTooShort",
    });
    const differs = await post(
      profileAction,
      "/account/profile/",
      {
        intent: "change-password",
        password: "old-pass-1",
        newPassword: "new-pass-22",
        newPasswordConfirm: "new-pass-23",
      },
      shop(),
    );
    expect(isActionResult(differs.result) && differs.result.fieldErrors).toEqual({
      newPasswordConfirm: "account.profile.passwordMismatch",
    });
    expect([...short.calls, ...differs.calls]).toEqual([]);
  });

  it("a shop message at a password field is replaced by ours (Shopware's EqualTo repeats the typed value)", async () => {
    const svc = shop({
      changePassword: () => {
        throw apiError(400, [
          {
            code: "VIOLATION::NOT_EQUAL_ERROR",
            detail: 'This value should be equal to "typed-secret-7".',
            pointer: "/newPassword",
          },
          { code: "VIOLATION::SOMETHING_ELSE", detail: "typed-secret-7 is weak", pointer: "/password" },
        ]);
      },
    });
    const { result } = await post(
      profileAction,
      "/account/profile/",
      {
        intent: "change-password",
        password: "old-pass-1",
        newPassword: "typed-secret-7",
        newPasswordConfirm: "typed-secret-7",
      },
      svc,
    );
    expect(isActionResult(result) && result.fieldErrors).toEqual({
      newPassword: "account.profile.passwordMismatch",
      password: "form.errors.invalid",
    });
    expect(JSON.stringify(result)).not.toContain("typed-secret-7");
  });
});

describe("newsletter in the account", () => {
  it("subscribes the account's address on this domain; the shop mails the link", async () => {
    const svc = shop({ subscribeToNewsletter: () => ({ success: true, status: "notSet" }) });
    const { result, calls, flashed } = await post(
      profileAction,
      "/de/account/profile/",
      { intent: "newsletter-subscription", option: "subscribe" },
      svc,
    );
    expect(isActionResult(result) && result.ok).toBe(true);
    expect(calls.find((c) => c.operation.startsWith("subscribeToNewsletter"))?.body).toEqual({
      email: "grace@example.com",
      firstName: "Grace",
      storefrontUrl: "https://shop.test/de",
      option: "subscribe",
    });
    expect(flashed).toEqual([{ type: "success", messageKey: "newsletter.confirmMailSent" }]);
  });

  it("unsubscribing an address the shop does not know is done already", async () => {
    const svc = shop({
      unsubscribeToNewsletter: () => {
        throw apiError(404, [{ code: "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND", detail: "not found" }]);
      },
    });
    const { result, flashed } = await post(
      profileAction,
      "/account/profile/",
      { intent: "newsletter-subscription", option: "unsubscribe" },
      svc,
    );
    expect(isActionResult(result) && result.ok).toBe(true);
    expect(flashed).toEqual([{ type: "success", messageKey: "newsletter.unsubscribed" }]);
  });

  it("an option it does not know is refused with a notice", async () => {
    const { status, calls, flashed } = await post(
      profileAction,
      "/account/profile/",
      { intent: "newsletter-subscription", option: "direct" },
      shop(),
    );
    expect(status).toBe(400);
    expect(calls).toEqual([]);
    expect(flashed).toEqual([{ type: "danger", messageKey: "form.errors.invalid" }]);
  });
});

describe("account removal (POST /customer/self-purge)", () => {
  it("another e-mail than the account's is a field error; nothing is removed", async () => {
    const { result, calls } = await post(
      profileAction,
      "/account/profile/",
      { intent: "account-removal", email: "someone@example.com" },
      shop(),
    );
    expect(isActionResult(result) && result.fieldErrors).toEqual({ email: "account.removal.emailMismatch" });
    expect(operations(calls)).not.toContain("selfPurgeCustomer");
  });

  it("the account's e-mail removes it: the spec's text, and home", async () => {
    const svc = shop();
    const thrown = await thrownBy(
      post(profileAction, "/de/account/profile/", { intent: "account-removal", email: " Grace@Example.com " }, svc),
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get("Location")).toBe("/de/");
    expect(svc.calls.find((c) => c.operation.startsWith("selfPurgeCustomer"))).toEqual({
      operation: "selfPurgeCustomer post /customer/self-purge",
      body: { email: "Grace@Example.com" },
    });
    expect(svc.flashed).toEqual([{ type: "success", messageKey: "account.removal.done" }]);
  });

  it("a session without a customer goes to the login", async () => {
    const svc = services((operation) => (operation.startsWith("readContext") ? { ...context, customer: null } : {}));
    const thrown = await thrownBy(
      post(profileAction, "/account/profile/", { intent: "account-removal", email: "grace@example.com" }, svc),
    );
    expect((thrown as Response).headers.get("Location")).toBe(
      `/login/?redirect=${encodeURIComponent("/account/profile/")}`,
    );
    expect(operations(svc.calls)).toEqual(["readContext"]);
  });
});

describe("readCustomer", () => {
  it("answers null for a 403 and throws 'Unexpected getCustomerResponse.' with the cause otherwise", async () => {
    const { readCustomer } = await import("../../app/account/customer-store-api");
    const failing = (status: number, code: string) => ({
      invoke: (async () => {
        throw apiError(status, [{ code, detail: "x" }]);
      }) as never,
    });
    expect(await readCustomer(failing(403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN"), "l")).toBeNull();
    const error = await thrownBy(readCustomer(failing(500, "FRAMEWORK__INTERNAL"), "l"));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("Unexpected getCustomerResponse.");
    expect((error as Error).cause).toBeInstanceOf(ClientApiError);
    expect(((error as Error).cause as ClientApiError).statusCode).toBe(500);
  });

  it("asks for the salutation and the default addresses with their country, state and salutation", async () => {
    const calls: unknown[] = [];
    const { readCustomer } = await import("../../app/account/customer-store-api");
    const api = {
      invoke: (async (operation: string, params: { body: unknown }) => {
        calls.push([operation, params.body]);
        return { data: privateCustomer };
      }) as never,
    };
    expect(await readCustomer(api, "l")).toEqual(privateCustomer);
    const [operation, body] = calls[0] as [string, { associations: Record<string, unknown> }];
    expect(operation).toBe("readCustomer post /account/customer");
    const address = { associations: { country: {}, countryState: {}, salutation: {} } };
    expect(body.associations).toEqual({
      salutation: {},
      defaultBillingAddress: address,
      defaultShippingAddress: address,
    });
  });
});
