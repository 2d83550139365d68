import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";

/**
 * A stand-in for a Google Tag Manager container (issue 12), at the path the demo shop's
 * `analytics.scriptUrl` names. Like a real container it reads the data layer from the start and
 * follows every later push; unlike one, it sends each entry here, so that a developer (and the
 * end-to-end tests) can see what the storefront told it and when. Nothing leaves the machine.
 *
 * Kept in the emulator's memory (one isolate in development), newest last, at most MAX_KEPT.
 */
interface Received {
  /** One page's container: the script makes it up when it loads. */
  client: string;
  containerId: string;
  seq: number;
  entry: unknown;
  at: string;
}

const MAX_KEPT = 2000;
const received: Received[] = [];

const collected = z.object({
  client: z.string().regex(/^[a-z0-9]{8,32}$/),
  containerId: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/),
  seq: z.number().int().nonnegative(),
  entry: z.unknown(),
});

/** The container: an Arguments object (a gtag() command) is sent as {gtag: [...]}; events as they are. */
const containerScript = (containerId: string) => `(function () {
  var id = ${JSON.stringify(containerId)};
  var client = Math.random().toString(36).slice(2, 12).padEnd(8, "0");
  var layer = (window.dataLayer = window.dataLayer || []);
  var seq = 0;
  window.__tagManagerStandIn = { client: client, containerId: id };
  function plain(entry) {
    return Object.prototype.toString.call(entry) === "[object Arguments]" ? { gtag: Array.prototype.slice.call(entry) } : entry;
  }
  function send(entry) {
    fetch("/__emulator/gtm/collect", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ client: client, containerId: id, seq: seq++, entry: plain(entry) }),
      keepalive: true,
    });
  }
  for (var i = 0; i < layer.length; i++) send(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) send(arguments[j]);
    return push.apply(layer, arguments);
  };
})();
`;

export const fakeTagManagerRoutes = new Hono<EmulatorEnv>()
  .get("/gtm.js", (c) => {
    const containerId = c.req.query("id") ?? "";
    if (!/^GTM-[A-Z0-9]{4,12}$/.test(containerId))
      return c.text("// unknown container", 404, { "content-type": "application/javascript" });
    return c.body(containerScript(containerId), 200, {
      "content-type": "application/javascript; charset=utf-8",
      "cache-control": "no-store",
    });
  })
  .post("/collect", async (c) => {
    const parsed = collected.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: "expected {client, containerId, seq, entry}" }, 400);
    received.push({ ...parsed.data, at: new Date().toISOString() });
    if (received.length > MAX_KEPT) received.splice(0, received.length - MAX_KEPT);
    return c.body(null, 204);
  })
  .get("/received.json", (c) => {
    const client = c.req.query("client");
    return c.json(received.filter((r) => !client || r.client === client).sort((a, b) => a.seq - b.seq));
  });
