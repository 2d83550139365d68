import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import type { Bindings } from "../../worker/env";
import { call, emulatorSiteConfig, kvEntry, memoryKv } from "./helpers";

const STORE_API = (env as unknown as Bindings).STORE_API!;

/** The emulator's shop with the editor script at another origin (Printbox's CDN, as in production). */
async function withInitializer(initializerUrl: string) {
  const config = await emulatorSiteConfig();
  return {
    SITE_KV: memoryKv({
      [SITE_CONFIG_KV_KEY]: kvEntry({ ...config, printService: { ...config.printService, initializerUrl } }),
    }),
    STORE_API,
  };
}

const directive = (policy: string, name: string) =>
  policy.split(";").find((d) => d.trim().startsWith(`${name} `)) ?? "";

describe("the editor's origin in the Content-Security-Policy (issue: on the editor's pages only)", () => {
  it("is allowed for scripts, its API, styles, fonts and images on the editor page, in every language", async () => {
    const bindings = await withInitializer("https://js-cdn.getprintbox.com/init/edge_print_demo/init.min.js");
    for (const path of ["/editor/?productFamilyId=101&moduleId=photobook", "/de/editor/?productFamilyId=101"]) {
      const policy = (await call(path, {}, bindings)).headers.get("content-security-policy") ?? "";
      // img-src too since issue 25: images are no longer allowed from any https origin.
      for (const name of ["script-src", "connect-src", "style-src", "font-src", "img-src"])
        expect(directive(policy, name), `${path} ${name}`).toContain("https://js-cdn.getprintbox.com");
      expect(directive(policy, "img-src")).toContain("blob:");
    }
  });

  it("is not allowed anywhere else", async () => {
    const bindings = await withInitializer("https://js-cdn.getprintbox.com/init/edge_print_demo/init.min.js");
    for (const path of ["/", "/cart/", "/hello/"]) {
      const policy = (await call(path, {}, bindings)).headers.get("content-security-policy") ?? "";
      expect(policy, path).not.toContain("getprintbox.com");
    }
  });

  it("adds nothing for a script of this site (the emulator's stand-in)", async () => {
    const policy = (await call("/editor/?productFamilyId=101")).headers.get("content-security-policy") ?? "";
    expect(directive(policy, "script-src")).toMatch(/^\s*script-src 'self' 'nonce-[^']+'$/);
  });

  it("Printbox's editor API at an origin of its own is allowed for calls on the editor's and the projects' pages only", async () => {
    const config = await emulatorSiteConfig();
    const bindings = {
      SITE_KV: memoryKv({
        [SITE_CONFIG_KV_KEY]: kvEntry({
          ...config,
          printService: { ...config.printService, editorApiUrl: "https://api.getprintbox.example/" },
        }),
      }),
      STORE_API,
    };
    const editor = (await call("/editor/?productFamilyId=101", {}, bindings)).headers.get("content-security-policy");
    expect(directive(editor ?? "", "connect-src")).toContain("https://api.getprintbox.example");
    expect(directive(editor ?? "", "script-src")).not.toContain("api.getprintbox.example");
    const home = (await call("/", {}, bindings)).headers.get("content-security-policy");
    expect(home).not.toContain("api.getprintbox.example");
  });

  it("an empty initializer URL means Printbox's CDN for the instance", async () => {
    const bindings = await withInitializer("");
    const policy =
      (await call("/editor/?productFamilyId=101", {}, bindings)).headers.get("content-security-policy") ?? "";
    expect(directive(policy, "script-src")).toContain("https://js-cdn.getprintbox.com");
  });
});

describe("the editor page's HTML", () => {
  it("carries no editor script: the page loads it when the editor opens", async () => {
    const html = await (await call("/editor/?productFamilyId=101&moduleId=photobook")).text();
    expect(/<script[^>]*init\.min\.js/.test(html)).toBe(false);
    expect(html.includes('id="app"')).toBe(true);
  });

  it("marks the web view from the server's HTML on (the shop's header and footer are hidden by the stylesheet)", async () => {
    const html = await (await call("/editor/?productFamilyId=101&moduleId=photobook&web-view=1")).text();
    expect(html).toContain("editor-page--web-view");
  });

  it.each([["/editor/"], ["/editor/?productFamilyId=<script>"], ["/editor/?moduleId=photobook"]])(
    "a malformed editor link (%s) is the 404 page",
    async (path) => {
      expect((await call(path)).status).toBe(404);
    },
  );
});
