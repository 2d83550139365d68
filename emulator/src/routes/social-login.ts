import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { newId, randomHex } from "../lib/crypto";
import { StoreApiError } from "../lib/errors";
import { jsonBody } from "../lib/request";
import { DEFAULT_CUSTOMER_GROUP_ID, LANGUAGES, NOT_SPECIFIED_SALUTATION_ID } from "../seed/reference";
import { findAccountByEmail, findCustomerBy, now, saveCustomer, type CustomerRecord } from "../state/customers";
import { nextNumber } from "../state/mail";
import { loginSession } from "../state/session";

/** Providers the shop's social-login plugin knows; the emulator plays their consent pages. */
export const SOCIAL_PROVIDERS = ["google"] as const;
export const STATE_LIFETIME_MS = 10 * 60 * 1000;

export const identitySchema = z.object({
  subject: z.string().min(1),
  email: z.email(),
  firstName: z.string().min(1),
  lastName: z.string().min(1),
});
export type SocialIdentity = z.infer<typeof identitySchema>;

const notEligible = (email: string) =>
  new StoreApiError(
    400,
    "PBX_SOCIAL_LOGIN__NOT_ELIGIBLE_FOR_PROVIDER_LOGIN",
    `An account with the e-mail address ${email} already exists. Please log in with your password.`,
    { email },
  );

export const socialLoginRoutes = new Hono<EmulatorEnv>()
  .get("/pbx/social-login/redirect-url/:provider", async (c) => {
    const provider = c.req.param("provider");
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider))
      throw new StoreApiError(404, "PBX_SOCIAL_LOGIN__PROVIDER_NOT_FOUND", `Unknown provider "${provider}".`, {
        provider,
      });
    const redirectUri = c.req.query("redirectUri") ?? "";
    const origin = c.get("state").origin;
    const allowed = LANGUAGES.map((l) => (l.prefix ? `${origin}/${l.prefix}/` : `${origin}/`));
    if (!allowed.some((base) => redirectUri.startsWith(base))) {
      throw StoreApiError.violations([
        {
          pointer: "/redirectUri",
          code: "VIOLATION::NO_SUCH_CHOICE_ERROR",
          detail: "The redirect URI must be a page of this shop.",
        },
      ]);
    }
    const state = randomHex(16);
    await c.env.DB.prepare(`INSERT INTO social_login (state, provider, redirect_uri, created_at) VALUES (?, ?, ?, ?)`)
      .bind(state, provider, redirectUri, Date.now())
      .run();
    const url = `${origin}/__emulator/social/${provider}/authorize?state=${state}&redirect_uri=${encodeURIComponent(redirectUri)}`;
    return c.json({ redirectUrl: url, apiAlias: "pbx_social_login_redirect_url" });
  })
  .post("/pbx/social-login/login", async (c) => {
    const body = await jsonBody(c);
    const state = typeof body["state"] === "string" ? body["state"] : "";
    const code = typeof body["code"] === "string" ? body["code"] : "";
    if (!state || !code) {
      throw StoreApiError.violations([
        ...(!state
          ? [{ pointer: "/state", code: "VIOLATION::IS_BLANK_ERROR", detail: "This value should not be blank." }]
          : []),
        ...(!code
          ? [{ pointer: "/code", code: "VIOLATION::IS_BLANK_ERROR", detail: "This value should not be blank." }]
          : []),
      ]);
    }
    const db = c.env.DB;
    const row = await db
      .prepare(`SELECT * FROM social_login WHERE state = ?`)
      .bind(state)
      .first<{ provider: string; code: string | null; identity: string | null; used: number; created_at: number }>();
    if (!row || row.used || Date.now() - row.created_at > STATE_LIFETIME_MS)
      throw new StoreApiError(
        400,
        "PBX_SOCIAL_LOGIN__INVALID_STATE",
        "The login request is unknown or has expired. Please start again.",
      );
    if (!row.code || row.code !== code || !row.identity)
      throw new StoreApiError(400, "PBX_SOCIAL_LOGIN__INVALID_CODE", "The provider's answer could not be verified.");
    await db.prepare(`UPDATE social_login SET used = 1 WHERE state = ?`).bind(state).run();
    const identity = identitySchema.parse(JSON.parse(row.identity));
    if (identity.email.endsWith("@provider-down.example")) {
      throw new StoreApiError(
        500,
        "PBX_SOCIAL_LOGIN__PROVIDER_ERROR",
        `The ${row.provider} account could not be read. Please try again later.`,
      );
    }
    let customer = await findCustomerBy(db, "social_subject", `${row.provider}:${identity.subject}`);
    if (!customer) {
      const existing = await findAccountByEmail(db, identity.email);
      if (existing) throw notEligible(identity.email);
      customer = {
        id: newId(),
        email: identity.email.toLowerCase(),
        guest: false,
        active: true,
        passwordHash: null,
        groupId: DEFAULT_CUSTOMER_GROUP_ID,
        languageId: c.get("state").language.id,
        customerNumber: String(await nextNumber(db, "customer", 10001)),
        doubleOptIn: false,
        confirmHash: null,
        confirmedAt: null,
        socialProvider: row.provider,
        socialSubject: `${row.provider}:${identity.subject}`,
        payload: {
          salutationId: NOT_SPECIFIED_SALUTATION_ID,
          title: null,
          firstName: identity.firstName,
          lastName: identity.lastName,
          birthday: null,
          accountType: "private",
          company: null,
          vatIds: [],
          defaultBillingAddressId: null,
          defaultShippingAddressId: null,
          firstLogin: null,
          lastLogin: null,
          newsletter: false,
        },
        createdAt: now(),
        updatedAt: null,
      } satisfies CustomerRecord;
      await saveCustomer(db, customer);
    }
    const token = await loginSession(c, customer);
    return c.json({ contextToken: token, redirectUrl: null, apiAlias: "pbx_social_login_result" });
  });
