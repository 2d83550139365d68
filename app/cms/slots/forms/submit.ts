import { ClientApiError, toClientApiError } from "../../../store-api/errors";
import type { FieldErrors } from "./schemas";

/** The shop's violations by field (source pointer "/email" → "email"); other errors under "form". */
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
