import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { randomHex } from "../lib/crypto";
import { listMails } from "../state/mail";
import { approveReview } from "../state/reviews";
import { findOrder, ORDER_TRANSITIONS, setOrderState, type OrderState } from "../state/orders";
import {
  isWishlistEnabled,
  readSiteSettings,
  siteSettingsSchema,
  writeSetting,
  writeSiteSettings,
} from "../state/settings";
import { doubleOptInEnabled } from "./account";
import { identitySchema } from "./social-login";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.5rem 0}
input{font:inherit;padding:.4rem;width:100%;box-sizing:border-box}button{font:inherit;padding:.5rem 1rem;margin:.5rem .5rem 0 0;cursor:pointer}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left;vertical-align:top}</style></head><body>${body}</body></html>`;

/**
 * The external parties' own pages, played by the emulator: the social provider's consent page, the
 * payment provider's 3-D Secure / PayPal page, the mail outbox, and switches for tests.
 */
export const devPageRoutes = new Hono<EmulatorEnv>({ strict: false })
  .get("/outbox.json", async (c) => c.json(await listMails(c.env.DB, c.req.query("to"))))
  .get("/outbox", async (c) => {
    const mails = await listMails(c.env.DB, c.req.query("to"));
    const rows = mails
      .map(
        (
          m,
        ) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${escapeHtml(m.recipient)}</td><td><strong>${escapeHtml(m.subject)}</strong><pre>${escapeHtml(m.text)}</pre>
      ${Object.entries(m.links)
        .map(([k, v]) => `<a href="${escapeHtml(v)}">${escapeHtml(k)}</a>`)
        .join(" ")}</td></tr>`,
      )
      .join("");
    return c.html(
      page(
        "Mail outbox",
        `<h1>Mail outbox</h1><p>${mails.length} mail(s).</p><table><tr><th>Sent</th><th>To</th><th>Mail</th></tr>${rows}</table>`,
      ),
    );
  })
  .get("/social/:provider/authorize", (c) => {
    const state = c.req.query("state") ?? "";
    const redirect = c.req.query("redirect_uri") ?? "";
    const provider = c.req.param("provider");
    return c.html(
      page(
        `Sign in with ${provider}`,
        `<h1>Sign in with ${escapeHtml(provider)} (emulator)</h1>
      <p>The shop asks for your name and e-mail address.</p>
      <form method="post"><input type="hidden" name="state" value="${escapeHtml(state)}"><input type="hidden" name="redirect_uri" value="${escapeHtml(redirect)}">
      <label>E-mail <input name="email" type="email" value="ada.lovelace@example.com" required></label>
      <label>First name <input name="firstName" value="Ada" required></label>
      <label>Last name <input name="lastName" value="Lovelace" required></label>
      <button name="decision" value="allow">Allow</button><button name="decision" value="deny" formnovalidate>Deny</button></form>`,
      ),
    );
  })
  .post("/social/:provider/authorize", async (c) => {
    const form = await c.req.parseBody();
    const state = String(form["state"] ?? "");
    const row = await c.env.DB.prepare(`SELECT redirect_uri FROM social_login WHERE state = ? AND used = 0`)
      .bind(state)
      .first<{ redirect_uri: string }>();
    if (!row) return c.html(page("Expired", "<h1>This sign-in request is unknown or expired.</h1>"), 400);
    const target = new URL(row.redirect_uri);
    if (form["decision"] !== "allow") {
      target.searchParams.set("error", "access_denied");
      target.searchParams.set("state", state);
      return c.redirect(target.toString(), 302);
    }
    const email = String(form["email"] ?? "")
      .trim()
      .toLowerCase();
    const identity = identitySchema.safeParse({
      subject: `sub-${email}`,
      email,
      firstName: String(form["firstName"] ?? "").trim(),
      lastName: String(form["lastName"] ?? "").trim(),
    });
    if (!identity.success)
      return c.html(page("Invalid", "<h1>Please enter a valid e-mail address and your name.</h1>"), 400);
    const code = randomHex(16);
    await c.env.DB.prepare(`UPDATE social_login SET code = ?, identity = ? WHERE state = ?`)
      .bind(code, JSON.stringify(identity.data), state)
      .run();
    target.searchParams.set("code", code);
    target.searchParams.set("state", state);
    return c.redirect(target.toString(), 302);
  })
  .get("/adyen/redirect/:session", async (c) => {
    const session = await c.env.DB.prepare(`SELECT payload FROM payment_session WHERE id = ?`)
      .bind(c.req.param("session"))
      .first<{ payload: string }>();
    if (!session) return c.html(page("Unknown payment", "<h1>Unknown payment session.</h1>"), 404);
    const { type } = JSON.parse(session.payload) as { type: string };
    return c.html(
      page(
        type === "paypal" ? "PayPal (emulator)" : "3-D Secure (emulator)",
        `<h1>${type === "paypal" ? "PayPal (emulator)" : "Bank authentication (emulator)"}</h1>
      <p>Approve or decline this test payment.</p><form method="post"><button name="outcome" value="authenticated">Approve</button>
      <button name="outcome" value="declined">Decline</button></form>`,
      ),
    );
  })
  .post("/adyen/redirect/:session", async (c) => {
    const id = c.req.param("session");
    const form = await c.req.parseBody();
    const row = await c.env.DB.prepare(`SELECT payload FROM payment_session WHERE id = ?`)
      .bind(id)
      .first<{ payload: string }>();
    if (!row) return c.html(page("Unknown payment", "<h1>Unknown payment session.</h1>"), 404);
    const payload = {
      ...(JSON.parse(row.payload) as { returnUrl: string }),
      outcome: form["outcome"] === "authenticated" ? "authenticated" : "declined",
    };
    await c.env.DB.prepare(`UPDATE payment_session SET payload = ? WHERE id = ?`)
      .bind(JSON.stringify(payload), id)
      .run();
    if (!payload.returnUrl) return c.html(page("Done", "<h1>Done. You can close this window.</h1>"));
    const target = new URL(payload.returnUrl);
    target.searchParams.set("redirectResult", id);
    return c.redirect(target.toString(), 302);
  })
  .get("/settings", async (c) => {
    const doubleOptIn = await doubleOptInEnabled(c.env.DB);
    const wishlist = await isWishlistEnabled(c.env.DB);
    const site = await readSiteSettings(c.env.DB);
    return c.html(
      page(
        "Shop settings",
        `<h1>Shop settings</h1><form method="post">
      <label><input type="checkbox" name="doubleOptInRegistration" value="1" style="width:auto"${doubleOptIn ? " checked" : ""}> Double opt-in for registrations</label>
      <label><input type="checkbox" name="wishlistEnabled" value="1" style="width:auto"${wishlist ? " checked" : ""}> Wishlist (off: every wishlist call answers 403 CHECKOUT__WISHLIST_IS_NOT_ACTIVATED)</label>
      <label><input type="checkbox" name="serviceNavigation" value="1" style="width:auto"${site.serviceNavigation ? " checked" : ""}> Service navigation</label>
      <label><input type="checkbox" name="analyticsActive" value="1" style="width:auto"${(site.analyticsActive ?? true) ? " checked" : ""}> Analytics (the stand-in Google Tag Manager container, behind the consent banner)</label>
      <label>Boxed mode max width (px) <input type="number" name="boxedModeMaxWidth" min="320" value="${site.boxedModeMaxWidth ?? 1200}"></label>
      <button>Save settings</button></form><p><a href="/__emulator/">Back to the emulator</a></p>`,
      ),
    );
  })
  // JSON for tests (the site configuration's values too, see state/settings), a form post for the settings page.
  .post("/settings", async (c) => {
    const isJson = (c.req.header("content-type") ?? "").includes("application/json");
    const form = isJson ? {} : await c.req.parseBody();
    const { doubleOptInRegistration, wishlistEnabled, ...site } = isJson
      ? z
          .object({
            doubleOptInRegistration: z.boolean().optional(),
            wishlistEnabled: z.boolean().optional(),
            ...siteSettingsSchema.shape,
          })
          .parse(await c.req.json())
      : {
          doubleOptInRegistration: form["doubleOptInRegistration"] === "1",
          wishlistEnabled: form["wishlistEnabled"] === "1",
          serviceNavigation: form["serviceNavigation"] === "1",
          analyticsActive: form["analyticsActive"] === "1",
          boxedModeMaxWidth: z.coerce.number().int().min(320).catch(1200).parse(form["boxedModeMaxWidth"]),
        };
    if (doubleOptInRegistration !== undefined)
      await writeSetting(c.env.DB, "doubleOptInRegistration", doubleOptInRegistration ? "1" : "0");
    if (wishlistEnabled !== undefined) await writeSetting(c.env.DB, "wishlistEnabled", wishlistEnabled ? "1" : "0");
    const saved = Object.keys(site).length ? await writeSiteSettings(c.env.DB, site) : await readSiteSettings(c.env.DB);
    return isJson
      ? c.json({
          ...(doubleOptInRegistration !== undefined ? { doubleOptInRegistration } : {}),
          ...(wishlistEnabled !== undefined ? { wishlistEnabled } : {}),
          ...saved,
        })
      : c.redirect("/__emulator/settings", 303);
  })
  .post("/orders/:id/transition", async (c) => {
    const { transition } = z
      .object({ transition: z.enum(["process", "complete", "cancel", "reopen"]) })
      .parse(await c.req.json());
    const order = await findOrder(c.env.DB, c.req.param("id"));
    if (!order) return c.json({ error: "not found" }, 404);
    const next: OrderState | undefined = ORDER_TRANSITIONS[order.state][transition];
    if (!next) return c.json({ error: `illegal transition ${transition} from ${order.state}` }, 400);
    await setOrderState(c.env.DB, order.id, next);
    return c.json({ state: next });
  })
  // The back office's approval: a written review becomes visible to every shopper.
  .post("/reviews/:id/approve", async (c) =>
    (await approveReview(c.env.DB, c.req.param("id"))) ? c.json({ status: true }) : c.json({ error: "not found" }, 404),
  );
