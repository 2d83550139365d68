import { expect, hydrated, test } from "./fixtures";

/** The emulator's demo parcel service key (emulator/src/seed/site-config.ts): server-only. */
const PARCEL_SERVICE_KEY = "demo-parcel-service-key-EDGE25";

/**
 * Issue 25 in a browser: the stricter headers (Permissions-Policy, img-src, form-action) block nothing
 * the pages use, and Chromium reads the Permissions-Policy without complaint (an unknown feature is a
 * console warning, collected here; a blocked image or script is a console error, which the fixture collects).
 */
test.describe("hardening headers in the browser (issue 25)", () => {
  for (const path of ["/", "/Photo-books/", "/cart/", "/parcel-locker/", "/login/"]) {
    test(`${path}: every image loads, no policy complaint, no server-only setting in the page`, async ({
      page,
      problems,
    }) => {
      const policyMessages: string[] = [];
      page.on("console", (message) => {
        if (/permissions.policy|feature.policy/i.test(message.text()))
          policyMessages.push(`${message.type()}: ${message.text()}`);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const headers = response!.headers();
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      await hydrated(page);
      // Images in view and below it: lazy ones are loaded by scrolling through the page.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState("networkidle");
      const broken = await page.evaluate(() =>
        [...document.images]
          .filter((image) => image.complete && image.currentSrc && image.naturalWidth === 0)
          .map((image) => image.currentSrc),
      );
      expect(broken).toEqual([]);
      expect(await page.content()).not.toContain(PARCEL_SERVICE_KEY);
      expect(problems).toEqual([]);
      expect(policyMessages).toEqual([]);
    });
  }

  test("the public configuration the browser reads has no server-only setting", async ({ page }) => {
    const response = await page.request.get("/api-sync/config");
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).toContain('"parcelLocker"');
    expect(text).not.toContain(PARCEL_SERVICE_KEY);
  });

  test("the page cannot ask for the camera, the microphone or the location", async ({ page }) => {
    await page.goto("/");
    const allowed = await page.evaluate(() => {
      const policy =
        (document as unknown as { permissionsPolicy?: { allowsFeature(feature: string): boolean } })
          .permissionsPolicy ??
        (document as unknown as { featurePolicy?: { allowsFeature(feature: string): boolean } }).featurePolicy;
      return policy
        ? ["camera", "microphone", "geolocation", "payment", "fullscreen"].map((feature) => [
            feature,
            policy.allowsFeature(feature),
          ])
        : null;
    });
    // Debian's Chromium, which these tests run in, exposes it: a missing policy object is a failure, not a skip.
    expect(allowed, "document.featurePolicy in Chromium").not.toBeNull();
    expect(Object.fromEntries(allowed!)).toEqual({
      camera: false,
      microphone: false,
      geolocation: false,
      payment: false,
      fullscreen: true,
    });
  });
});
