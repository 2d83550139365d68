import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { serverErrors } from "../forms/form-errors";
import { withPrefix } from "../lib/paths";
import { safeReturnPath } from "../lib/return-path";
import type { ActionResult } from "../framework/action-result";
import { defineIntent } from "../framework/actions";
import { sessionChanged } from "../session/session-change";
import {
  confirmRecovery,
  confirmRegistration,
  loginCustomer,
  logoutCustomer,
  registerCustomer,
  sendRecoveryMail,
} from "./store-api";
import type { StorefrontServices } from "../framework/services";
import { tellAuth } from "../framework/action-outcome";
import { ClientApiError, toClientApiError } from "../store-api/errors";
import { readPbxSession } from "../session/shop-plugins";
import {
  customerAddressFields,
  email,
  newPassword,
  optional,
  password,
  redirectField,
  required,
} from "../forms/fields";
import * as INTENT from "../forms/intents";

/** Shopware's answers to a login that did not work, as texts of ours (a wrong e-mail and a wrong password read the same). */
const LOGIN_ERRORS: Record<string, string> = {
  CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS: "account.login.failed",
  CHECKOUT__CUSTOMER_NOT_FOUND: "account.login.failed",
  CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED: "account.login.optInNotCompleted",
  CHECKOUT__CUSTOMER_AUTH_THROTTLED: "account.login.throttled",
};

/**
 * Login by e-mail and password. The session changes (one path: everything
 * personal is read again, `login` broadcast with its method); the guest's cart goes with the shopper,
 * as the shop carries it into the customer's session on login. Then on to the safe return path, or
 * the profile.
 */
export const loginIntent = defineIntent({
  schema: z.object({
    username: required(254),
    password,
    redirect: redirectField,
  }),
  keepsValues: true,
  async run({ services, domain }, { username, password, redirect: back }) {
    try {
      await loginCustomer(services.api, domain.languageId, username, password);
    } catch (error) {
      tellAuth(services, { status: "error", errors: authErrors(error) });
      const known =
        error instanceof ClientApiError ? error.messages.map((m) => LOGIN_ERRORS[m.code]).find(Boolean) : undefined;
      if (!known) throw error;
      // The e-mail and the return path come back into the form (never the password).
      return data<ActionResult>(
        {
          intent: INTENT.login,
          ok: false,
          formError: known,
          values: { username, ...(back ? { redirect: back } : {}) },
        },
        { status: 400 },
      );
    }
    await loggedIn(services, "email-and-password");
    services.flash({ type: "success", messageKey: "account.login.success" });
    throw redirect(safeReturnPath(back, withPrefix(domain.langPrefix, "/account/profile/")), 303);
  },
});

/** A failed call as the auth state's list of errors (the normalised messages). */
export const authErrors = (error: unknown) =>
  toClientApiError(error).messages.map(({ code, detail }) => ({ code, detail }));

/**
 * After a login (password or social provider) the session is read again and
 * `login` broadcast; the auth state's success holds the editor session id, so that an editor
 * waiting for the login gets it at once (a failing editor session leaves the login a success).
 */
export async function loggedIn(
  services: StorefrontServices,
  method: "email-and-password" | "external-provider",
): Promise<void> {
  sessionChanged(services, { name: "login", detail: { method } });
  // Only a page that sent the form with JavaScript keeps an auth state (and may hold an editor waiting for it).
  if (!services.outcome) return;
  const session = await readPbxSession(services.api).catch(() => null);
  const expires = session ? Date.parse(session.session_expires) : Number.NaN;
  tellAuth(services, {
    status: "success",
    editorSessionId: session?.session_id ?? null,
    editorSessionExpires: Number.isNaN(expires) ? null : expires,
  });
}

/**
 * The end of a customer's session (logout, account removal): the page keeps auth
 * loading while its form is out and the session is read again (a refresh that finds no customer
 * meanwhile is this, not a session that expired elsewhere: app/framework/server-action), then `logout`
 * broadcast once, auth back to init, the notice, and home.
 */
