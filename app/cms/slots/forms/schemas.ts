import * as z from "zod/mini";

/**
 * Form input is a boundary: checked here before it is sent, with the shop's own rules as the last
 * word (its violations are shown by field too). Error texts are snippet keys.
 */
// A field a browser did not send (a hand-made POST) counts as empty: "required", not "invalid".
const text = (max: number) =>
  z.pipe(
    z.optional(z.string()),
    z.pipe(
      z.transform((s: string | undefined) => (s ?? "").trim()),
      z.string().check(z.maxLength(max, "form.errors.tooLong")),
    ),
  );
const required = (max: number) => z.pipe(text(max), z.string().check(z.minLength(1, "form.errors.required")));
const email = z.pipe(required(254), z.string().check(z.email("form.errors.email")));

export const contactFormSchema = z.object({
  firstName: required(100),
  lastName: required(100),
  email,
  phone: text(40),
  subject: required(200),
  comment: z.pipe(required(5000), z.string().check(z.minLength(15, "form.errors.commentTooShort"))),
});

export const newsletterFormSchema = z.object({
  email,
  firstName: text(100),
  privacy: z.literal("on", "form.errors.privacy"),
});
