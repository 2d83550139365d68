import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { escapeHtml, providerPage } from "../lib/provider-page";
import { findPaymentSession, updatePaymentSession } from "../state/payment-sessions";
import { CHALLENGE_PASSWORD, decodeToken, encodeToken } from "../state/three-ds2";

/**
 * The card issuer's 3-D Secure 2 challenge (its Access Control Server) and the provider's notification
 * page, played by the emulator for native 3-D Secure 2 (state/three-ds2). Both are framed by the SDK on
 * the shop's page, at `EMULATED_ACS_ORIGIN` (https, which the SDK requires): the SDK posts the CReq into
 * its frame; the shopper answers the issuer; the issuer posts its CRes to the notification page, which
 * tells the SDK the outcome by postMessage (`challengeResult`, as Adyen's page does). The verdict is
 * kept with the payment: payment-details decides on it.
 */
export const adyenAcsRoutes = new Hono<EmulatorEnv>();

const creqSchema = z.object({
  acsTransID: z.string().min(1),
  threeDSServerTransID: z.string(),
  messageType: z.literal("CReq"),
});
const cresSchema = z.object({ transStatus: z.enum(["Y", "N"]), acsTransID: z.string() });

/** The session a challenge is about: a native 3-D Secure 2 payment with a challenge, not answered yet. */
async function challengeOf(db: D1Database, acsTransID: string) {
  const session = await findPaymentSession(db, acsTransID);
  return session?.payload.threeDS2?.flow === "challenge" && !session.payload.threeDS2.transStatus ? session : null;
}

adyenAcsRoutes.post("/challenge", async (c) => {
  const form = await c.req.parseBody();
  const creq = creqSchema.safeParse(decodeToken(String(form["creq"] ?? "")));
  const session = creq.success ? await challengeOf(c.env.DB, creq.data.acsTransID) : null;
  if (!creq.success || !session)
    return providerPage("Unknown transaction", "<h1>Unknown or finished transaction.</h1>");
  return providerPage(
    "Confirm your payment (emulated bank)",
    `<h1>Confirm your payment</h1>
<p>Your bank (the emulator) asks you to confirm this purchase. Test password: <code>${CHALLENGE_PASSWORD}</code>.</p>
<form method="post" action="challenge/answer">
<input type="hidden" name="acsTransID" value="${escapeHtml(creq.data.acsTransID)}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="off" required>
<button type="submit" name="answer" value="confirm">Confirm</button>
<button type="submit" name="answer" value="cancel" formnovalidate>Cancel</button>
</form>`,
  );
});

adyenAcsRoutes.post("/challenge/answer", async (c) => {
  const form = await c.req.parseBody();
  const acsTransID = String(form["acsTransID"] ?? "");
  const session = await challengeOf(c.env.DB, acsTransID);
  if (!session?.payload.threeDS2)
    return providerPage("Unknown transaction", "<h1>Unknown or finished transaction.</h1>");
  const transStatus = form["answer"] === "confirm" && form["password"] === CHALLENGE_PASSWORD ? "Y" : "N";
  await updatePaymentSession(c.env.DB, session.id, {
    ...session.payload,
    threeDS2: { ...session.payload.threeDS2, transStatus },
  });
  // The issuer's answer (CRes) goes to the provider's notification page, in the same frame.
  const cres = encodeToken({ transStatus, acsTransID, messageType: "CRes" });
  return providerPage(
    "Returning to the shop",
    `<form id="cres" method="post" action="../notification"><input type="hidden" name="cres" value="${cres}"></form>
<p>Returning to the shop…</p><script>document.getElementById("cres").submit();</script>`,
  );
});

adyenAcsRoutes.post("/notification", async (c) => {
  const form = await c.req.parseBody();
  const cres = cresSchema.safeParse(decodeToken(String(form["cres"] ?? "")));
  const transStatus = cres.success ? cres.data.transStatus : "U";
  const message = JSON.stringify({ type: "challengeResult", result: { transStatus } });
  return providerPage(
    "Authentication finished",
    `<p>Authentication finished.</p><script>parent.postMessage(${JSON.stringify(message)}, "*");</script>`,
  );
});
