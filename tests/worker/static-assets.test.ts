import { describe, expect, it } from "vitest";
import { clientManifest } from "../../worker/ssr/manifest";
import { call, downUpstream } from "./helpers";

describe("static assets", () => {
  it("serves the client entry with a year-long immutable cache", async () => {
    const response = await call(clientManifest().entry.file);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toContain("javascript");
  });

  it("serves public files without pretending they are immutable", async () => {
    const response = await call("/favicon.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).not.toContain("immutable");
  });

  it("answers a file that is none with 404 at once, without asking the shop", async () => {
    const response = await call("/wp-login.php", {}, { STORE_API: downUpstream() });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("Not Found");
  });

  it("lets a missing .html path through to the page lookup (it may be an SEO URL)", async () => {
    const response = await call("/old-page.html");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Page Not Found");
  });
});
