import { describe, expect, it } from "vitest";
import { hexId, optionalHexId } from "../../app/forms/fields";
import { resetPasswordAction } from "../../app/session/page-action";
import { addressLines, postalAddress } from "../../app/lib/address-lines";
import { salutationText, translatedName } from "../../app/lib/entity-names";
import { serverErrors, violationFields } from "../../app/forms/form-errors";
import { hexIdOf } from "../../app/lib/hex-id";
import { isActionResult } from "../../app/framework/action-result";
import { ClientApiError, toClientApiError } from "../../app/store-api/errors";
import { apiError, post, services } from "./action-harness";

const ID = "0123456789abcdef0123456789abcdef";

describe("Shopware ids: either case is taken and lowercased", () => {
  it("in forms and in route parameters alike", () => {
    expect(hexId().parse(ID.toUpperCase())).toBe(ID);
    expect(optionalHexId.parse(ID.toUpperCase())).toBe(ID);
    expect(optionalHexId.parse("")).toBe("");
    expect(hexId().safeParse(`${ID}0`).success).toBe(false);
    expect(hexIdOf(ID.toUpperCase())).toBe(ID);
    expect(hexIdOf("not-an-id")).toBeNull();
    expect(hexIdOf(undefined)).toBeNull();
  });
});

describe("entity names and address lines", () => {
  it("the translated name, trimmed; the shop's 'not specified' salutation says nothing", () => {
    expect(translatedName({ name: "Germany", translated: { name: " Deutschland " } })).toBe("Deutschland");
    expect(translatedName(undefined)).toBe("");
    expect(salutationText({ salutationKey: "not_specified", displayName: "Not specified" })).toBe("");
    expect(salutationText({ salutationKey: "mrs", displayName: "Mrs.", translated: { displayName: "Frau" } })).toBe(
      "Frau",
    );
  });

  it("lines in Shopware's order: company, name, street, additional lines, postcode and city, state, country; then the phone", () => {
    const address = postalAddress({
      company: "Analytical Engines",
      salutation: { salutationKey: "mrs", displayName: "Mrs." },
      firstName: "Ada",
      lastName: "Lovelace",
      street: "Main 1",
      additionalAddressLine1: "Rear building",
      zipcode: "10115",
      city: "Berlin",
      countryState: { name: "Berlin" },
      country: { name: "Germany" },
      phoneNumber: "+49 30 123456",
    });
    expect(addressLines(address)).toEqual([
      "Analytical Engines",
      "Mrs. Ada Lovelace",
      "Main 1",
      "Rear building",
      "10115 Berlin",
      "Berlin",
      "Germany",
      "+49 30 123456",
    ]);
    expect(addressLines(address, { recipient: false })).not.toContain("Mrs. Ada Lovelace");
  });
});

describe("the shop's violations at fields", () => {
  it("a password field never shows the shop's text, which may repeat what was typed; a further violation of a field is not general", () => {
    const error = toClientApiError(
      apiError(400, [
        {
          code: "VIOLATION::NOT_EQUAL_ERROR",
          detail: 'This value should be equal to "typed-secret".',
          pointer: "/newPasswordConfirm",
        },
        {
          code: "VIOLATION::IS_BLANK_ERROR",
          detail: "This value should not be blank.",
          pointer: "/billingAddress/zipcode",
        },
        { code: "VIOLATION::TOO_SHORT_ERROR", detail: "typed-secret is short", pointer: "/newPasswordConfirm" },
      ]),
    );
    expect(error).toBeInstanceOf(ClientApiError);
    expect(serverErrors(error)).toEqual({
      fields: { newPasswordConfirm: "form.errors.invalid", billingAddress: "This value should not be blank." },
      general: null,
    });
    expect(serverErrors(error, { leaf: true, texts: { NOT_EQUAL_ERROR: "mismatch" } }).fields).toEqual({
      newPasswordConfirm: "mismatch",
      zipcode: "This value should not be blank.",
    });
    expect(violationFields(toClientApiError(apiError(400, [{ code: "X", detail: "no field" }])))).toBeNull();
    expect(violationFields(new Error("network"))).toBeNull();
  });

  it("the password reset tells a refused new password in our words", async () => {
    const svc = services(() => {
      throw apiError(400, [
        {
          code: "VIOLATION::NOT_EQUAL_ERROR",
          detail: 'This value should be equal to "typed-secret-7".',
          pointer: "/newPasswordConfirm",
        },
      ]);
    });
    const { result, status } = await post(
      resetPasswordAction,
      "/account/recover/password/",
      { intent: "reset-password", hash: "abcdef0123456789", newPassword: "typed-secret-7" },
      svc,
    );
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ newPassword: "account.profile.passwordMismatch" });
  });
});
