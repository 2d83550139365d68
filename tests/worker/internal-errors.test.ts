import { env } from "cloudflare:workers";
import { type Context, Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InternalError } from "../../app/lib/internal-errors";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import type { AppEnv, Bindings } from "../../worker/env";
import { renderPage } from "../../worker/ssr/render";
import { call, emulatorSiteConfig, fakeUpstream, kvEntry, memoryKv } from "./helpers";

const emulator = () => (env as unknown as Bindings).STORE_API!;
const configured = async () => memoryKv({ [SITE_CONFIG_KV_KEY]: kvEntry(await emulatorSiteConfig()) });

/** What the SSR handler fails with when the request was not set up for it. */
async function renderFailure(setUp: (c: Context<AppEnv>) => void): Promise<unknown> {
  let failure: unknown = null;
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    setUp(c);
    await next();
  });
  app.get("*", (c) => renderPage(c));
  app.onError((error, c) => {
    failure = error;
    return c.text("failed", 500);
  });
  await app.request("http://shop.test/hello/");
  return failure;
}

/** The log lines a page failure left: the Worker logs what a page failed with, once. */
const pageFailures = (logged: ReturnType<typeof vi.spyOn>) =>
  logged.mock.calls.filter((args: unknown[]) => args[0] === "page failed");

afterEach(() => vi.restoreAllMocks());

describe("internal errors in the Worker", () => {
  it("store api not exists: a page request without its Store API client", async () => {
    expect(await renderFailure(() => {})).toEqual(new InternalError("store api not exists"));
  });

  it("domain not set: a page request whose language was not resolved", async () => {
    const failure = await renderFailure((c) => c.set("storeApi", {} as AppEnv["Variables"]["storeApi"]));
    expect(failure).toEqual(new InternalError("domain not set"));
  });

  it("session context null: the shop answers no session; the page is the 500 error page, and the fault is logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const upstream = fakeUpstream((request) =>
      new URL(request.url).pathname === "/store-api/context" ? Response.json(null) : emulator().fetch(request),
    );
    const response = await call("/hello/", {}, { SITE_KV: await configured(), STORE_API: upstream });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain(">500<");
    expect(html).toContain('<meta name="robots" content="noindex"');
    const failures = pageFailures(logged);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toEqual(["page failed", "/hello/", new InternalError("session context null")]);
  });

  it("missing property in a mapper: a navigation entry without its id; the 500 error page, logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const upstream = fakeUpstream(async (request) => {
      const answer = await emulator().fetch(request);
      if (!new URL(request.url).pathname.startsWith("/store-api/navigation/main-navigation")) return answer;
      const tree = (await answer.json()) as { id?: string }[];
      for (const category of tree) delete category.id;
      return Response.json(tree);
    });
    const response = await call("/hello/", {}, { SITE_KV: await configured(), STORE_API: upstream });
    expect(response.status).toBe(500);
    expect(await response.text()).toContain(">500<");
    expect(pageFailures(logged).map((args: unknown[]) => String(args[2]))).toEqual([
      "InternalError: missing property in a mapper: category.id",
    ]);
  });
});
