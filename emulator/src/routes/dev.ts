import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { renderSvg } from "../lib/svg";
import { MUTABLE_TABLES } from "../db/schema";
import { paymentAttemptsOf } from "../state/orders";
import { isMaintenance, writeSetting } from "../state/settings";
import { catalogueOf } from "./catalog-helpers";

const FILE = /^([a-z0-9-]+?)(?:_(\d{2,4})x(\d{2,4}))?\.svg$/;

/**
 * The emulator's own pages and switches for developers and tests, outside the Store API.
 * The storefront forwards /__emulator/* only in development (EMULATOR_ROUTES).
 */
export const devRoutes = new Hono<EmulatorEnv>({ strict: false })
  .get("/health", (c) => c.json({ ok: true }))
  .get("/:kind{media|thumbnail}/:id/:file", (c) => {
    const media = catalogueOf(c).media.get(c.req.param("id"));
    const match = c.req.param("file").match(FILE);
    if (!media || !match || match[1] !== media.fileName) return c.text("Not found", 404);
    const width = match[2] ? Math.min(Number(match[2]), 4000) : media.width;
    const height = match[3] ? Math.min(Number(match[3]), 4000) : media.height;
    return c.body(renderSvg(media, width, height), 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=86400",
    });
  })
  .get("/maintenance", async (c) => c.json({ enabled: await isMaintenance(c.env.DB) }))
  .post("/maintenance", async (c) => {
    const { enabled } = z.object({ enabled: z.boolean() }).parse(await c.req.json());
    await writeSetting(c.env.DB, "maintenance", enabled ? "1" : "0");
    return c.json({ enabled });
  })
  // An order's payment attempts (transactions, handle-payment calls on each): tests count them (issue 25, one payment per submit).
  .get("/orders/:orderId{[0-9a-f]{32}}/payment-attempts", async (c) =>
    c.json({ transactions: await paymentAttemptsOf(c.env.DB, c.req.param("orderId")) }),
  )
  .post("/reset", async (c) => {
    await c.env.DB.batch(MUTABLE_TABLES.map((table) => c.env.DB.prepare(`DELETE FROM ${table}`)));
    return c.json({ reset: true });
  })
  .get("/", async (c) => {
    const maintenance = await isMaintenance(c.env.DB);
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Store API emulator</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem}code{background:#f3f3f3;padding:0 .25rem}</style></head>
<body><h1>Store API emulator</h1>
<p>Maintenance mode: <strong>${maintenance ? "on" : "off"}</strong></p>
<form method="post" action="/__emulator/maintenance-form"><input type="hidden" name="enabled" value="${maintenance ? "0" : "1"}">
<button>${maintenance ? "End" : "Start"} maintenance</button></form>
<p>Catalogue: ${catalogueOf(c).products.length} products.</p>
<ul><li><a href="/__emulator/outbox">Mail outbox</a> (registration, password recovery and newsletter mails)</li>
<li><a href="/__emulator/settings">Shop settings</a> (double opt-in registration, service navigation, boxed width)</li>
<li><a href="/__emulator/sentry/envelopes.json">Error reports</a> (what the storefront sent to Sentry when its DSN points here)</li>
<li><a href="/__emulator/forwarded.json">Forwarded client addresses</a> (X-Forwarded-For and X-Real-IP of the latest Store API calls)</li>
<li><a href="/__emulator/pbx/harness">Printbox editor (emulator) on a bare host page</a></li></ul>
<p>API: <code>POST /__emulator/reset</code>, <code>POST /__emulator/maintenance {"enabled": true}</code>.</p></body></html>`);
  })
  .post("/maintenance-form", async (c) => {
    const form = await c.req.parseBody();
    await writeSetting(c.env.DB, "maintenance", form["enabled"] === "1" ? "1" : "0");
    return c.redirect("/__emulator/", 303);
  });
