import { describe, expect, it } from "vitest";
import { bootstrapOf, call, memoryKv } from "./helpers";

/** The page's bootstrap (window.__ES_BOOT__) and the texts files its start script fetches. */
async function pageOf(path: string) {
  const html = await (await call(path, {}, { SITE_KV: memoryKv() })).text();
  const files = [...html.matchAll(/"(\/api-sync\/snippet\/[a-zA-Z-]+\?v=[0-9a-z]+)"/g)].map((m) => m[1]!);
  return { html, boot: bootstrapOf<{ queries: { queries: { queryKey: unknown[] }[] } }>(html), files };
}

describe("the page's texts as versioned files (issue 15)", () => {
  it("a page carries no texts in its dehydrated cache, only the files of its language and the fallback", async () => {
    const home = await pageOf("/");
    expect(home.boot.queries.queries.map((q) => q.queryKey[0])).not.toContain("snippets");
    expect(home.files).toEqual([expect.stringMatching(/^\/api-sync\/snippet\/en-GB\?v=/)]);
    const german = await pageOf("/de/");
    expect(german.boot.queries.queries.map((q) => q.queryKey[0])).not.toContain("snippets");
    expect(german.files.map((f) => f.split("?")[0]).sort()).toEqual([
      "/api-sync/snippet/de-DE",
      "/api-sync/snippet/en-GB",
    ]);
    // The page is still rendered with its texts.
    expect(german.html).toContain('lang="de-DE"');
  });

  it("a file of the current version is kept for a year; another version gets the current texts, cached briefly", async () => {
    const { files } = await pageOf("/de/");
    const german = files.find((f) => f.includes("de-DE"))!;
    const current = await call(german, {}, { SITE_KV: memoryKv() });
    expect(current.status).toBe(200);
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const texts = (await current.json()) as { pageTitle: { login: string } };
    expect(texts.pageTitle.login).toBe("Anmelden");

    for (const other of [
      "/api-sync/snippet/de-DE?v=0000000000",
      "/api-sync/snippet/de-DE?v=NOT%20A%20VERSION",
      "/api-sync/snippet/de-DE",
    ]) {
      const answer = await call(other, {}, { SITE_KV: memoryKv() });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=300, stale-while-revalidate=3600");
      expect(await answer.json()).toEqual(texts);
    }
  });
});