export async function loggedOut(
  services: StorefrontServices,
  prefix: string,
  messageKey: string,
  end?: () => Promise<unknown>,
): Promise<never> {
  try {
    await end?.();
  } catch (error) {
    tellAuth(services, { status: "error", errors: authErrors(error) });
    throw error;
  }
  sessionChanged(services, { name: "logout", detail: {} });
  tellAuth(services, { status: "init" });
  services.flash({ type: "success", messageKey });
  throw redirect(withPrefix(prefix, "/"), 303);
}

/** Logout returns to a guest's session, broadcasts `logout` and says so. */
export const logoutIntent = defineIntent({
  schema: z.object({}),
  run: ({ services, domain }) =>
    loggedOut(services, domain.langPrefix, "account.logout.success", () =>
      logoutCustomer(services.api, domain.languageId),
    ),
});

/** The registration's address: the address book's fields but the phone number (the form has none). */
const { phoneNumber: _phoneNumber, ...registrationAddressFields } = customerAddressFields;

/** The shop's refusals of a new password, as our texts (its own may repeat what was typed). */
const NEW_PASSWORD_TEXTS = {
  TOO_SHORT_ERROR: "account.register.passwordTooShort",
  NOT_EQUAL_ERROR: "account.profile.passwordMismatch",
};

/**
 * Registration with a billing address. The shop's violations land at their
 * fields. With double opt-in the shopper is asked to confirm by mail (and stays a guest); without, the
 * shop logs the new customer in and the session changes like a login.
 */
export const registerIntent = defineIntent({
  schema: z.object({
    ...registrationAddressFields,
    email,
    password: newPassword,
    vatId: optional(50),
    acceptedDataProtection: z
      .optional(z.string())
      .check(z.refine((value: string | undefined) => value === "1", "form.errors.privacy")),
  }),
  keepsValues: true,
  async run({ services, domain, url }, input) {
    // A registration without double opt-in logs in: the auth state follows it like a login.
    const business = !!input.company;
    const vatIds: [string] | undefined = input.vatId ? [input.vatId] : undefined;
    try {
      const customer = await registerCustomer(services.api, domain.languageId, {
        ...(input.salutationId ? { salutationId: input.salutationId } : {}),
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        password: input.password,
        acceptedDataProtection: true,
        // The domain the shopper registers on: the confirmation mail leads back to it.
        storefrontUrl: storefrontUrlOf(url, domain.langPrefix),
        ...(business
          ? { accountType: "business" as const, company: input.company ?? "", ...(vatIds ? { vatIds } : {}) }
          : { accountType: "private" as const }),
        billingAddress: {
          street: input.street,
          zipcode: input.zipcode ?? "",
          city: input.city,
          countryId: input.countryId,
          ...(input.countryStateId ? { countryStateId: input.countryStateId } : {}),
          ...(business ? { company: input.company } : {}),
        },
      });
      const waitsForConfirmation = customer.doubleOptInRegistration === true && !customer.doubleOptInConfirmDate;
      if (waitsForConfirmation) {
        tellAuth(services, { status: "init" });
        return { intent: INTENT.register, ok: true, notice: "account.register.confirmByMail" };
      }
    } catch (error) {
      tellAuth(services, { status: "error", errors: authErrors(error) });
      if (!(error instanceof ClientApiError) || error.statusCode !== 400) throw error;
      // The shop's violations name nested fields (/billingAddress/zipcode); the form's fields are flat.
      const { fields } = serverErrors(error, {
        leaf: true,
        texts: { "password:TOO_SHORT_ERROR": NEW_PASSWORD_TEXTS.TOO_SHORT_ERROR },
      });
      return data<ActionResult>(
        {
          intent: INTENT.register,
          ok: false,
          fieldErrors: fields,
          formError: Object.keys(fields).length ? null : "notification.changeFailed",
        },
        { status: 400 },
      );
    }
    await loggedIn(services, "email-and-password");
    services.flash({ type: "success", messageKey: "account.register.welcome" });
    throw redirect(withPrefix(domain.langPrefix, "/account/profile/"), 303);
  },
});

