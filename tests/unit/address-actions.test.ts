import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addressBookAction, addressFormAction } from "../../app/account/address-actions";
import { queryKey } from "../../app/framework/query-keys";
import { isActionResult, type ActionResult } from "../../app/framework/action-result";
import { followSessionChange, sessionChanged } from "../../app/session/session-change";
import { newOutcome } from "../../app/framework/action-outcome";
import { apiError, post, services } from "./action-harness";

const ADA = "0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a";
const DE = "dededededededededededededededede";
const BAVARIA = "babababababababababababababababa";

/** Services whose Store API also records the path parameters (which address a call names). */
function recording(answer: (operation: string) => unknown = () => ({})) {
  const svc = services((operation) => answer(operation));
  const paths: { operation: string; pathParams: unknown }[] = [];
  const invoke = svc.value.api.invoke;
  svc.value.api = {
    invoke: ((operation: string, params?: { pathParams?: unknown }) => {
      paths.push({ operation, pathParams: params?.pathParams });
      return (invoke as (operation: string, params?: unknown) => Promise<unknown>)(operation, params);
    }) as typeof invoke,
  };
  return { ...svc, paths };
}

const ADDRESS = {
  firstName: " Ada ",
  lastName: "Lovelace",
  company: "",
  street: "Main 1",
  zipcode: "10115",
  city: "Berlin",
  countryId: DE,
  countryStateId: "",
  salutationId: "",
  phoneNumber: "",
};

/** A redirect the action throws (post/redirect/get): its status and target. */
async function redirected(run: Promise<unknown>): Promise<{ status: number; location: string | null }> {
  const thrown = await run.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(thrown instanceof Response)) throw new Error(`no redirect: ${String(thrown)}`);
  return { status: thrown.status, location: thrown.headers.get("Location") };
}

const resultOf = (result: ActionResult | Response): ActionResult => {
  if (!isActionResult(result)) throw new Error("no action result");
  return result;
};

describe("create-address (POST /account/address)", () => {
  it("sends the trimmed address without empty optional fields, then goes to the address book with a notice", async () => {
    const svc = recording();
    const { status, location } = await redirected(
      post(
        addressFormAction,
        "/account/addresses/add/",
        { intent: "create-address", ...ADDRESS, countryStateId: BAVARIA },
        svc,
      ),
    );
    expect(status).toBe(303);
    expect(location).toBe("/account/addresses/");
    expect(svc.calls).toEqual([
      {
        operation: "createCustomerAddress post /account/address",
        body: {
          firstName: "Ada",
          lastName: "Lovelace",
          street: "Main 1",
          zipcode: "10115",
          city: "Berlin",
          countryId: DE,
          countryStateId: BAVARIA,
        },
      },
    ]);
    expect(svc.flashed).toEqual([{ type: "success", messageKey: "account.addresses.created" }]);
  });

  it("goes on to a same-origin return path (the checkout's), never to another site, in the page's language", async () => {
    for (const [path, back, expected] of [
      ["/account/addresses/add/", "/checkout/?step=address", "/checkout/?step=address"],
      ["/account/addresses/add/", "//evil.example/", "/account/addresses/"],
      ["/account/addresses/add/", "https://evil.example/", "/account/addresses/"],
      ["/de/account/addresses/add/", "", "/de/account/addresses/"],
    ] as const) {
      const { location } = await redirected(
        post(addressFormAction, path, { intent: "create-address", ...ADDRESS, redirect: back }, recording()),
      );
      expect(location).toBe(expected);
    }
  });

  it("a form with missing or bad fields is answered at its fields with what was typed, and nothing is sent", async () => {
    const svc = recording();
    const { result, status } = await post(
      addressFormAction,
      "/account/addresses/add/",
      {
        intent: "create-address",
        ...ADDRESS,
        firstName: "  ",
        street: "",
        countryId: "germany",
        zipcode: "1".repeat(51),
        countryStateId: "x",
      },
      svc,
    );
    expect(status).toBe(400);
    const answer = resultOf(result);
    expect(answer.fieldErrors).toEqual({
      firstName: "form.errors.required",
      street: "form.errors.required",
      countryId: "form.errors.required",
      zipcode: "form.errors.tooLong",
      countryStateId: "form.errors.invalid",
    });
    expect(answer.values).toMatchObject({
      firstName: "  ",
      lastName: "Lovelace",
      city: "Berlin",
      countryId: "germany",
    });
    expect(svc.calls).toEqual([]);
    // The form is shown again with its errors: no notice, no redirect.
    expect(svc.flashed).toEqual([]);
  });

  it("the shop's violations land at their fields (source pointer /zipcode), the values kept", async () => {
    const svc = recording(() => {
      throw apiError(400, [
        { code: "VIOLATION::IS_BLANK_ERROR", detail: "This value should not be blank.", pointer: "/zipcode" },
      ]);
    });
    const { result, status } = await post(
      addressFormAction,
      "/account/addresses/add/",
      { intent: "create-address", ...ADDRESS, zipcode: "" },
      svc,
    );
    expect(status).toBe(400);
    const answer = resultOf(result);
    expect(answer.fieldErrors).toEqual({ zipcode: "This value should not be blank." });
    expect(answer.formError).toBeNull();
    expect(answer.values).toMatchObject({ street: "Main 1", city: "Berlin" });
  });
});

