import { Hono } from "hono";
import { parseCriteria, pathResolver, search } from "../catalog/criteria";
import type { EmulatorEnv } from "../env";
import { randomHex, sha1Hex } from "../lib/crypto";
import { shopwareDate } from "../lib/dates";
import { StoreApiError } from "../lib/errors";
import { criteriaInput, jsonBody } from "../lib/request";
import { Violations } from "../lib/validation";
import { isDomainUrl } from "../lib/storefront-origins";
import { SALUTATIONS } from "../seed/reference";
import { siteConfig } from "../seed/site-config";
import { sendMail } from "../state/mail";
import { readSiteSettings } from "../state/settings";
import { requireCustomer } from "./account";

const recipientNotFound = (what: string) =>
  new StoreApiError(404, "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND", `The newsletter recipient ${what} was not found.`);

interface RecipientRow {
  email: string;
  status: string;
  hash: string;
  language_id: string;
}

/** Contact form and newsletter (Shopware's ContactFormRoute and Newsletter*Routes), with mails in the outbox. */
export const formRoutes = new Hono<EmulatorEnv>()
  .post("/contact-form", async (c) => {
    const body = await jsonBody(c);
    const v = new Violations();
    const email = v.required(body, "email");
    v.email(email, "/email");
    const subject = v.required(body, "subject");
    const comment = v.required(body, "comment");
    if (comment && comment.length < 15)
      v.add("/comment", "TOO_SHORT_ERROR", "This value is too short. It should have 15 characters or more.", {
        "{{ limit }}": 15,
      });
    const salutationId = v.optional(body, "salutationId", "/salutationId", 32);
    v.choice(
      salutationId,
      SALUTATIONS.map((s) => s.id),
      "/salutationId",
    );
    const name = [v.optional(body, "firstName"), v.optional(body, "lastName")].filter(Boolean).join(" ");
    const phone = v.optional(body, "phone", "/phone", 40);
    v.throwIfAny();
    const shopMail = siteConfig(false).storeInformation.companyAddress.email;
    await sendMail(c.env.DB, {
      recipient: shopMail,
      subject: `Contact form: ${subject}`,
      template: "contact_form",
      text: `From: ${name || "(no name)"} <${email}>${phone ? `, ${phone}` : ""}\n\n${comment}\n`,
      links: {},
    });
    return c.json({ individualSuccessMessage: "", apiAlias: "contact_form_result" });
  })
  .post("/newsletter/subscribe", async (c) => {
    const body = await jsonBody(c);
    const state = c.get("state");
    const v = new Violations();
    const email = v.required(body, "email").toLowerCase();
    v.email(email, "/email");
    const option = typeof body["option"] === "string" ? body["option"] : "subscribe";
    v.choice(option, ["subscribe", "direct", "confirmSubscribe", "unsubscribe"], "/option");
    const storefrontUrl = v.required(body, "storefrontUrl");
    if (storefrontUrl && !isDomainUrl(state.storefrontOrigins, storefrontUrl))
      v.add("/storefrontUrl", "NO_SUCH_CHOICE_ERROR", "The value you selected is not a valid choice.");
    v.throwIfAny();
    const db = c.env.DB;
    const existing = await db
      .prepare(`SELECT * FROM newsletter_recipient WHERE email = ?`)
      .bind(email)
      .first<RecipientRow>();
    if (option === "unsubscribe") {
      if (!existing) throw recipientNotFound(email);
      await db.prepare(`UPDATE newsletter_recipient SET status = 'optOut' WHERE email = ?`).bind(email).run();
      return c.json({ success: true, status: "optOut" });
    }
    if (existing && (existing.status === "optIn" || existing.status === "direct"))
      return c.json({ success: true, status: existing.status });
    const direct = option === "direct";
    const hash = randomHex(16);
    const status = direct ? "direct" : "notSet";
    await db
      .prepare(`INSERT INTO newsletter_recipient (email, status, hash, language_id, payload, created_at, confirmed_at) VALUES (?, ?, ?, ?, ?, ?, NULL)
      ON CONFLICT(email) DO UPDATE SET status = excluded.status, hash = excluded.hash, language_id = excluded.language_id`)
      .bind(
        email,
        status,
        hash,
        state.language.id,
        JSON.stringify({ firstName: body["firstName"] ?? null, lastName: body["lastName"] ?? null }),
        shopwareDate(Date.now()),
      )
      .run();
    if (!direct) {
      const link = `${storefrontUrl.replace(/\/$/, "")}${siteConfig(false, false, await readSiteSettings(db)).newsletter.subscribeUrl}?em=${await sha1Hex(email)}&hash=${hash}`;
      await sendMail(db, {
        recipient: email,
        subject: "Please confirm your newsletter subscription",
        template: "newsletter.doi",
        text: `Please confirm your subscription: ${link}\n`,
        links: { confirm: link },
      });
    }
    return c.json({ success: true, status });
  })
  .post("/newsletter/confirm", async (c) => {
    const body = await jsonBody(c);
    const v = new Violations();
    const hash = v.required(body, "hash");
    const em = v.required(body, "em");
    v.throwIfAny();
    const row = await c.env.DB.prepare(`SELECT * FROM newsletter_recipient WHERE hash = ?`)
      .bind(hash)
      .first<RecipientRow>();
    if (!row || (await sha1Hex(row.email)) !== em) throw recipientNotFound(`with hash ${hash}`);
    await c.env.DB.prepare(`UPDATE newsletter_recipient SET status = 'optIn', confirmed_at = ? WHERE email = ?`)
      .bind(shopwareDate(Date.now()), row.email)
      .run();
    return c.json({ success: true, apiAlias: "array_struct" });
  })
  // Shopware 6.5+ AccountNewsletterRecipientRoute (GET and POST): the logged-in customer's recipient status, "undefined" when there is none.
  // The route searches newsletter_recipient with the request's criteria plus the customer's e-mail; the first hit's status counts.
  .on(["GET", "POST"], "/account/newsletter-recipient", async (c) => {
    const customer = requireCustomer(c, false);
    const criteria = parseCriteria(await criteriaInput(c));
    const row = await c.env.DB.prepare(`SELECT * FROM newsletter_recipient WHERE email = ?`)
      .bind(customer.email)
      .first<RecipientRow>();
    const docs = row ? [{ id: row.hash, email: row.email, status: row.status, languageId: row.language_id }] : [];
    const [first] = search(docs, criteria, pathResolver("newsletter_recipient"), (d) => d.id).elements;
    return c.json({ status: first?.status ?? "undefined", apiAlias: "account_newsletter_recipient" });
  })
  .post("/newsletter/unsubscribe", async (c) => {
    const body = await jsonBody(c);
    const v = new Violations();
    const email = v.required(body, "email").toLowerCase();
    v.throwIfAny();
    const result = await c.env.DB.prepare(`UPDATE newsletter_recipient SET status = 'optOut' WHERE email = ?`)
      .bind(email)
      .run();
    if (!result.meta.changes) throw recipientNotFound(email);
    return c.json({ success: true, apiAlias: "array_struct" });
  });
