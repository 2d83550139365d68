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

/** The shop's violations by field (source pointer "/email" → "email"); other errors as one general text. */
export function serverErrors(error: unknown): { fields: FieldErrors; general: string | null } {
  const apiError = error instanceof ClientApiError ? error : toClientApiError(error);
  const fields: FieldErrors = {};
  let general: string | null = null;
  for (const message of apiError.messages) {
    const field = message.source?.pointer?.replace(/^\//, "").split("/")[0];
    if (field && !fields[field]) fields[field] = message.detail;
    else general ??= message.detail;
  }
  return { fields, general: Object.keys(fields).length || general ? general : apiError.message };
}
