import * as z from "zod/mini";
import { HEX_ID } from "../lib/hex-id";

/**
 * The form fields the actions check, in Shopware's terms and with its lengths. Texts are trimmed;
 * passwords are taken as typed (a space may be part of one). Error texts are snippet keys.
 */

/** A text the shop requires, at most `max` characters. */
export const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, "form.errors.required"), z.maxLength(max, "form.errors.tooLong"));

/** A text the shop takes empty or left out, at most `max` characters. */
export const optional = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, "form.errors.tooLong")));

/** An entity id (32 hex digits; either case, lowercased: see lib/hex-id). `message` names the problem, "invalid" unless told. */
export const hexId = (message = "form.errors.invalid") => z.string().check(z.regex(HEX_ID, message), z.toLowerCase());

/** An id or nothing (a select's empty choice, a field left out). */
export const optionalHexId = z.optional(
  z.string().check(z.regex(/^([0-9a-f]{32})?$/i, "form.errors.invalid"), z.toLowerCase()),
);

/** An e-mail address as Shopware takes it (254 characters at most). */
export const email = required(254).check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, "form.errors.email"));

/** A password as typed: required, not trimmed. */
export const password = z
  .string()
  .check(z.minLength(1, "form.errors.required"), z.maxLength(4096, "form.errors.tooLong"));

/** Shopware's minimum length of a new password (the default of core.loginRegistration.passwordMinLength). */
export const PASSWORD_MIN_LENGTH = 8;

/** A new password (registration, reset): Shopware's minimum length. */
export const newPassword = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, "account.register.passwordTooShort"),
    z.maxLength(4096, "form.errors.tooLong"),
  );

/** A same-origin path to go on to (checked where it is used: safeReturnPath). */
export const redirectField = z.optional(z.string().check(z.maxLength(2048, "form.errors.tooLong")));

/**
 * The customer address as a form sends it (the registration's billing address, the
 * address book's, later the checkout's), with Shopware's lengths (names, street, city and company
 * 255, postcode 50, phone 40).
 */
export const customerAddressFields = {
  salutationId: optionalHexId,
  firstName: required(255),
  lastName: required(255),
  company: optional(255),
  street: required(255),
  zipcode: optional(50),
  city: required(255),
  countryId: hexId("form.errors.required"),
  countryStateId: optionalHexId,
  phoneNumber: optional(40),
};
export type CustomerAddressForm = z.infer<z.ZodMiniObject<typeof customerAddressFields>>;
