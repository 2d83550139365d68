import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { applyIncludes } from "../catalog/criteria";
import type { EmulatorEnv } from "../env";

const includesSchema = z.record(z.string(), z.array(z.string()));

/** `includes` from the JSON body, or `includes[alias][]=field` in the query of a GET. */
async function requestedIncludes(c: Context<EmulatorEnv>): Promise<Record<string, string[]> | null> {
  if (c.req.method === "GET") {
    const out: Record<string, string[]> = {};
    for (const [key, values] of Object.entries(c.req.queries())) {
      const alias = /^includes\[([a-z_-]+)\](?:\[\d*\])?$/.exec(key)?.[1];
      if (alias) out[alias] = [...(out[alias] ?? []), ...values.flatMap((v) => v.split(","))];
    }
    return Object.keys(out).length ? out : null;
  }
  if (!(c.req.header("content-type") ?? "").includes("json")) return null;
  // Hono keeps the body text, so the route can still read it.
  const text = await c.req.text().catch(() => "");
  if (!text.includes('"includes"')) return null;
  try {
    const parsed = includesSchema.safeParse((JSON.parse(text) as { includes?: unknown }).includes);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Shopware applies `includes` to every Store API answer (StoreApiResponseListener), not only to
 * criteria searches: page lookups and listings too. Routes that apply them already lose nothing here.
 */
export const includes = () =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const wanted = await requestedIncludes(c);
    await next();
    if (!wanted || !(c.res.headers.get("content-type") ?? "").includes("application/json") || c.res.status >= 400)
      return;
    const body: unknown = await c.res.json();
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    c.res = new Response(JSON.stringify(applyIncludes(body, wanted)), { status: c.res.status, headers });
  });
