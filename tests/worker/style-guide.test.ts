import { describe, expect, it } from "vitest";
import { clientManifest } from "../../worker/ssr/manifest";
import { call } from "./helpers";

const SECTIONS = [
  "colour",
  "type",
  "spacing",
  "radius",
  "shadow",
  "focus",
  "buttons",
  "fields",
  "stepper",
  "card",
  "drawer",
  "dialog",
  "notices",
  "badges",
  "price",
];

describe("the style guide (/__styleguide/)", () => {
  it("renders every token and component with the app's stylesheet where the emulator's pages are on", async () => {
    const response = await call("/__styleguide/", {}, { EMULATOR_ROUTES: "true" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    for (const href of clientManifest().stylesheets) expect(html).toContain(`<link rel="stylesheet" href="${href}">`);
    for (const id of SECTIONS) expect(html).toContain(`<section class="sg-section" id="${id}"`);
    for (const name of [
      "button--primary",
      "field__error",
      "stepper__button",
      "product-card",
      "drawer__panel",
      "dialog__actions",
      "notice--danger",
      "badge--sale",
      "price__list",
    ])
      expect(html).toContain(name);
    expect(html).not.toContain("<script");
  });

  it("is not there where the emulator's pages are off", async () => {
    const response = await call("/__styleguide/", {}, { EMULATOR_ROUTES: "false" });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("sg-section");
  });
});