/** The domain the shopper is on: links in the shop's mails lead back to it. */
export const storefrontUrlOf = (url: URL, prefix: string) => `${url.origin}${prefix ? `/${prefix}` : ""}`;

/**
 * Password recovery: the shop mails a link. Whether the address has an account is not
 * told (the same answer either way), as with the login.
 */
export const recoveryIntent = defineIntent({
  schema: z.object({ email }),
  keepsValues: true,
  async run({ services, domain, url }, { email }) {
    try {
      await sendRecoveryMail(services.api, domain.languageId, email, storefrontUrlOf(url, domain.langPrefix));
    } catch (error) {
      if (!(error instanceof ClientApiError && error.hasCode("CHECKOUT__CUSTOMER_NOT_FOUND"))) throw error;
    }
    return { intent: INTENT.passwordRecovery, ok: true, notice: "account.recovery.sent" };
  },
});

/**
 * Password reset: the link's hash and the new password (copied into the
 * confirmation; sent only when given). Then to the login, with a notice.
 */
export const resetPasswordIntent = defineIntent({
  schema: z.object({
    hash: z.string().check(z.regex(/^[0-9a-zA-Z]{8,128}$/, "account.recovery.invalidLink")),
    newPassword,
  }),
  keepsValues: true,
  async run({ services, domain }, { hash, newPassword }) {
    try {
      await confirmRecovery(services.api, domain.languageId, hash, newPassword);
    } catch (error) {
      if (!(error instanceof ClientApiError) || error.statusCode >= 500) throw error;
      const { fields } = serverErrors(error, { leaf: true, texts: NEW_PASSWORD_TEXTS });
      const newPasswordError = fields["newPassword"] ?? fields["newPasswordConfirm"];
      return data<ActionResult>(
        {
          intent: INTENT.resetPassword,
          ok: false,
          ...(newPasswordError
            ? { fieldErrors: { newPassword: newPasswordError } }
            : { formError: "account.recovery.invalidLink" }),
        },
        { status: 400 },
      );
    }
    services.flash({ type: "success", messageKey: "account.recovery.done" });
    throw redirect(withPrefix(domain.langPrefix, "/login/"), 303);
  },
});

/**
 * Double opt-in: the confirmation page's button (never the link's GET, which a
 * mail scanner or a link prefetcher may load: it would log whoever holds the link in and carry their
 * guest cart along). The shop confirms and logs the customer in; the session changes like a login.
 * Success → the profile with a success notice; a link the shop refuses → the login with a danger
 * notice carrying its error code. The values come back into the form on any other failure, as the
 * page's address no longer carries them (start script: link secrets are removed from it).
 */
export const registerConfirmIntent = defineIntent({
  schema: z.object({ em: required(128), hash: required(128) }),
  keepsValues: true,
  async run({ services, domain }, { em, hash }) {
    try {
      await confirmRegistration(services.api, domain.languageId, hash, em);
    } catch (error) {
      tellAuth(services, { status: "error", errors: authErrors(error) });
      const apiError = error instanceof ClientApiError ? error : toClientApiError(error);
      if (apiError.statusCode >= 500 || apiError.statusCode === -1) throw error;
      services.flash({
        type: "danger",
        messageKey: "account.register.confirmFailed",
        params: { code: apiError.messages[0]?.code ?? String(apiError.statusCode) },
      });
      throw redirect(withPrefix(domain.langPrefix, "/login/"), 303);
    }
    await loggedIn(services, "email-and-password");
    services.flash({ type: "success", messageKey: "account.register.confirmed" });
    throw redirect(withPrefix(domain.langPrefix, "/account/profile/"), 303);
  },
});
