import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { EmulatorEnv } from "../env";

/**
 * Faults a test asks for, per session (context token), so that the storefront's own calls (route
 * actions run in the Worker, decision 021) meet what a browser's calls met through page.route: the
 * shop answering a call of a path with an error, with garbage, late, or not at all. Kept in the
 * isolate: a test's session is its own, so tests running side by side do not meet each other's.
 */
const faultSchema = z.object({
  token: z.string().min(1).max(128),
  method: z.string().regex(/^[A-Z]{3,7}$/),
  /** The Store API path the fault applies to (a prefix: ".../line-item" covers its query too). */
  path: z.string().startsWith("/store-api/").max(256),
  /** How many calls meet it; then the shop answers again. */
  times: z.number().int().min(1).max(100).default(1),
  /** Waits this long first (ms); without status the call then goes on as usual. */
  delayMs: z.number().int().min(0).max(30_000).default(0),
  status: z.number().int().min(200).max(599).optional(),
  /** The answer's body (text: garbage is allowed) and its type. */
  body: z.string().max(10_000).default(""),
  contentType: z.string().max(100).default("application/json"),
  /** The connection drops: no answer at all. */
  drop: z.boolean().default(false),
});
type Fault = z.infer<typeof faultSchema>;

const faults = new Map<string, Fault[]>();

export const faultRoutes = new Hono<EmulatorEnv>({ strict: false })
  .post("/faults", async (c) => {
    const fault = faultSchema.parse(await c.req.json());
    faults.set(fault.token, [...(faults.get(fault.token) ?? []), fault]);
    return c.json({ ok: true });
  })
  .delete("/faults", async (c) => {
    const { token } = z.object({ token: z.string().min(1).max(128) }).parse(await c.req.json());
    faults.delete(token);
    return c.json({ ok: true });
  });

/** Applies a session's fault to the first matching Store API call. */
export const applyFaults = () =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const token = c.req.header("sw-context-token");
    const list = token ? faults.get(token) : undefined;
    const path = new URL(c.req.url).pathname;
    const fault = list?.find((f) => f.method === c.req.method && path.startsWith(f.path));
    if (!token || !list || !fault) return next();
    fault.times -= 1;
    if (fault.times <= 0)
      faults.set(
        token,
        list.filter((f) => f !== fault),
      );
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    // The answer starts and breaks off: the storefront's read of it fails like a lost connection's.
    if (fault.drop)
      return new Response(
        new ReadableStream({
          start: (controller) => controller.error(new Error("emulator fault: the connection dropped")),
        }),
        {
          status: 200,
          headers: { "content-type": "application/json" },
        },
      );
    if (fault.status === undefined) return next();
    return new Response(fault.body, { status: fault.status, headers: { "content-type": fault.contentType } });
  });
