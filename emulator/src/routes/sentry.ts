import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { clearEnvelopes, listEnvelopes, parseEnvelope, recordEnvelope } from "../state/sentry-envelopes";

/** Sentry's public key: in the envelope URL's query (browser) or the X-Sentry-Auth header. */
function publicKeyOf(url: URL, auth: string | undefined): string | null {
  return url.searchParams.get("sentry_key") ?? auth?.match(/sentry_key=([\w-]+)/)?.[1] ?? null;
}

const listQuery = z.object({
  contains: z.string().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).optional(),
});

/**
 * Sentry's envelope endpoint for a DSN `http://<key>@<storefront>/__emulator/sentry/<project>`: the
 * SDKs post to `/__emulator/sentry/api/<project>/envelope/`. What arrives is kept for tests and
 * developers (`envelopes.json`, newest first, `?contains=` to find one's own); `DELETE envelopes` forgets them.
 */
export const sentryRoutes = new Hono<EmulatorEnv>({ strict: false })
  .post("/api/:project{\\d+}/envelope", async (c) => {
    const url = new URL(c.req.url);
    const publicKey = publicKeyOf(url, c.req.header("x-sentry-auth"));
    // Sentry answers like this too; the browser sends without credentials from any origin.
    const cors = { "access-control-allow-origin": "*" };
    if (!publicKey) return c.json({ detail: "missing authorization information" }, 401, cors);
    let envelope: Awaited<ReturnType<typeof parseEnvelope>>;
    try {
      envelope = await parseEnvelope(new Uint8Array(await c.req.arrayBuffer()));
    } catch (error) {
      return c.json(
        { detail: `invalid envelope: ${error instanceof Error ? error.message : String(error)}` },
        400,
        cors,
      );
    }
    await recordEnvelope(c.env.DB, c.req.param("project"), publicKey, envelope);
    return c.json(
      { id: typeof envelope.header["event_id"] === "string" ? envelope.header["event_id"] : null },
      200,
      cors,
    );
  })
  .get("/envelopes.json", async (c) => {
    const { contains, limit } = listQuery.parse(c.req.query());
    return c.json(
      await listEnvelopes(c.env.DB, { ...(contains ? { containing: contains } : {}), ...(limit ? { limit } : {}) }),
      200,
      { "cache-control": "no-store" },
    );
  })
  .delete("/envelopes", async (c) => {
    await clearEnvelopes(c.env.DB);
    return c.json({ reset: true });
  });