describe("update-address (PATCH /account/address/{id})", () => {
  it("changes the named address with the whole form and leads back to the list", async () => {
    const svc = recording();
    const { location } = await redirected(
      post(
        addressFormAction,
        `/account/addresses/add/${ADA}/`,
        { intent: "update-address", addressId: ADA, ...ADDRESS, company: "Analytical Engines" },
        svc,
      ),
    );
    expect(location).toBe("/account/addresses/");
    expect(svc.paths).toEqual([
      { operation: "updateCustomerAddress patch /account/address/{addressId}", pathParams: { addressId: ADA } },
    ]);
    expect(svc.calls[0]?.body).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      company: "Analytical Engines",
      street: "Main 1",
      zipcode: "10115",
      city: "Berlin",
      countryId: DE,
    });
    expect(svc.flashed).toEqual([{ type: "success", messageKey: "account.addresses.updated" }]);
  });

  it("an id in upper case is the same id: the shop gets it in its own spelling (lower case)", async () => {
    const svc = recording();
    await redirected(
      post(
        addressFormAction,
        `/account/addresses/add/${ADA}/`,
        { intent: "update-address", addressId: ADA.toUpperCase(), ...ADDRESS },
        svc,
      ),
    );
    expect(svc.paths).toEqual([
      { operation: "updateCustomerAddress patch /account/address/{addressId}", pathParams: { addressId: ADA } },
    ]);
  });

  it("an id that is not a 32-digit hex id is refused before the shop is asked", async () => {
    for (const addressId of ["", "../../account/customer", "0g".repeat(16), `${ADA}0`]) {
      const svc = recording();
      const { result, status } = await post(
        addressFormAction,
        "/account/addresses/add/",
        { intent: "update-address", addressId, ...ADDRESS },
        svc,
      );
      expect(status).toBe(400);
      expect(resultOf(result).fieldErrors?.["addressId"]).toBe("form.errors.invalid");
      expect(svc.calls).toEqual([]);
    }
  });

  it("an address that is gone (deleted in another tab) is told in our words, the form kept", async () => {
    const svc = recording(() => {
      throw apiError(400, [
        { code: "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", detail: `Customer address with id "${ADA}" not found.` },
      ]);
    });
    const { result, status } = await post(
      addressFormAction,
      `/account/addresses/add/${ADA}/`,
      { intent: "update-address", addressId: ADA, ...ADDRESS },
      svc,
    );
    expect(status).toBe(400);
    expect(resultOf(result)).toMatchObject({
      intent: "update-address",
      ok: false,
      formError: "account.addresses.notFound",
      values: { city: "Berlin" },
    });
  });
});

