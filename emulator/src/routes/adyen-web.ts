import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { randomHex } from "../lib/crypto";
import { findPaymentSession, updatePaymentSession } from "../state/payment-sessions";
import { challengeAction, encodeToken } from "../state/three-ds2";

/**
 * The payment provider's own web endpoints, as Adyen's Web SDK (@adyen/adyen-web 6) calls them, played
 * offline: the secured fields (one page per card field, framed by the SDK's Card component), the device
 * fingerprint page of its risk module, its analytics, its brand logos and its translations. The site
 * configuration points the SDK here (`paymentProvider.environmentUrls`, the SDK's `_environmentUrls`);
 * the storefront forwards `/checkoutshopper/*` and `/checkoutanalytics/*` to the emulator in development
 * only (worker/middleware/emulator-routes), because the SDK accepts a secured field's message only from
 * the origin before `/checkoutshopper/` in its URL.
 *
 * What a secured field sends is the SDK's message protocol (its `SecuredField` and `CSF` modules): a
 * `config` answer to the SDK's configuration, `focus`, the card `brand`, `encryption` with the field's
 * blobs once it is complete and valid, and a validation message (with an error code of the SDK's
 * translations) otherwise. The blobs are the emulator's test tokens (`test_<value>`), which its Adyen
 * routes (./adyen) take as Adyen's test environment takes its test cards; a real account's secured
 * fields encrypt, and never show the card to the shop's page either.
 */
export const adyenWebRoutes = new Hono<EmulatorEnv>();

