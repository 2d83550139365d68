import { type Context, Hono } from "hono";
import type { EmulatorEnv } from "../env";
import { hashPassword, newId, randomHex, sha1Hex, verifyPassword } from "../lib/crypto";
import { errors, StoreApiError } from "../lib/errors";
import { jsonBody } from "../lib/request";
import { isRecord, Violations } from "../lib/validation";
import { isDomainUrl } from "../lib/storefront-origins";
import {
  COUNTRIES,
  CUSTOMER_GROUPS,
  DEFAULT_CUSTOMER_GROUP_ID,
  NOT_SPECIFIED_SALUTATION_ID,
  SALUTATIONS,
} from "../seed/reference";
import { renderContext } from "../serialize/common";
import { serializeCustomer } from "../serialize/customer";
import {
  type AddressPayload,
  type AddressRecord,
  type CustomerRecord,
  deleteCustomer,
  findAccountByEmail,
  findCustomerBy,
  listAddresses,
  now,
  saveAddress,
  saveCustomer,
} from "../state/customers";
import { nextNumber, sendMail } from "../state/mail";
import { loginSession, logoutSession } from "../state/session";
import { readSetting, readSiteSettings } from "../state/settings";
import { siteConfig } from "../seed/site-config";

export const PASSWORD_MIN_LENGTH = 8;
const RECOVERY_LIFETIME_MS = 2 * 60 * 60 * 1000;
const LOGIN_ATTEMPTS = 10;
const LOGIN_WINDOW_MS = 60_000;

/** Logged in, or a guest customer too ("LR+G" in the Store API reference). */
export function requireCustomer(c: Context<EmulatorEnv>, allowGuest = true): CustomerRecord {
  const customer = c.get("state").customer;
  if (!customer || (!allowGuest && customer.guest)) throw errors.notLoggedIn();
  return customer;
}

export const doubleOptInEnabled = async (db: D1Database) => (await readSetting(db, "doubleOptInRegistration")) === "1";

/** Validates an address body (billing, shipping or the address book) and returns its payload. */
export function readAddress(
  body: unknown,
  pointer: string,
  v: Violations,
  defaults: { firstName?: string; lastName?: string; salutationId?: string | null } = {},
): AddressPayload {
  const input = isRecord(body) ? body : {};
  const withDefaults = { firstName: defaults.firstName, lastName: defaults.lastName, ...input };
  const countryId = v.required(withDefaults, "countryId", `${pointer}/countryId`);
  const country = COUNTRIES.find((c) => c.id === countryId);
  if (countryId && !country)
    v.add(`${pointer}/countryId`, "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", {
      "{{ value }}": JSON.stringify(countryId),
    });
  const zipcode = v.optional(withDefaults, "zipcode", `${pointer}/zipcode`, 50);
  if (country?.postalCodeRequired && !zipcode)
    v.add(`${pointer}/zipcode`, "IS_BLANK_ERROR", "This value should not be blank.", { "{{ value }}": "null" });
  const countryStateId = v.optional(withDefaults, "countryStateId", `${pointer}/countryStateId`, 32);
  if (countryStateId && !country?.states.some((s) => s.id === countryStateId))
    v.add(`${pointer}/countryStateId`, "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.");
  if (country?.forceStateInRegistration && !countryStateId)
    v.add(`${pointer}/countryStateId`, "IS_BLANK_ERROR", "This value should not be blank.");
  const salutationId =
    v.optional(withDefaults, "salutationId", `${pointer}/salutationId`, 32) ??
    defaults.salutationId ??
    NOT_SPECIFIED_SALUTATION_ID;
  v.choice(
    salutationId,
    SALUTATIONS.map((s) => s.id),
    `${pointer}/salutationId`,
  );
  return {
    salutationId,
    firstName: v.required(withDefaults, "firstName", `${pointer}/firstName`),
    lastName: v.required(withDefaults, "lastName", `${pointer}/lastName`),
    company: v.optional(withDefaults, "company", `${pointer}/company`),
    department: v.optional(withDefaults, "department", `${pointer}/department`),
    title: v.optional(withDefaults, "title", `${pointer}/title`),
    street: v.required(withDefaults, "street", `${pointer}/street`),
    zipcode,
    city: v.required(withDefaults, "city", `${pointer}/city`),
    additionalAddressLine1: v.optional(withDefaults, "additionalAddressLine1", `${pointer}/additionalAddressLine1`),
    additionalAddressLine2: v.optional(withDefaults, "additionalAddressLine2", `${pointer}/additionalAddressLine2`),
    phoneNumber: v.optional(withDefaults, "phoneNumber", `${pointer}/phoneNumber`, 40),
    countryId,
    countryStateId,
  };
}

