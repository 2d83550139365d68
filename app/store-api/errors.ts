/** Shopware's answer (503) while the sales channel is in maintenance. */
export const MAINTENANCE_ERROR_CODE = "FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE";

/** One message of a Store API error (status, code, title, detail). */
export interface ClientApiMessage {
  status: string;
  code: string;
  title: string;
  detail: string;
  source?: { pointer?: string };
  meta?: { parameters?: unknown };
}

/**
 * Every failed call, normalised once: a Store API error keeps its messages and
 * status; anything else becomes one message with code -1, the error's name and text, status -1.
 */
export class ClientApiError extends Error {
  readonly messages: ClientApiMessage[];
  readonly statusCode: number;
  /** The call did not get an answer in time (the Worker answers 504 for it). */
  readonly timedOut: boolean;

  constructor(messages: ClientApiMessage[], statusCode: number, timedOut = false) {
    super(messages.map((m) => `${m.code}: ${m.detail}`).join("; ") || "Store API request failed");
    this.name = "ClientApiError";
    this.messages = messages;
    this.statusCode = statusCode;
    this.timedOut = timedOut;
  }

  hasCode(code: string): boolean {
    return this.messages.some((m) => m.code === code);
  }
}

/**
 * The shop's refusal of a change (its state machine, a rule, an unknown or foreign id): a 4xx answer.
 * A lost login is none: it leads to the login like any call.
 */
export const refusedByShop = (error: unknown): error is ClientApiError =>
  error instanceof ClientApiError &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  !error.hasCode("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");

function isMessage(value: unknown): value is ClientApiMessage {
  return typeof value === "object" && value !== null && "code" in value && "detail" in value;
}

function isTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const name = (current as { name?: unknown }).name;
    if (name === "TimeoutError") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** @shopware/api-client's ApiClientError, recognised by shape so that this module does not load the client. */
interface ApiClientErrorLike extends Error {
  status: number;
  statusText: string;
  details: unknown;
}
function isApiClientError(error: unknown): error is ApiClientErrorLike {
  return (
    error instanceof Error &&
    error.name === "ApiClientError" &&
    typeof (error as Partial<ApiClientErrorLike>).status === "number"
  );
}

export function toClientApiError(error: unknown): ClientApiError {
  if (error instanceof ClientApiError) return error;
  // A failure that wraps the shop's own (the customer lookup's "Unexpected getCustomerResponse.")
  // is that failure to routes and forms: maintenance, a lost login, a slow shop.
  if (error instanceof Error && error.cause instanceof ClientApiError) return error.cause;
  if (isApiClientError(error)) {
    const raw = (error.details as { errors?: unknown[] } | undefined)?.errors ?? [];
    const messages = raw.filter(isMessage).map((m) => ({
      ...m,
      status: String(m.status ?? error.status),
      code: String(m.code),
      title: String(m.title ?? ""),
    }));
    return new ClientApiError(
      messages.length
        ? messages
        : [
            {
              status: String(error.status),
              code: String(error.status),
              title: error.statusText,
              detail: error.message,
            },
          ],
      error.status,
    );
  }
  const name = error instanceof Error ? error.name : "Error";
  const detail = error instanceof Error ? error.message : String(error);
  return new ClientApiError([{ status: "-1", code: "-1", title: name, detail }], -1, isTimeout(error));
}