describe("the address book's buttons", () => {
  it("delete: the address goes, with a notice", async () => {
    const svc = recording();
    const { result, status } = await post(
      addressBookAction,
      "/account/addresses/",
      { intent: "delete-address", addressId: ADA },
      svc,
    );
    expect(status).toBe(200);
    expect(result).toEqual({ intent: "delete-address", ok: true });
    expect(svc.paths).toEqual([
      { operation: "deleteCustomerAddress delete /account/address/{addressId}", pathParams: { addressId: ADA } },
    ]);
    expect(svc.flashed).toEqual([{ type: "success", messageKey: "account.addresses.deleted" }]);
  });

  it.each([
    ["CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT", "account.addresses.deleteDefaultRefused"],
    ["CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE", "account.addresses.deleteActiveRefused"],
    ["CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", "account.addresses.notFound"],
  ])("delete refused by the shop (%s) is told beside the address and in a notice", async (code, text) => {
    const svc = recording(() => {
      throw apiError(400, [{ code }]);
    });
    const { result, status } = await post(
      addressBookAction,
      "/account/addresses/",
      { intent: "delete-address", addressId: ADA },
      svc,
    );
    expect(status).toBe(400);
    expect(result).toEqual({ intent: "delete-address", ok: false, formError: text });
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: text }]);
  });

  it.each([
    [
      "set-default-billing-address",
      "defaultBillingAddress patch /account/address/default-billing/{addressId}",
      "account.addresses.defaultBillingChanged",
    ],
    [
      "set-default-shipping-address",
      "defaultShippingAddress patch /account/address/default-shipping/{addressId}",
      "account.addresses.defaultShippingChanged",
    ],
  ])("%s switches the default to the named address", async (intent, operation, notice) => {
    const svc = recording();
    const { result } = await post(addressBookAction, "/account/addresses/", { intent, addressId: ADA }, svc);
    expect(result).toEqual({ intent, ok: true });
    expect(svc.paths).toEqual([{ operation, pathParams: { addressId: ADA } }]);
    expect(svc.flashed).toEqual([{ type: "success", messageKey: notice }]);
  });

  it("a button with a bad id is refused with a notice (the list is not a form shown again)", async () => {
    const svc = recording();
    const { result, status } = await post(
      addressBookAction,
      "/account/addresses/",
      { intent: "set-default-billing-address", addressId: "nope" },
      svc,
    );
    expect(status).toBe(400);
    expect(resultOf(result).fieldErrors).toEqual({ addressId: "form.errors.invalid" });
    expect(svc.calls).toEqual([]);
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "form.errors.invalid" }]);
  });

  it("a lost login leads to the login, with the list as the way back", async () => {
    const svc = recording(() => {
      throw apiError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }]);
    });
    const { status, location } = await redirected(
      post(addressBookAction, "/account/addresses/", { intent: "delete-address", addressId: ADA }, svc),
    );
    expect(status).toBe(302);
    expect(location).toBe("/login/?redirect=%2Faccount%2Faddresses%2F");
  });

  it("every page's intents stay answerable (logout), and the form's intents are not the list's", async () => {
    const logout = await redirected(post(addressBookAction, "/account/addresses/", { intent: "logout" }, recording()));
    expect(logout.location).toBe("/");
    const { result, status } = await post(
      addressBookAction,
      "/account/addresses/",
      { intent: "create-address", ...ADDRESS },
      recording(),
    );
    expect(status).toBe(400);
    expect(resultOf(result).formError).toBe("form.errors.unknownIntent");
  });
});

describe("customer-changed (the one session-change path)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the action tells the page of the change and announces nothing; the page refreshes what depends on the session and keeps the rest", async () => {
    const outcome = newOutcome();
    sessionChanged({ outcome }, { name: "customer-changed" });
    expect(outcome.changes).toEqual(["customer-changed"]);
    expect(outcome.events).toEqual([]);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKey("session-context", "en"), { customer: null });
    queryClient.setQueryData(queryKey("snippets", "en-GB"), {});
    await followSessionChange(queryClient, "customer-changed");
    expect(queryClient.getQueryData(queryKey("session-context", "en"))).toBeUndefined();
    expect(queryClient.getQueryData(queryKey("snippets", "en-GB"))).toEqual({});
  });
});