function birthday(body: Record<string, unknown>): string | null {
  const [d, m, y] = [body["birthdayDay"], body["birthdayMonth"], body["birthdayYear"]].map((x) => Number(x));
  if (!d || !m || !y) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * Shopware's profile validation (CustomerProfileValidationFactory) when the birthday is asked for:
 * each part a whole number in its range, from 1900 to this year.
 */
function birthdayViolations(body: Record<string, unknown>, v: Violations): void {
  const parts = [
    ["birthdayDay", 1, 31],
    ["birthdayMonth", 1, 12],
    ["birthdayYear", 1900, new Date().getUTCFullYear()],
  ] as const;
  for (const [field, min, max] of parts) {
    const value = body[field];
    if (value === undefined || value === null || value === "") continue;
    const n = Number(value);
    if (!Number.isInteger(n))
      v.add(`/${field}`, "INVALID_TYPE_ERROR", "This value should be of type int.", { "{{ type }}": "int" });
    else if (n < min)
      v.add(`/${field}`, "TOO_LOW_ERROR", `This value should be greater than or equal to ${min}.`, {
        "{{ compared_value }}": min,
      });
    else if (n > max)
      v.add(`/${field}`, "TOO_HIGH_ERROR", `This value should be less than or equal to ${max}.`, {
        "{{ compared_value }}": max,
      });
  }
}

async function customerJson(c: Context<EmulatorEnv>, customer: CustomerRecord) {
  const addresses = await listAddresses(c.env.DB, customer.id);
  const state = c.get("state");
  return serializeCustomer(customer, addresses, renderContext(state), {
    billing: state.payload.billingAddressId,
    shipping: state.payload.shippingAddressId,
  });
}

async function register(c: Context<EmulatorEnv>) {
  const body = await jsonBody(c);
  const state = c.get("state");
  const db = c.env.DB;
  const v = new Violations();
  const guest = body["guest"] === true;
  const email = v.required(body, "email").toLowerCase();
  v.email(email, "/email");
  const password = guest ? "" : v.required(body, "password");
  if (!guest) v.minLength(password, PASSWORD_MIN_LENGTH, "/password");
  const billingInput = isRecord(body["billingAddress"]) ? body["billingAddress"] : null;
  const shippingInput = isRecord(body["shippingAddress"]) ? body["shippingAddress"] : null;
  // RegisterRoute (6.7): a billing address's names stand for the customer's when the customer has none.
  for (const key of ["firstName", "lastName"] as const)
    if (billingInput && key in billingInput && !(key in body)) body[key] = billingInput[key];
  const firstName = v.required(body, "firstName");
  const lastName = v.required(body, "lastName");
  const salutationId = v.optional(body, "salutationId", "/salutationId", 32) ?? NOT_SPECIFIED_SALUTATION_ID;
  v.choice(
    salutationId,
    SALUTATIONS.map((s) => s.id),
    "/salutationId",
  );
  const storefrontUrl = v.required(body, "storefrontUrl");
  if (storefrontUrl && !isDomainUrl(state.storefrontOrigins, storefrontUrl)) {
    v.add("/storefrontUrl", "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.", {
      "{{ value }}": JSON.stringify(storefrontUrl),
    });
  }
  const accountType = body["accountType"] === "business" ? "business" : "private";
  const vatIds = Array.isArray(body["vatIds"])
    ? body["vatIds"].filter((x): x is string => typeof x === "string" && x.trim() !== "")
    : [];
  // RegisterRoute::validateRegistrationData (6.7): the billing address takes the customer's names and
  // salutation before it is validated (so a guest's empty billing names pass); it is validated when
  // sent or when no shipping address is, and a business account needs its company there
  // (getCreateAddressValidationDefinition, NotBlank at /billingAddress/company), not at the top level.
  // A shipping address is validated as sent (its own accountType, private by default).
  const billing =
    billingInput || !shippingInput
      ? readAddress(
          // RegisterRoute also gives the billing address the customer's title when one is sent.
          { ...billingInput, firstName, lastName, salutationId, ...("title" in body ? { title: body["title"] } : {}) },
          "/billingAddress",
          v,
        )
      : null;
  if (billing && accountType === "business" && !billing.company)
    v.add("/billingAddress/company", "IS_BLANK_ERROR", "This value should not be blank.", { "{{ value }}": "null" });
  const shipping = shippingInput ? readAddress(shippingInput, "/shippingAddress", v) : null;
  // The customer's company is the billing address's, else the shipping address's, for a business account only.
  const company = accountType === "business" ? (billing?.company ?? shipping?.company ?? null) : null;
  if (email && !guest && (await findAccountByEmail(db, email))) {
    v.add("/email", "CUSTOMER_EMAIL_NOT_UNIQUE", `The email address ${email} is already in use.`, {
      "{{ email }}": email,
    });
  }
  v.throwIfAny();

  const doubleOptIn = !guest && (await doubleOptInEnabled(db));
  // Business customers may ask for the net-price group; the demo shop grants it at once.
  const requested = typeof body["requestedGroupId"] === "string" ? body["requestedGroupId"] : null;
  const groupId = requested && CUSTOMER_GROUPS.some((g) => g.id === requested) ? requested : DEFAULT_CUSTOMER_GROUP_ID;
  const id = newId();
  // Without a billing address the shipping address is both (RegisterRoute), and the other way round.
  const billingId = billing ? newId() : null;
  const shippingId = shipping ? newId() : billingId!;
  const createdAt = now();
  const customer: CustomerRecord = {
    id,
    email,
    guest,
    active: true,
    passwordHash: guest ? null : await hashPassword(password),
    groupId,
    languageId: state.language.id,
    customerNumber: String(await nextNumber(db, "customer", 10001)),
    doubleOptIn,
    confirmHash: doubleOptIn ? randomHex(16) : null,
    confirmedAt: null,
    socialProvider: null,
    socialSubject: null,
    payload: {
      salutationId,
      title: v.optional(body, "title"),
      firstName,
      lastName,
      birthday: birthday(body),
      accountType,
      company,
      vatIds,
      defaultBillingAddressId: billingId ?? shippingId,
      defaultShippingAddressId: shippingId,
      firstLogin: null,
      lastLogin: null,
      newsletter: false,
    },
    createdAt,
    updatedAt: null,
  };
  await saveCustomer(db, customer);
  if (billing && billingId)
    await saveAddress(db, { id: billingId, customerId: id, payload: billing, createdAt, updatedAt: null });
  if (shipping)
    await saveAddress(db, { id: shippingId, customerId: id, payload: shipping, createdAt, updatedAt: null });

  if (doubleOptIn) {
    const link = `${storefrontUrl.replace(/\/$/, "")}${siteConfig(false, false, await readSiteSettings(db)).login.confirmationUrl}?em=${await sha1Hex(email)}&hash=${customer.confirmHash}`;
    await sendMail(db, {
      recipient: email,
      subject: "Please confirm your registration",
      template: "customer.register.doi",
      text: `Hello ${firstName} ${lastName},\n\nplease confirm your registration: ${link}\n`,
      links: { confirm: link },
    });
    return c.json(await customerJson(c, customer));
  }
  await sendMail(db, {
    recipient: email,
    subject: "Your registration",
    template: "customer.register",
    text: `Hello ${firstName} ${lastName},\n\nwelcome to Edge Print Shop. Your customer number is ${customer.customerNumber}.\n`,
    links: {},
  });
  await loginSession(c, customer);
  return c.json(await customerJson(c, c.get("state").customer!));
}

async function login(c: Context<EmulatorEnv>) {
  const body = await jsonBody(c);
  const db = c.env.DB;
  const username = typeof body["username"] === "string" ? body["username"].trim().toLowerCase() : "";
  const password = typeof body["password"] === "string" ? body["password"] : "";
  const since = Date.now() - LOGIN_WINDOW_MS;
  const attempts = await db
    .prepare(`SELECT COUNT(*) AS n FROM login_attempt WHERE email = ? AND at > ?`)
    .bind(username, since)
    .first<{ n: number }>();
  if ((attempts?.n ?? 0) >= LOGIN_ATTEMPTS) {
    throw new StoreApiError(
      429,
      "CHECKOUT__CUSTOMER_AUTH_THROTTLED",
      `Customer auth throttled for ${Math.ceil(LOGIN_WINDOW_MS / 1000)} seconds.`,
      { seconds: Math.ceil(LOGIN_WINDOW_MS / 1000) },
    );
  }
  const customer = username ? await findAccountByEmail(db, username) : null;
  if (!customer?.active || !(await verifyPassword(password, customer.passwordHash))) {
    await db.prepare(`INSERT INTO login_attempt (email, at) VALUES (?, ?)`).bind(username, Date.now()).run();
    throw new StoreApiError(401, "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", "Invalid username and/or password.");
  }
  if (customer.doubleOptIn && !customer.confirmedAt) {
    throw new StoreApiError(
      401,
      "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED",
      `The customer with the id "${customer.id}" has not completed the opt-in.`,
      { customerId: customer.id },
    );
  }
  await db.prepare(`DELETE FROM login_attempt WHERE email = ?`).bind(username).run();
  await loginSession(c, customer);
  return c.json({ redirectUrl: null });
}

export const accountRoutes = new Hono<EmulatorEnv>()
  .post("/account/register", register)
  .post("/account/login", login)
  .post("/account/logout", async (c) => {
    requireCustomer(c);
    await logoutSession(c);
    return c.json({ redirectUrl: null });
  })
  .post("/account/customer", async (c) => c.json(await customerJson(c, requireCustomer(c))))
  .on(["GET"], "/account/customer", async (c) => c.json(await customerJson(c, requireCustomer(c))))
  .delete("/account/customer", async (c) => {
    const customer = requireCustomer(c);
    await deleteCustomer(c.env.DB, customer.id);
    await logoutSession(c);
    return c.body(null, 204);
  })
  .post("/customer/self-purge", async (c) => {
    const customer = requireCustomer(c);
    const body = await jsonBody(c);
    const v = new Violations();
    const email = v.required(body, "email").toLowerCase();
    if (email && email !== customer.email)
      v.add("/email", "NOT_EQUAL_ERROR", "The e-mail address does not match the account.");
    v.throwIfAny();
    await deleteCustomer(c.env.DB, customer.id);
    await logoutSession(c);
    return c.json({ success: true, apiAlias: "array_struct" });
  })
  .post("/account/register-confirm", async (c) => {
    const body = await jsonBody(c);
    const v = new Violations();
    const hash = v.required(body, "hash");
    const em = v.required(body, "em");
    v.throwIfAny();
    const customer = await findCustomerBy(c.env.DB, "confirm_hash", hash);
    if (!customer || (await sha1Hex(customer.email)) !== em) {
      throw new StoreApiError(
        404,
        "CHECKOUT__CUSTOMER_NOT_FOUND_BY_HASH",
        `No matching customer for the hash "${hash}" was found.`,
        { hash },
      );
    }
    if (customer.confirmedAt)
      throw new StoreApiError(
        412,
        "CHECKOUT__CUSTOMER_IS_ALREADY_CONFIRMED",
        `The customer with the id "${customer.id}" is already confirmed.`,
        { customerId: customer.id },
      );
    const confirmed = { ...customer, confirmedAt: now() };
    await saveCustomer(c.env.DB, confirmed);
    await loginSession(c, confirmed);
    return c.json(await customerJson(c, c.get("state").customer!));
  })
  .post("/account/change-profile", async (c) => {
    const customer = requireCustomer(c);
    const body = await jsonBody(c);
    const v = new Violations();
    const salutationId = v.optional(body, "salutationId", "/salutationId", 32);
    v.choice(
      salutationId,
      SALUTATIONS.map((s) => s.id),
      "/salutationId",
    );
    // Shopware: an absent account type keeps the stored one, but anything but "business" clears the company and VAT ids.
    const business = body["accountType"] === "business";
    const named = body["accountType"];
    const accountType = named === "business" || named === "private" ? named : customer.payload.accountType;
    birthdayViolations(body, v);
    const payload = {
      ...customer.payload,
      salutationId: salutationId ?? customer.payload.salutationId,
      title: v.optional(body, "title"),
      firstName: v.required(body, "firstName"),
      lastName: v.required(body, "lastName"),
      // A partial or absent birthday leaves the stored one (Shopware's getBirthday returns null, nothing is written).
      birthday: birthday(body) ?? customer.payload.birthday,
      accountType,
      company: business ? v.required(body, "company") : null,
      vatIds:
        business && Array.isArray(body["vatIds"])
          ? body["vatIds"].filter((x): x is string => typeof x === "string" && x.trim() !== "")
          : [],
    };
    v.throwIfAny();
    await saveCustomer(c.env.DB, { ...customer, payload, updatedAt: now() });
    return c.json({ success: true, apiAlias: "array_struct" });
  })
  .post("/account/change-email", async (c) => {
    const customer = requireCustomer(c, false);
    const body = await jsonBody(c);
    const v = new Violations();
    const email = v.required(body, "email").toLowerCase();
    v.email(email, "/email");
    // Shopware puts EqualTo(emailConfirmation) on the e-mail field: the mismatch is reported at /email.
    const confirmation =
      typeof body["emailConfirmation"] === "string" ? body["emailConfirmation"].trim().toLowerCase() : "";
    if (email && email !== confirmation)
      v.add("/email", "NOT_EQUAL_ERROR", "This value should be equal to the repetition.");
    const password = v.required(body, "password");
    if (password && !(await verifyPassword(password, customer.passwordHash)))
      v.add("/password", "CUSTOMER_PASSWORD_NOT_CORRECT", "Password does not match.");
    if (email && email !== customer.email && (await findAccountByEmail(c.env.DB, email))) {
      v.add("/email", "CUSTOMER_EMAIL_NOT_UNIQUE", `The email address ${email} is already in use.`, {
        "{{ email }}": email,
      });
    }
    v.throwIfAny();
    await saveCustomer(c.env.DB, { ...customer, email, updatedAt: now() });
    return c.json({ success: true, apiAlias: "array_struct" });
  })
  .post("/account/change-password", async (c) => {
    const customer = requireCustomer(c, false);
    const body = await jsonBody(c);
    const v = new Violations();
    const password = v.required(body, "password");
    if (password && !(await verifyPassword(password, customer.passwordHash)))
      v.add("/password", "CUSTOMER_PASSWORD_NOT_CORRECT", "Password does not match.");
    const next = v.required(body, "newPassword");
    v.minLength(next, PASSWORD_MIN_LENGTH, "/newPassword");
    // Shopware puts EqualTo(newPasswordConfirm) on the new password (its message would repeat the typed value; ours does not).
    const confirm = typeof body["newPasswordConfirm"] === "string" ? body["newPasswordConfirm"] : "";
    if (next && next.length >= PASSWORD_MIN_LENGTH && next !== confirm)
      v.add("/newPassword", "NOT_EQUAL_ERROR", "This value should be equal to the repetition.");
    v.throwIfAny();
    // Hashed as typed: the login compares the password untrimmed.
    await saveCustomer(c.env.DB, {
      ...customer,
      passwordHash: await hashPassword(String(body["newPassword"])),
      updatedAt: now(),
    });
    return c.json({ success: true, apiAlias: "array_struct" });
  })
  .post("/account/recovery-password", async (c) => {
    const body = await jsonBody(c);
    const v = new Violations();
    const email = v.required(body, "email").toLowerCase();
    v.email(email, "/email");
    const storefrontUrl = v.required(body, "storefrontUrl");
    if (storefrontUrl && !isDomainUrl(c.get("state").storefrontOrigins, storefrontUrl)) {
      v.add("/storefrontUrl", "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.");
    }
    v.throwIfAny();
    const customer = await findAccountByEmail(c.env.DB, email);
    if (!customer)
      throw new StoreApiError(
        401,
        "CHECKOUT__CUSTOMER_NOT_FOUND",
        `No matching customer for the email "${email}" was found.`,
        { email },
      );
    const hash = randomHex(16);
    await c.env.DB.prepare(`INSERT INTO customer_recovery (hash, customer_id, created_at) VALUES (?, ?, ?)`)
      .bind(hash, customer.id, Date.now())
      .run();
    const link = `${storefrontUrl.replace(/\/$/, "")}/account/recover/password/?hash=${hash}`;
    await sendMail(c.env.DB, {
      recipient: email,
      subject: "Password recovery",
      template: "customer.recovery.request",
      text: `Hello ${customer.payload.firstName},\n\nyou can set a new password here (valid for 2 hours): ${link}\n`,
      links: { recover: link },
    });
    return c.json({ success: true, apiAlias: "array_struct" });
  })
  .post("/account/recovery-password-confirm", async (c) => {
    const body = await jsonBody(c);
    const v = new Violations();
    const hash = v.required(body, "hash");
    const next = v.required(body, "newPassword");
    v.minLength(next, PASSWORD_MIN_LENGTH, "/newPassword");
    const confirm = v.required(body, "newPasswordConfirm");
    if (next && confirm && next !== confirm)
      v.add("/newPasswordConfirm", "NOT_EQUAL_ERROR", "The passwords do not match.");
    v.throwIfAny();
    const row = await c.env.DB.prepare(`SELECT customer_id, created_at FROM customer_recovery WHERE hash = ?`)
      .bind(hash)
      .first<{ customer_id: string; created_at: number }>();
    if (!row)
      throw new StoreApiError(
        404,
        "CHECKOUT__CUSTOMER_RECOVERY_HASH_NOT_FOUND",
        `No customer recovery found for hash "${hash}".`,
        { hash },
      );
    if (Date.now() - row.created_at > RECOVERY_LIFETIME_MS)
      throw new StoreApiError(410, "CHECKOUT__CUSTOMER_RECOVERY_HASH_EXPIRED", `The hash "${hash}" is expired.`, {
        hash,
      });
    const customer = await c.env.DB.prepare(`SELECT id FROM customer WHERE id = ?`)
      .bind(row.customer_id)
      .first<{ id: string }>();
    if (!customer) throw new StoreApiError(404, "CHECKOUT__CUSTOMER_NOT_FOUND", "The customer no longer exists.");
    await c.env.DB.batch([
      c.env.DB.prepare(`UPDATE customer SET password_hash = ?, updated_at = ? WHERE id = ?`).bind(
        await hashPassword(next),
        now(),
        row.customer_id,
      ),
      c.env.DB.prepare(`DELETE FROM customer_recovery WHERE customer_id = ?`).bind(row.customer_id),
    ]);
    return c.json({ success: true, apiAlias: "array_struct" });
  });

/** Context PATCH may name addresses only of the logged-in customer. */
export async function ownsAddress(c: Context<EmulatorEnv>, addressId: string): Promise<boolean> {
  const customer = c.get("state").customer;
  if (!customer) return false;
  return (await listAddresses(c.env.DB, customer.id)).some((a: AddressRecord) => a.id === addressId);
}