/** The secured field's page: one input, the SDK's protocol over postMessage (JSON strings). */
const SECURED_FIELD_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secured field (Store API emulator)</title>
<style>
html, body { margin: 0; height: 100%; background: transparent; }
input { box-sizing: border-box; width: 100%; height: 100%; border: 0; outline: 0; padding: 0; margin: 0;
  background: transparent; color: #00112c; font: 16px/1.2 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif; }
input::placeholder { color: #8c95a5; }
</style>
</head>
<body>
<input id="field" type="text" inputmode="numeric" autocomplete="off" spellcheck="false">
<script>
(() => {
  const input = document.getElementById("field");
  let parentOrigin = "";
  try { parentOrigin = atob(new URLSearchParams(location.search).get("d") || ""); } catch {}
  let config = null;
  let encrypted = false;
  let shownError = "";
  let brand = null;
  let cvcLength = 3;
  const post = (message) =>
    parent.postMessage(JSON.stringify({ ...message, numKey: config.numKey, fieldType: config.fieldType }), parentOrigin);
  const digits = () => input.value.replace(/\\D/g, "");
  const luhn = (number) => {
    let sum = 0;
    for (let i = 0; i < number.length; i++) {
      let digit = Number(number[number.length - 1 - i]);
      if (i % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
      sum += digit;
    }
    return sum % 10 === 0;
  };
  const brandOf = (number) =>
    /^3[47]/.test(number) ? "amex" : /^4/.test(number) ? "visa" : /^(5[1-5]|2[2-7])/.test(number) ? "mc" : null;
  const blob = (value) => "test_" + value;

  /** The field's verdict: its blobs when valid, else the error code it shows once left (or "" while typed). */
  function verdict() {
    const value = digits();
    switch (config.fieldType) {
      case "encryptedCardNumber": {
        if (!value) return { error: "" };
        const known = brandOf(value);
        const groups = (config.cardGroupTypes || ["amex", "mc", "visa"]);
        if (known && !groups.includes(known)) return { error: "cc.num.903" };
        const length = known === "amex" ? 15 : 16;
        if (value.length < length) return { error: "cc.num.901" };
        if (!luhn(value) || !known) return { error: "cc.num.902" };
        return {
          blobs: [{ type: "card", encryptedFieldName: "encryptedCardNumber", blob: blob(value) }],
          extra: { endDigits: value.slice(-4), issuerBin: value.slice(0, 6) },
        };
      }
      case "encryptedExpiryDate": {
        if (!value) return { error: "" };
        if (value.length < 4) return { error: "cc.dat.911" };
        const month = Number(value.slice(0, 2));
        const year = 2000 + Number(value.slice(2, 4));
        const now = new Date();
        if (month < 1 || month > 12) return { error: "cc.dat.912" };
        if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1) return { error: "cc.dat.912" };
        return {
          blobs: [
            { type: "card", encryptedFieldName: "encryptedExpiryMonth", blob: blob(value.slice(0, 2)) },
            { type: "card", encryptedFieldName: "encryptedExpiryYear", blob: blob(String(year)) },
          ],
          extra: {},
        };
      }
      case "encryptedSecurityCode": {
        if (!value) return { error: "" };
        if (value.length !== cvcLength) return { error: cvcLength === 4 ? "cc.cvc.921.amex" : "cc.cvc.921" };
        return { blobs: [{ type: "card", encryptedFieldName: "encryptedSecurityCode", blob: blob(value) }], extra: {} };
      }
      default:
        return { error: "err.gen.9101" };
    }
  }

  function update(left) {
    if (!config) return;
    if (config.fieldType === "encryptedExpiryDate") {
      // As the shopper types: MM/YY.
      const value = digits().slice(0, 4);
      input.value = value.length > 2 ? value.slice(0, 2) + "/" + value.slice(2) : value;
    }
    if (config.fieldType === "encryptedCardNumber") {
      const value = digits().slice(0, 19);
      input.value = value.replace(/(\\d{4})(?=\\d)/g, "$1 ");
      const known = brandOf(value);
      if (known !== brand) {
        brand = known;
        // The SDK shows the brand and tells the security code's frame how long its code is.
        if (known) post({ action: "brand", brand: known, cvcPolicy: "required", expiryDatePolicy: "required", cvcText: "Security code" });
      }
    }
    const result = verdict();
    if (result.blobs) {
      shownError = "";
      encrypted = true;
      post({ action: "encryption", [config.fieldType]: result.blobs, ...result.extra });
      return;
    }
    // A field that was complete and is not any more, or an error shown once the field is left.
    const error = left || shownError ? result.error : "";
    if (encrypted || error !== shownError) {
      encrypted = false;
      shownError = error;
      post({ action: "validation", error });
    }
  }

  window.addEventListener("message", (event) => {
    if (event.origin !== parentOrigin || typeof event.data !== "string") return;
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (!message || typeof message !== "object") return;
    if (!config) {
      config = message;
      const ui = config.iframeUIConfig || {};
      const aria = (ui.ariaConfig && ui.ariaConfig[config.fieldType]) || {};
      if (typeof aria.label === "string") input.setAttribute("aria-label", aria.label);
      const placeholder = ui.placeholders && ui.placeholders[config.fieldType];
      if (typeof placeholder === "string") input.placeholder = placeholder;
      input.autocomplete = { encryptedCardNumber: "cc-number", encryptedExpiryDate: "cc-exp", encryptedSecurityCode: "cc-csc" }[config.fieldType] || "off";
      post({ action: "config" });
      return;
    }
    if (message.focus === true) input.focus();
    if (config.fieldType === "encryptedSecurityCode" && typeof message.brand === "string") {
      cvcLength = message.brand === "amex" ? 4 : 3;
      if (digits()) update(false);
    }
  });
  input.addEventListener("input", () => update(false));
  input.addEventListener("focus", () => config && post({ action: "focus", focus: true }));
  input.addEventListener("blur", () => {
    if (!config) return;
    post({ action: "focus", focus: false });
    update(true);
  });
})();
</script>
</body>
</html>`;

/** The risk module's device fingerprint page: answers with a fingerprint at once. */
const DEVICE_FINGERPRINT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Device fingerprint (Store API emulator)</title></head>
<body><script>
parent.postMessage(JSON.stringify({ type: "deviceFingerprint", value: "emulator-device-fingerprint" }), "*");
</script></body></html>`;

/** A brand's logo: its name in a card-shaped box (Adyen serves the brand's artwork). */
const logo = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="26" viewBox="0 0 40 26"><rect width="40" height="26" rx="3" fill="#fff" stroke="#c9cdd3"/><text x="20" y="16" font-family="sans-serif" font-size="8" text-anchor="middle" fill="#00112c">${name.slice(0, 6).replace(/[^a-z0-9_-]/gi, "")}</text></svg>`;

const html = (body: string) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" } });

// Under the environment's name ("/checkoutshopper/test/"): the SDK refuses a test client key against a
// URL without "test" in it, as it would a test key against Adyen's live hosts.
adyenWebRoutes.get("/checkoutshopper/:environment/securedfields/:clientKey/:version/securedFields.html", () =>
  html(SECURED_FIELD_PAGE),
);
adyenWebRoutes.get("/checkoutshopper/:environment/assets/html/:clientKey/:page", () => html(DEVICE_FINGERPRINT_PAGE));
// Its brand logos and component icons (images/logos/…, images/components/…).
adyenWebRoutes.get("/checkoutshopper/:environment/images/*", (c) => {
  const name =
    c.req.path
      .split("/")
      .pop()
      ?.replace(/\.svg$/, "") ?? "card";
  return c.body(logo(name), 200, { "content-type": "image/svg+xml", "cache-control": "max-age=3600" });
});
// The SDK merges these over its own English texts: the emulator adds none.
adyenWebRoutes.get("/checkoutshopper/:environment/sdk/:version/translations/:locale", (c) => c.json({}));
adyenWebRoutes.post("/checkoutanalytics/:environment/v3/analytics", (c) =>
  c.json({ checkoutAttemptId: randomHex(32) }),
);
adyenWebRoutes.post("/checkoutanalytics/:environment/v3/analytics/:attempt", (c) => c.body(null, 204));

/**
 * Native 3-D Secure 2, after the SDK fingerprinted the browser (state/three-ds2): the provider's own
 * endpoint the SDK calls with the fingerprint and the action's `paymentData`. Frictionless, the payment
 * is authenticated at once ("completed", whose details the shop sends on with payment-details); else
 * the issuer's challenge. Adyen answers an unknown payment with a 422 in its error shape.
 */
/** What the SDK posts once it fingerprinted the browser: the payment's reference and the result. */
const fingerprintSubmission = z.object({ paymentData: z.string().min(1), fingerprintResult: z.string() });

adyenWebRoutes.post("/checkoutshopper/:environment/v1/submitThreeDS2Fingerprint", async (c) => {
  const body = fingerprintSubmission.safeParse(await c.req.json().catch(() => null));
  const session = body.success ? await findPaymentSession(c.env.DB, body.data.paymentData) : null;
  const threeDS2 = session?.payload.threeDS2;
  if (!session || !threeDS2)
    return c.json({ status: 422, errorCode: "14_002", message: "Invalid payment data", errorType: "validation" }, 422);
  // The bank answered already (the page was read again before its answer went on): that answer, not a new challenge.
  const answered = threeDS2.transStatus ?? (threeDS2.flow === "frictionless" ? "Y" : null);
  if (answered) {
    if (!threeDS2.transStatus)
      await updatePaymentSession(c.env.DB, session.id, {
        ...session.payload,
        threeDS2: { ...threeDS2, transStatus: answered },
      });
    return c.json({
      type: "completed",
      details: { threeDSResult: encodeToken({ transStatus: answered, authorisationToken: session.id }) },
    });
  }
  return c.json({ type: "action", action: challengeAction(session.id) });
});
