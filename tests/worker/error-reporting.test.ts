import { beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnvelope } from "../../emulator/src/state/sentry-envelopes";
import { clientManifest } from "../../worker/ssr/manifest";
import { env } from "cloudflare:workers";
import type { Bindings } from "../../worker/env";
import { bootstrapOf, call, downUpstream, fakeUpstream, ORIGIN } from "./helpers";

const DSN = "https://publickey@sentry.test/42";
const REPORTING = { SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: "staging" };
const TOKEN = "Zq8Kk2m0WcS1tY7uVb3nR5pL9xA4dE6f";

/**
 * What the Worker posted to Sentry's ingest (the SDK's transport uses the global fetch). Installed once
 * for the file: the SDK wraps the global fetch itself when it starts, and must find this one there.
 */
let posted: { url: string; body: Uint8Array }[] = [];
const passOn = globalThis.fetch;
vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith("https://sentry.test/")) return passOn(input, init);
  const body = init?.body;
  posted.push({
    url,
    body: typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body as ArrayBuffer),
  });
  return new Response("{}", { status: 200 });
});
beforeEach(() => {
  posted = [];
});

const envelopes = () =>
  Promise.all(
    posted.map(async (p) => ({ url: p.url, text: new TextDecoder().decode(p.body), ...(await parseEnvelope(p.body)) })),
  );
const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

describe("error reporting off (no SENTRY_DSN): the Worker and the page are as without it", () => {
  it("renders the page without error-reporting settings, with the plain policy, and sends nothing", async () => {
    const response = await call("/");
    expect(response.status).toBe(200);
    expect(bootstrapOf<{ errorReporting?: unknown }>(await response.text()).errorReporting).toBeUndefined();
    const policy = response.headers.get("content-security-policy")!;
    expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
    expect(directive(policy, "worker-src")).toBe("");
    expect(posted).toEqual([]);
    // The SDK was not even loaded in this isolate.
    expect((globalThis as { __SENTRY__?: unknown }).__SENTRY__).toBeUndefined();
  });

  it("reports no fault", async () => {
    const response = await call("/store-api/context", { headers: { origin: ORIGIN } }, { STORE_API: downUpstream() });
    expect(response.status).toBe(502);
    expect(posted).toEqual([]);
  });
});

// The first test loads the SDK, module by module in the test pool (the deployed Worker has it bundled).
describe("error reporting on (SENTRY_DSN set)", { timeout: 60_000 }, () => {
  it("hands the page the DSN and environment, lets it reach the ingest and start the replay worker, and keeps Sentry out of the first load", async () => {
    const response = await call("/", {}, REPORTING);
    const html = await response.text();
    expect(bootstrapOf<{ errorReporting?: unknown }>(html).errorReporting).toEqual({
      dsn: DSN,
      environment: "staging",
    });
    const policy = response.headers.get("content-security-policy")!;
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://sentry.test");
    expect(directive(policy, "worker-src")).toBe("worker-src 'self' blob:");
    expect(directive(policy, "script-src")).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    // The browser SDK is a lazy chunk of its own: neither the entry's imports nor a preload of this page.
    const sentryChunk = clientManifest().modules["app/monitoring/browser.ts"]!.file;
    expect(clientManifest().entry.imports).not.toContain(sentryChunk);
    expect(html).not.toContain(sentryChunk);
    // The render is traced (traces 1), with the build's release.
    const [envelope] = await envelopes();
    expect(envelope?.header["trace"]).toMatchObject({
      sample_rate: "1",
      sampled: "true",
      release: clientManifest().build.version,
      environment: "staging",
      transaction: "GET /",
    });
    expect(envelope?.items.map((item) => item.header["type"])).toEqual(["transaction"]);
  });

  it("reports a fault the error handler answers with a 5xx, with the build's release and nothing personal", async () => {
    const response = await call(
      `/store-api/context?em=ada%40example.com&hash=${TOKEN}`,
      {
        headers: {
          origin: ORIGIN,
          cookie: `sw-context-token=${TOKEN}; langId=abc`,
          "sw-context-token": TOKEN,
          "user-agent": "test-agent",
        },
      },
      { ...REPORTING, STORE_API: downUpstream() },
    );
    expect(response.status).toBe(502);
    const sent = await envelopes();
    expect(sent.every((e) => e.url.startsWith("https://sentry.test/api/42/envelope/"))).toBe(true);
    const event = sent.flatMap((e) => e.items).find((item) => item.header["type"] === "event")?.payload as {
      release: string;
      environment: string;
      exception: { values: { type: string; value: string; mechanism: { handled: boolean } }[] };
      request: { url: string; headers: Record<string, string>; cookies?: unknown };
    };
    expect(event, "an error event").toBeTruthy();
    expect(event.release).toBe(clientManifest().build.version);
    expect(event.environment).toBe("staging");
    expect(event.exception.values[0]).toMatchObject({
      value: "The shop could not be reached.",
      mechanism: { handled: false },
    });
    expect(event.request.url).toBe(`${ORIGIN}/store-api/context?em=[Filtered]&hash=[Filtered]`);
    expect(event.request.cookies).toBeUndefined();
    expect(event.request.headers["user-agent"]).toBe("test-agent");
    // A Store API call is traced in the browser, where it starts: the Worker sends no transaction of its own.
    expect(sent.flatMap((e) => e.items).filter((item) => item.header["type"] === "transaction")).toEqual([]);
    for (const personal of [TOKEN, "ada@example.com", "ada%40example.com", "langId=abc"])
      expect(sent.map((e) => e.text).join("\n")).not.toContain(personal);
  });

  it("reports what a page failed with (an internal error of the 500 page)", async () => {
    const shop = (env as unknown as Bindings).STORE_API!;
    const noSession = fakeUpstream((request) =>
      new URL(request.url).pathname === "/store-api/context" ? Response.json(null) : shop.fetch(request),
    );
    const response = await call("/hello/", {}, { ...REPORTING, STORE_API: noSession });
    expect(response.status).toBe(500);
    await response.text();
    const events = (await envelopes()).flatMap((e) => e.items).filter((item) => item.header["type"] === "event");
    const values = events.map(
      (item) => (item.payload as { exception: { values: { type: string; value: string }[] } }).exception.values[0],
    );
    expect(values).toContainEqual(expect.objectContaining({ type: "InternalError", value: "session context null" }));
  });

  it("does not report an answer that is not a fault", async () => {
    const response = await call("/no-such-page/", {}, REPORTING);
    expect(response.status).toBe(404);
    const items = (await envelopes()).flatMap((e) => e.items);
    expect(items.filter((item) => item.header["type"] === "event")).toEqual([]);
  });

  it("never traces the emulator's own routes (its Sentry ingest would report itself)", async () => {
    await call("/__emulator/health", {}, REPORTING);
    expect(posted).toEqual([]);
  });
});
