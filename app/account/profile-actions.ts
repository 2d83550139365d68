import { data } from "react-router";
import * as z from "zod/mini";
import { violationFields } from "../forms/form-errors";
import { customerQuery } from "./queries";
import type { ActionResult } from "../framework/action-result";
import { defineIntent, storefrontAction, type StorefrontActionArgs } from "../framework/actions";
import { loginRedirect } from "../framework/loaders";
import { sessionChanged } from "../session/session-change";
import { tellStale } from "../framework/action-outcome";
import {
  changeEmail,
  changePassword,
  changeProfile,
  type Customer,
  type ProfileInput,
  selfPurgeCustomer,
} from "./customer-store-api";
import { ClientApiError } from "../store-api/errors";
import { isSubscribed, subscribeNewsletter } from "../cms/forms-store-api";
import { unsubscribeNewsletter } from "./newsletter-store-api";
import { loggedOut, storefrontUrlOf } from "./actions";
import { email, optionalHexId, PASSWORD_MIN_LENGTH, password, required } from "../forms/fields";
import { PAGE_INTENTS } from "../session/page-action";
import * as INTENT from "../forms/intents";
import type { Intent } from "../forms/intents";

const birthdayPart = z.optional(z.string().check(z.regex(/^(\d{1,4})?$/, "form.errors.invalid")));

const invalid = (intent: Intent, fieldErrors: Record<string, string>) =>
  data<ActionResult>({ intent, ok: false, fieldErrors }, { status: 400 });

/** The logged-in customer, or the login (the session ended while the page was open). */
async function currentCustomer({ services, domain, url }: StorefrontActionArgs): Promise<Customer> {
  const customer = await services.queryClient.ensureQueryData(customerQuery(services, domain.languageId));
  if (!customer) throw loginRedirect(domain.langPrefix, url);
  return customer;
}

/** Shopware clears the company of a change without the business account type: a business customer's is sent along. */
function profileBody(
  customer: Customer,
  fields: Pick<
    ProfileInput,
    "firstName" | "lastName" | "salutationId" | "birthdayDay" | "birthdayMonth" | "birthdayYear"
  >,
): ProfileInput {
  if (customer.accountType !== "business") return { ...fields, accountType: "private" };
  // The official type asks for at least one VAT id; the shop takes a business account without one (the registration's is optional).
  return {
    ...fields,
    accountType: "business",
    company: customer.company ?? "",
    vatIds: customer.vatIds ?? [],
  } as ProfileInput;
}

/** Day, month and year all chosen (a real, past date from 1900 on) or none; Shopware ignores a partial birthday. */
function birthdayOf(
  day?: string,
  month?: string,
  year?: string,
): { birthdayDay: number; birthdayMonth: number; birthdayYear: number } | "none" | "incomplete" | "invalid" {
  const parts = [day, month, year].filter(Boolean);
  if (parts.length === 0) return "none";
  if (parts.length < 3) return "incomplete";
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real && y >= 1900 && date.getTime() <= Date.now()
    ? { birthdayDay: d, birthdayMonth: m, birthdayYear: y }
    : "invalid";
}

/**
 * The profile's personal data (POST /account/change-profile): salutation (the shop's "not specified"
 * is the empty choice's value), names and an optional birthday. The session is read again, so the
 * header greets the customer by the new first name.
 */
export const changeProfileIntent = defineIntent({
  schema: z.object({
    salutationId: optionalHexId,
    firstName: required(255),
    lastName: required(255),
    birthdayDay: birthdayPart,
    birthdayMonth: birthdayPart,
    birthdayYear: birthdayPart,
  }),
  keepsValues: true,
  async run(args, { salutationId, firstName, lastName, birthdayDay, birthdayMonth, birthdayYear }) {
    const { services, domain } = args;
    const birthday = birthdayOf(birthdayDay, birthdayMonth, birthdayYear);
    if (typeof birthday === "string" && birthday !== "none")
      return invalid(INTENT.changeProfile, {
        birthdayDay: `account.profile.birthday${birthday === "incomplete" ? "Incomplete" : "Invalid"}`,
      });
    const customer = await currentCustomer(args);
    try {
      await changeProfile(
        services.api,
        domain.languageId,
        profileBody(customer, {
          firstName,
          lastName,
          ...(salutationId ? { salutationId } : {}),
          ...(typeof birthday === "object" ? birthday : {}),
        }),
      );
    } catch (error) {
      const fields = violationFields(error);
      if (!fields) throw error;
      return invalid(INTENT.changeProfile, fields);
    }
    sessionChanged(services, { name: "customer-changed" });
    services.flash({ type: "success", messageKey: "account.profile.saved" });
    return { intent: INTENT.changeProfile, ok: true };
  },
});

