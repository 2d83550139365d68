import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { escapeHtml, providerPage } from "../lib/provider-page";
import { findPaymentSession, updatePaymentSession } from "../state/payment-sessions";
import { sessionOfToken } from "../state/paypal";

/**
 * PayPal's side of a PayPal payment through the provider's SDK (state/paypal), played: the part of
 * PayPal's JS SDK that Adyen's PayPal component uses (`paypal.FUNDING`, `paypal.Buttons` with
 * `isEligible`, `render`, and the callbacks `createOrder`, `onApprove`, `onCancel`, `onError`), and
 * PayPal's approval window. Served at `/__emulator/paypal/…` and, in the end-to-end tests, as
 * `https://www.paypal.com/…` (the component's fixed script URL is `/sdk/js`; the window is `/checkoutnow`).
 */
export const fakePayPalRoutes = new Hono<EmulatorEnv>();

/**
 * The stand-in of PayPal's JS SDK. One PayPal button (the other funding sources are not eligible);
 * a click opens PayPal's window at once (a browser lets a click open it; the order's token comes from
 * `createOrder` afterwards, as PayPal's own SDK does it), and the window's answer comes back by
 * postMessage from the script's own origin.
 */
const SDK_SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const FUNDING = { PAYPAL: "paypal", CREDIT: "credit", PAYLATER: "paylater", VENMO: "venmo" };
  function Buttons(options) {
    return {
      isEligible: () => options.fundingSource === FUNDING.PAYPAL,
      render(container) {
        const button = document.createElement("button");
        button.type = "button";
        button.className = "emulated-paypal-button";
        button.textContent = "PayPal";
        button.setAttribute("aria-label", "Pay with PayPal");
        button.style.cssText = "width:100%;min-height:44px;border:0;border-radius:4px;background:#ffc439;color:#111;font:700 16px/1 system-ui,sans-serif;cursor:pointer";
        button.addEventListener("click", async () => {
          const popup = window.open("", "emulated-paypal", "width=480,height=640");
          if (options.onClick) options.onClick({ fundingSource: options.fundingSource });
          let token;
          try {
            token = await options.createOrder();
          } catch (error) {
            if (popup) popup.close();
            if (options.onError) options.onError(error);
            return;
          }
          if (!popup) {
            if (options.onError) options.onError(new Error("PayPal's window was blocked"));
            return;
          }
          popup.location.href = origin + "/checkoutnow?token=" + encodeURIComponent(token);
          const answered = (event) => {
            const data = event.data;
            if (event.origin !== origin || !data || data.source !== "emulated-paypal" || data.token !== token) return;
            window.removeEventListener("message", answered);
            if (data.type === "approved")
              options.onApprove({ orderID: token, payerID: data.payerID, paymentSource: "paypal" }, {});
            else if (options.onCancel) options.onCancel({ orderID: token });
          };
          window.addEventListener("message", answered);
        });
        container.appendChild(button);
        return Promise.resolve();
      },
    };
  }
  window.paypal = { FUNDING, Buttons, version: "emulated" };
})();
`;

fakePayPalRoutes.get(
  "/sdk/js",
  () =>
    new Response(SDK_SCRIPT, {
      headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
    }),
);

const tokenQuery = z.object({ token: z.string().regex(/^EC-[0-9a-f]{32}$/) });

/** The PayPal order a window is about: a PayPal payment through the SDK. */
async function payPalOrder(db: D1Database, token: string) {
  const id = sessionOfToken(token);
  const session = id ? await findPaymentSession(db, id) : null;
  return session?.payload.paypal?.token === token ? session : null;
}

/** PayPal's window answering the shop's page (its opener), then closing, as PayPal's does. */
const answerPage = (token: string, approved: boolean) =>
  providerPage(
    "PayPal (emulator)",
    `<p>Returning to the shop…</p><script>if (window.opener) window.opener.postMessage(${JSON.stringify({
      source: "emulated-paypal",
      type: approved ? "approved" : "cancelled",
      token,
      payerID: "EMULATEDPAYER01",
    })}, "*"); window.close();</script>`,
  );

const UNKNOWN = "<h1>This PayPal order is unknown.</h1>";

fakePayPalRoutes.get("/checkoutnow", async (c) => {
  const query = tokenQuery.safeParse(c.req.query());
  const session = query.success ? await payPalOrder(c.env.DB, query.data.token) : null;
  if (!query.success || !session) return providerPage("PayPal (emulator)", UNKNOWN);
  // Approved already (the shop's page was read again before it went on): PayPal answers so at once.
  if (session.payload.paypal?.decision === "approved") return answerPage(query.data.token, true);
  return providerPage(
    "PayPal (emulator)",
    `<h1>Pay with PayPal (emulator)</h1>
<p>Log in and approve the payment to the shop, as PayPal would ask.</p>
<form method="post" action="checkoutnow/answer">
<input type="hidden" name="token" value="${escapeHtml(query.data.token)}">
<button type="submit" name="answer" value="approve">Approve</button>
<button type="submit" name="answer" value="cancel">Cancel and return to the shop</button>
</form>`,
  );
});

const answerForm = z.object({ token: z.string().regex(/^EC-[0-9a-f]{32}$/), answer: z.enum(["approve", "cancel"]) });

fakePayPalRoutes.post("/checkoutnow/answer", async (c) => {
  const form = answerForm.safeParse(await c.req.parseBody());
  const session = form.success ? await payPalOrder(c.env.DB, form.data.token) : null;
  const kept = session?.payload.paypal;
  if (!form.success || !session || !kept) return providerPage("PayPal (emulator)", UNKNOWN);
  // Approved, PayPal's order can be captured; closed without it, it stays open, as PayPal's does (the button works again).
  const approved = form.data.answer === "approve" || kept.decision === "approved";
  if (approved && !kept.decision)
    await updatePaymentSession(c.env.DB, session.id, { ...session.payload, paypal: { ...kept, decision: "approved" } });
  return answerPage(form.data.token, approved);
});
