import type * as z from "zod/mini";
import { ClientApiError, toClientApiError } from "../store-api/errors";

/** Field name → snippet key (our checks) or the shop's message (its violations). */
export type FieldErrors = Record<string, string>;

/** Field → snippet key of the first problem, from a failed parse. */
export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !out[field]) out[field] = issue.message.startsWith("form.") ? issue.message : "form.errors.invalid";
  }
  return out;
}

/** A field whose value the shop's text may repeat (Shopware's EqualTo names the compared value): it never shows the shop's text. */
const SECRET_FIELD = /password/i;

export interface ViolationOptions {
  /**
   * Our texts for the shop's violations, by code ("TOO_SHORT_ERROR", without "VIOLATION::") or by
   * field and code ("email:NOT_EQUAL_ERROR", first). Else the shop's text, but at a password field
   * "form.errors.invalid".
   */
  texts?: Record<string, string>;
  /** The field is the pointer's last segment (/billingAddress/zipcode → zipcode: a form with flat fields), not its first. */
  leaf?: boolean;
}

/**
 * The shop's violations by field (source pointer "/email" → "email", the first per field: a further
 * one is not general, and a password's is never shown); the first message that names no field as the
 * general text, else the error's own when nothing was said at a field.
 */
export function serverErrors(
  error: unknown,
  { texts = {}, leaf = false }: ViolationOptions = {},
): { fields: FieldErrors; general: string | null } {
  const apiError = error instanceof ClientApiError ? error : toClientApiError(error);
  const fields: FieldErrors = {};
  let general: string | null = null;
  for (const message of apiError.messages) {
    const path = message.source?.pointer?.split("/").filter(Boolean) ?? [];
    const field = leaf ? path.at(-1) : path[0];
    if (!field) general ??= message.detail;
    else if (!fields[field]) {
      const code = message.code.replace(/^VIOLATION::/, "");
      fields[field] =
        texts[`${field}:${code}`] ?? texts[code] ?? (SECRET_FIELD.test(field) ? "form.errors.invalid" : message.detail);
    }
  }
  return { fields, general: Object.keys(fields).length || general ? general : apiError.message };
}

/** The shop's violations at the form's fields, or null when the error is none (a 400 with source pointers). */
export function violationFields(error: unknown, options?: ViolationOptions): FieldErrors | null {
  if (!(error instanceof ClientApiError) || error.statusCode !== 400) return null;
  const { fields } = serverErrors(error, options);
  return Object.keys(fields).length ? fields : null;
}
