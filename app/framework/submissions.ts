import * as z from "zod/mini";

/**
 * What a form that must act once per submit ("place order", "pay again") answered the first time it
 * was sent with a key: where the shopper went (the order's success page, the failure page, the
 * provider's page) and the notices that went with it. A post sent again with that key gets the same.
 */
export const submitResultSchema = z.object({
  location: z.string().check(z.minLength(1), z.maxLength(4096)),
  notices: z.array(
    z.object({
      type: z.enum(["success", "danger", "warning", "info"]),
      messageKey: z.string().check(z.maxLength(200)),
      params: z.optional(z.record(z.string(), z.string())),
    }),
  ),
});
export type SubmitResult = z.infer<typeof submitResultSchema>;

/**
 * The ledger's answer to "may this submit act?": the first with its key acts; one whose key already
 * acted gets that result; one still waiting on another submit of the session after the ledger's
 * patience ran out acts not at all ("busy": the shopper is told to look again shortly).
 */
export type SubmitBegin = { state: "first" } | { state: "done"; result: SubmitResult } | { state: "busy" };

/**
 * The Worker's gate for forms that must act once per submit (worker/idempotency). `scope` names the
 * form (its intent); `key` is the idempotency key the form carried. Server only: the browser has none.
 */
export interface SubmissionGate {
  begin(scope: string, key: string): Promise<SubmitBegin>;
  /** The first submit acted: later ones with its key get this result. */
  finish(scope: string, key: string, result: SubmitResult): Promise<void>;
  /** The first submit did not act (a form error, a failure): its key may be sent again. */
  release(scope: string, key: string): Promise<void>;
}

/** An idempotency key as the page renders it into a form: a random UUID. */
export const idempotencyKeyField = z.uuid("form.errors.submitKey");

/** A new key for a form the page renders (loaders: made with the page, so a hydrated page keeps it). */
export const newIdempotencyKey = (): string => crypto.randomUUID();
