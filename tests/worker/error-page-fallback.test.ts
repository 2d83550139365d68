import { describe, expect, it } from "vitest";
import deDE from "../../app/i18n/locales/de-DE.json";
import enGB from "../../app/i18n/locales/en-GB.json";
import { call, ORIGIN } from "./helpers";

/*
 * Spec section 8: the error page's "message by status code, fallback to the generic 500 message". A
 * form the Worker refuses before React runs (too large: 413, not a form: 415) has a status with no
 * text of its own: the page shows that status with the 500's texts, in the page's language. The
 * React error page's fallback: tests/unit/error-page-fallback.test.tsx.
 */

const paragraph = (html: string, kind: "title" | "description") =>
  html.match(new RegExp(`<p class="error-page__${kind}">([^<]*)</p>`))?.[1];

describe("the error page for a status without a text of its own", () => {
  it.each([
    ["a form too large", "/cart/", 413, enGB, { "content-type": "application/x-www-form-urlencoded" }],
    ["a body that is no form, in German", "/de/cart/", 415, deDE, { "content-type": "application/json" }],
  ])("%s: the status, with the generic 500 title and description", async (_name, path, status, texts, headers) => {
    // Unlisted indeed: no text of its own in either language.
    expect(Object.keys(texts.errorPage.title)).not.toContain(String(status));
    expect(Object.keys(texts.errorPage.description)).not.toContain(String(status));
    const response = await call(path, {
      method: "POST",
      headers: { origin: ORIGIN, referer: `${ORIGIN}${path}`, ...headers },
      body: status === 413 ? new URLSearchParams({ intent: "add-to-cart", padding: "x".repeat(70_000) }) : "{}",
    });
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(`<h1 id="error-status" class="error-page__status">${status}</h1>`);
    expect(paragraph(html, "title")).toBe(texts.errorPage.title["500"]);
    expect(paragraph(html, "description")).toBe(texts.errorPage.description["500"]);
  });
});
