import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { EmulatorEnv } from "../env";

/** What a Store API call said of its client, as a shop behind a trusted proxy would read it (issue 25). */
export interface ForwardedCall {
  at: string;
  method: string;
  path: string;
  forwardedFor: string | null;
  realIp: string | null;
  forwardedHost: string | null;
  forwardedProto: string | null;
}

/** The newest calls, in memory: a test's or a developer's look back, never the shop's state (no D1 write per call). */
const KEPT = 500;
const calls: ForwardedCall[] = [];

/** Notes the forwarding headers of every Store API call (never its tokens or key). */
export const forwardingLog = () =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const header = (name: string) => c.req.header(name) ?? null;
    calls.push({
      at: new Date().toISOString(),
      method: c.req.method,
      path: new URL(c.req.url).pathname,
      forwardedFor: header("x-forwarded-for"),
      realIp: header("x-real-ip"),
      forwardedHost: header("x-forwarded-host"),
      forwardedProto: header("x-forwarded-proto"),
    });
    if (calls.length > KEPT) calls.splice(0, calls.length - KEPT);
    await next();
  });

const listQuery = z.object({
  for: z.string().min(1).max(64).optional(),
  path: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(KEPT).optional(),
});

/**
 * `/__emulator/forwarded.json`: the calls' forwarding headers, newest first; `?for=` keeps those whose
 * X-Forwarded-For or X-Real-IP names that address, `?path=` those of one Store API path.
 * `DELETE /__emulator/forwarded` forgets them.
 */
export const forwardingLogRoutes = new Hono<EmulatorEnv>({ strict: false })
  .get("/forwarded.json", (c) => {
    const query = listQuery.parse(c.req.query());
    const found = calls.filter(
      (call) =>
        (!query.for || call.forwardedFor === query.for || call.realIp === query.for) &&
        (!query.path || call.path === query.path),
    );
    return c.json(found.reverse().slice(0, query.limit ?? 100), 200, { "cache-control": "no-store" });
  })
  .delete("/forwarded", (c) => {
    calls.length = 0;
    return c.json({ reset: true });
  });
