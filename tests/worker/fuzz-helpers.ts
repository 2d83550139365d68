import { expect } from "vitest";
import { fuzzTimeout } from "../fuzz-settings";
import { SITE_CONFIG_KV_KEY, type SiteConfig } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

/** A KV namespace of the fuzz test's own that counts every write, so that a case can show it wrote nothing. */
export function recordingKv(initial: Record<string, unknown> = {}) {
  const kv = memoryKv(initial);
  const writes: string[] = [];
  const put = kv.put.bind(kv);
  const remove = kv.delete.bind(kv);
  Object.assign(kv, {
    put: (key: string, value: string) => {
      writes.push(`put ${key}`);
      return put(key, value);
    },
    delete: (key: string) => {
      writes.push(`delete ${key}`);
      return remove(key);
    },
  });
  return { kv, writes };
}

/**
 * The Worker with its own KV holding the emulator's configuration, with max ages long enough that no
 * refresh falls due during a run: after the warm-up (every language's texts and sitemap read once),
 * any KV write is one a request caused.
 */
export async function fuzzWorker() {
  const site: SiteConfig = await emulatorSiteConfig();
  const { kv, writes } = recordingKv({ [SITE_CONFIG_KV_KEY]: kvEntry(site) });
  // The edge cache on, as deployed: hostile paths, queries and cookies go through its key and state cookie too.
  const overrides: Partial<Bindings> = {
    SITE_KV: kv,
    CONFIG_MAX_AGE_SECONDS: "86400",
    SNIPPET_MAX_AGE_SECONDS: "86400",
    SITEMAP_MAX_AGE_SECONDS: "86400",
    EDGE_CACHE_TTL_SECONDS: "60",
  };
  const send = (path: string, init: RequestInit = {}) => call(path, init, overrides);
  for (const domain of site.domains) {
    const prefix = domain.langPrefix ? `/${domain.langPrefix}` : "";
    for (const path of [`${prefix}/`, `/api-sync/snippet/${domain.locale}`, `/sitemap-${domain.locale}.xml`])
      await (await send(path)).arrayBuffer();
  }
  for (const path of ["/api-sync/snippet/en-GB", "/sitemap.xml", "/robots.txt"]) await (await send(path)).arrayBuffer();
  writes.length = 0;
  return { site, kv, writes, send, prefixes: site.domains.map((d) => d.langPrefix).filter(Boolean) };
}

/**
 * The property every fuzz case checks: an answer, never a 5xx (the emulator upstream is up), and a
 * refusal that says something (a 4xx with a body). The body is read to its end, so that a failure
 * while streaming a page counts too.
 */
export async function expectAnswered(response: Response, what: string, method = "GET"): Promise<string> {
  const body = await response.text();
  expect(response.status, `${what} answered ${response.status}: ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(response.status, what).toBeGreaterThanOrEqual(200);
  if (response.status >= 400 && method !== "HEAD")
    expect(body.length, `${what} answered ${response.status} without a message`).toBeGreaterThan(0);
  return body;
}

/** After each batch of fuzz cases, the isolate still serves an ordinary page. */
export async function expectStillServing(send: (path: string) => Promise<Response>): Promise<void> {
  const response = await send("/hello/");
  expect(response.status).toBe(200);
  expect(await response.text()).toContain("</html>");
}

export const BATCH = 25;
/** A fuzz test's own limit: many cases, each a request. */
export const FUZZ_TIMEOUT = fuzzTimeout(300_000);

/** Whether a URL can be built from the path at all (the request line a client sends always can be). */
export const buildable = (path: string): boolean => URL.canParse(`http://shop.test${path}`);

/** Console output of thousands of hostile requests (a path Hono cannot decode warns each time) is noise. */
export function quietConsole(): () => void {
  const original = { warn: console.warn, log: console.log, info: console.info };
  console.warn = () => {};
  console.log = () => {};
  console.info = () => {};
  return () => Object.assign(console, original);
}