/** POST /account/change-email: the new address, its confirmation and the current password (a wrong one is told at its field). */
export const changeEmailIntent = defineIntent({
  schema: z.object({ email, emailConfirmation: required(254), password }),
  keepsValues: true,
  async run({ services, domain }, input) {
    if (input.email !== input.emailConfirmation)
      return invalid(INTENT.changeEmail, { emailConfirmation: "account.profile.emailMismatch" });
    try {
      await changeEmail(services.api, domain.languageId, input);
    } catch (error) {
      // Known codes get our texts; a password field never shows the shop's (form-errors).
      const fields = violationFields(error, {
        texts: {
          "email:NOT_EQUAL_ERROR": "account.profile.emailMismatch",
          CUSTOMER_PASSWORD_NOT_CORRECT: "account.profile.wrongPassword",
        },
      });
      if (!fields) throw error;
      return invalid(INTENT.changeEmail, fields);
    }
    sessionChanged(services, { name: "customer-changed" });
    services.flash({ type: "success", messageKey: "account.profile.emailChanged" });
    return { intent: INTENT.changeEmail, ok: true };
  },
});

/** POST /account/change-password with Shopware's names: password (the current one), newPassword, newPasswordConfirm. */
export const changePasswordIntent = defineIntent({
  schema: z.object({ password, newPassword: password, newPasswordConfirm: password }),
  keepsValues: true,
  async run({ services, domain }, input) {
    if (input.newPassword.length < PASSWORD_MIN_LENGTH)
      return invalid(INTENT.changePassword, { newPassword: "account.register.passwordTooShort" });
    if (input.newPassword !== input.newPasswordConfirm)
      return invalid(INTENT.changePassword, { newPasswordConfirm: "account.profile.passwordMismatch" });
    try {
      await changePassword(services.api, domain.languageId, input);
    } catch (error) {
      const fields = violationFields(error, {
        texts: {
          CUSTOMER_PASSWORD_NOT_CORRECT: "account.profile.wrongPassword",
          TOO_SHORT_ERROR: "account.register.passwordTooShort",
          NOT_EQUAL_ERROR: "account.profile.passwordMismatch",
        },
      });
      if (!fields) throw error;
      return invalid(INTENT.changePassword, fields);
    }
    services.flash({ type: "success", messageKey: "account.profile.passwordChanged" });
    return { intent: INTENT.changePassword, ok: true };
  },
});

/**
 * The customer's newsletter, one button: subscribe (the shop mails a confirmation link to the
 * account's address, back to this domain) or unsubscribe. An address the shop does not know as a
 * recipient is unsubscribed already.
 */
export const newsletterSubscriptionIntent = defineIntent({
  schema: z.object({ option: z.enum(["subscribe", "unsubscribe"], "form.errors.invalid") }),
  async run(args, { option }) {
    const { services, domain, url } = args;
    const customer = await currentCustomer(args);
    let notice = "newsletter.unsubscribed";
    if (option === "subscribe") {
      const storefrontUrl = storefrontUrlOf(url, domain.langPrefix);
      const answer = await subscribeNewsletter(services.api, domain.languageId, {
        email: customer.email,
        firstName: customer.firstName,
        storefrontUrl,
      });
      notice = isSubscribed(answer.status) ? "newsletter.alreadySubscribed" : "newsletter.confirmMailSent";
    } else {
      try {
        await unsubscribeNewsletter(services.api, domain.languageId, customer.email);
      } catch (error) {
        if (!(error instanceof ClientApiError && error.hasCode("CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND"))) throw error;
      }
    }
    // The page's status of the subscription is read again (the answer tells it: app/framework/action-outcome).
    tellStale(services, "newsletter-recipient");
    services.flash({ type: "success", messageKey: notice });
    return { intent: INTENT.newsletterSubscription, ok: true };
  },
});

/**
 * Account removal: the customer types the account's e-mail, the shop purges
 * the account and the session is a guest's (the logout event is broadcast), then home with the
 * spec's text.
 */
export const accountRemovalIntent = defineIntent({
  schema: z.object({ email }),
  keepsValues: true,
  async run(args, input) {
    const { services, domain } = args;
    const customer = await currentCustomer(args);
    if (input.email.toLowerCase() !== customer.email.toLowerCase())
      return invalid(INTENT.accountRemoval, { email: "account.removal.emailMismatch" });
    try {
      await selfPurgeCustomer(services.api, domain.languageId, input.email);
    } catch (error) {
      const fields = violationFields(error, { texts: { "email:NOT_EQUAL_ERROR": "account.removal.emailMismatch" } });
      if (!fields) throw error;
      return invalid(INTENT.accountRemoval, fields);
    }
    // The shop ended the session with the account: the rest is a logout's (one `logout` event, auth back to init), with the spec's text.
    return loggedOut(services, domain.langPrefix, "account.removal.done");
  },
});

/** The profile page's action: its five forms, and what every page answers. */
export const profileAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.changeProfile]: changeProfileIntent,
  [INTENT.changeEmail]: changeEmailIntent,
  [INTENT.changePassword]: changePasswordIntent,
  [INTENT.newsletterSubscription]: newsletterSubscriptionIntent,
  [INTENT.accountRemoval]: accountRemovalIntent,
});
