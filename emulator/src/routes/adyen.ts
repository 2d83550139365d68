import { type Context, Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { randomHex } from "../lib/crypto";
import { StoreApiError } from "../lib/errors";
import { jsonBody } from "../lib/request";
import { PAYMENT_METHODS } from "../seed/checkout-methods";
import { findOrder, setTransactionState, transactionsOf, type TransactionRow } from "../state/orders";
import { createPaymentSession, findPaymentSession, latestPaymentSession } from "../state/payment-sessions";
import { decodeToken, fingerprintAction, THREE_DS2_CARDS, threeDSResultSchema } from "../state/three-ds2";
import { payPalDetailsSchema, payPalSdkAction } from "../state/paypal";
import { validIban } from "../lib/iban";
import { requireCustomer } from "./account";

/**
 * The card and alternative payment provider (Adyen's Shopware plugin routes under /store-api/adyen):
 * its payment methods, payment details with the Web SDK's stateData (authorised, refused, a 3-D Secure
 * or PayPal redirect, or native 3-D Secure 2: state/three-ds2), the payment status and cancelling the
 * open transaction.
 */
export const PROVIDER_SEGMENT = "adyen";

/** Adyen's test card numbers, sent "encrypted" by the fake Drop-in as test_<number>. */
const CARDS: Record<string, "Authorised" | "Refused" | "3DS"> = {
  "4111111111111111": "Authorised",
  "5555555555554444": "Authorised",
  "4000000000000002": "Refused",
  "4212345678910006": "3DS",
};

/** The Drop-in's stateData: a payment method to charge, or the details coming back from a redirect. */
const paymentStateSchema = z
  .object({
    paymentMethod: z
      .object({
        type: z.string(),
        subtype: z.string().optional(),
        encryptedCardNumber: z.string().optional(),
        holderName: z.string().optional(),
        iban: z.string().optional(),
        ownerName: z.string().optional(),
      })
      .passthrough(),
    returnUrl: z.string().optional(),
  })
  .passthrough();
const detailsStateSchema = z.object({ details: z.object({ redirectResult: z.string() }) });
const threeDSDetailsSchema = z.object({ details: z.object({ threeDSResult: z.string() }) });

async function orderTransaction(
  c: Context<EmulatorEnv>,
  orderId: unknown,
): Promise<{ orderId: string; transaction: TransactionRow }> {
  const customer = requireCustomer(c);
  if (typeof orderId !== "string" || !orderId)
    throw StoreApiError.violations([
      { pointer: "/orderId", code: "VIOLATION::IS_BLANK_ERROR", detail: "This value should not be blank." },
    ]);
  const order = await findOrder(c.env.DB, orderId);
  if (!order || order.customer_id !== customer.id)
    throw new StoreApiError(404, "CHECKOUT__ORDER_NOT_FOUND", `Order with id "${orderId}" not found.`, { orderId });
  const [transaction] = await transactionsOf(c.env.DB, orderId);
  if (!transaction)
    throw new StoreApiError(404, "CHECKOUT__ORDER_TRANSACTION_NOT_FOUND", `No transaction for order "${orderId}".`, {
      orderId,
    });
  return { orderId, transaction };
}

function resultOf(state: string): { isFinal: boolean; resultCode: string } {
  switch (state) {
    case "paid":
    case "authorized":
      return { isFinal: true, resultCode: "Authorised" };
    case "failed":
      return { isFinal: true, resultCode: "Refused" };
    case "cancelled":
      return { isFinal: true, resultCode: "Cancelled" };
    default:
      // A redirect the shopper has not come back from: the provider waits for them.
      return { isFinal: false, resultCode: "RedirectShopper" };
  }
}

export const adyenRoutes = new Hono<EmulatorEnv>()
  .get(`/${PROVIDER_SEGMENT}/payment-methods`, async (c) => {
    const orderId = c.req.query("orderId");
    if (orderId) await orderTransaction(c, orderId);
    const types = PAYMENT_METHODS.filter((m) => m.provider === "adyen").map((m) => m.providerType);
    return c.json({
      paymentMethods: [
        ...(types.includes("scheme") ? [{ type: "scheme", name: "Cards", brands: ["visa", "mc", "amex"] }] : []),
        // PayPal's settings at Adyen: the merchant id PayPal's script is asked with, and the payment's intent.
        ...(types.includes("paypal")
          ? [
              {
                type: "paypal",
                name: "PayPal",
                configuration: { merchantId: "EMULATEDPAYPALMERCHANT", intent: "capture" },
              },
            ]
          : []),
        // Taken in the page by the SDK's SepaDirectDebit component (the account holder and the IBAN).
        ...(types.includes("sepadirectdebit") ? [{ type: "sepadirectdebit", name: "SEPA Direct Debit" }] : []),
      ],
      storedPaymentMethods: [],
    });
  })
  .post(`/${PROVIDER_SEGMENT}/payment-details`, async (c) => {
    const body = await jsonBody(c);
    const { orderId, transaction } = await orderTransaction(c, body["orderId"]);
    const raw =
      typeof body["stateData"] === "string"
        ? (() => {
            try {
              return JSON.parse(body["stateData"] as string);
            } catch {
              return null;
            }
          })()
        : body["stateData"];
    const db = c.env.DB;
    const threeDS = threeDSDetailsSchema.safeParse(raw);
    if (threeDS.success) {
      // Native 3-D Secure 2's end: the issuer's verdict kept by the emulator decides, not the browser's claim.
      const result = threeDSResultSchema.safeParse(decodeToken(threeDS.data.details.threeDSResult));
      const session = result.success ? await findPaymentSession(db, result.data.authorisationToken) : null;
      if (!session || session.transactionId !== transaction.id || !session.payload.threeDS2)
        return c.json({ isFinal: true, resultCode: "Error", refusalReason: "Unknown 3DS result" });
      const authenticated = session.payload.threeDS2.transStatus === "Y";
      await setTransactionState(db, transaction.id, authenticated ? "paid" : "failed");
      return c.json(
        authenticated
          ? { isFinal: true, resultCode: "Authorised" }
          : { isFinal: true, resultCode: "Refused", refusalReason: "3D Not Authenticated" },
      );
    }
    const payPal = payPalDetailsSchema.safeParse(raw);
    if (payPal.success) {
      // PayPal's approval through the SDK: what the shopper chose in PayPal's window decides.
      const session = await findPaymentSession(db, payPal.data.paymentData);
      const kept = session?.payload.paypal;
      if (!session || session.transactionId !== transaction.id || !kept || kept.token !== payPal.data.details.orderID)
        return c.json({ isFinal: true, resultCode: "Error", refusalReason: "Unknown PayPal order" });
      if (kept.decision !== "approved") {
        await setTransactionState(db, transaction.id, "failed");
        return c.json({ isFinal: true, resultCode: "Refused", refusalReason: "PayPal order not approved" });
      }
      await setTransactionState(db, transaction.id, "paid");
      return c.json({ isFinal: true, resultCode: "Authorised" });
    }
    const details = detailsStateSchema.safeParse(raw);
    if (details.success) {
      const session = await findPaymentSession(db, details.data.details.redirectResult);
      if (!session || session.transactionId !== transaction.id)
        return c.json({ isFinal: true, resultCode: "Error", refusalReason: "Unknown redirect result" });
      const outcome = session.payload.outcome;
      await setTransactionState(db, transaction.id, outcome === "authenticated" ? "paid" : "failed");
      return c.json(
        outcome === "authenticated"
          ? { isFinal: true, resultCode: "Authorised" }
          : { isFinal: true, resultCode: "Refused", refusalReason: "3D Not Authenticated" },
      );
    }
    const parsed = paymentStateSchema.safeParse(raw);
    if (!parsed.success)
      throw StoreApiError.violations([
        { pointer: "/stateData", code: "VIOLATION::INVALID_VALUE", detail: "The payment data is not valid." },
      ]);
    const data = parsed.data;
    const type = data.paymentMethod.type;
    const card = (data.paymentMethod.encryptedCardNumber ?? "").replace(/^test_/, "").replace(/\s+/g, "");
    const returnUrl = typeof data.returnUrl === "string" ? data.returnUrl : "";
    const threeDS2Flow = type === "scheme" ? THREE_DS2_CARDS[card] : undefined;
    if (threeDS2Flow) {
      const sessionId = randomHex(16);
      const response = {
        isFinal: false,
        resultCode: "IdentifyShopper",
        action: fingerprintAction(sessionId, c.get("state").origin),
      };
      await createPaymentSession(db, {
        id: sessionId,
        orderId,
        transactionId: transaction.id,
        payload: { type, returnUrl, threeDS2: { flow: threeDS2Flow }, response },
      });
      await setTransactionState(db, transaction.id, "in_progress");
      return c.json(response);
    }
    if (type === "paypal" && data.paymentMethod.subtype === "sdk") {
      // PayPal's button in the shop's page: the PayPal order's token for it, the shopper approves in PayPal's window.
      const sessionId = randomHex(16);
      const response = { isFinal: false, resultCode: "Pending", action: payPalSdkAction(sessionId) };
      await createPaymentSession(db, {
        id: sessionId,
        orderId,
        transactionId: transaction.id,
        payload: { type, returnUrl, paypal: { token: response.action.sdkData.token }, response },
      });
      await setTransactionState(db, transaction.id, "in_progress");
      return c.json(response);
    }
    if (type === "sepadirectdebit") {
      // A direct debit is authorised at once when the account is a real IBAN with its holder's name (Adyen's SEPA).
      const { iban = "", ownerName = "" } = data.paymentMethod;
      const authorised = validIban(iban) && ownerName.trim() !== "";
      await setTransactionState(db, transaction.id, authorised ? "paid" : "failed");
      return c.json(
        authorised
          ? { isFinal: true, resultCode: "Authorised" }
          : { isFinal: true, resultCode: "Refused", refusalReason: "Invalid bank account" },
      );
    }
    const outcome = type === "paypal" ? "3DS" : (CARDS[card] ?? "Refused");
    if (outcome === "Authorised") {
      await setTransactionState(db, transaction.id, "paid");
      return c.json({ isFinal: true, resultCode: "Authorised" });
    }
    if (outcome === "Refused") {
      await setTransactionState(db, transaction.id, "failed");
      return c.json({ isFinal: true, resultCode: "Refused", refusalReason: card ? "Refused" : "Invalid card number" });
    }
    const sessionId = randomHex(16);
    const response = {
      isFinal: false,
      resultCode: "RedirectShopper",
      action: {
        type: "redirect",
        method: "GET",
        paymentMethodType: type,
        url: `${c.get("state").origin}/__emulator/${PROVIDER_SEGMENT}/redirect/${sessionId}`,
      },
    };
    await createPaymentSession(db, {
      id: sessionId,
      orderId,
      transactionId: transaction.id,
      payload: { type, returnUrl, response },
    });
    await setTransactionState(db, transaction.id, "in_progress");
    return c.json(response);
  })
  .post(`/${PROVIDER_SEGMENT}/payment-status`, async (c) => {
    const body = await jsonBody(c);
    const { orderId, transaction } = await orderTransaction(c, body["orderId"]);
    // Adyen's plugin answers from the payment response it stored; before any payment-details there is none.
    if (transaction.state === "open")
      throw new StoreApiError(
        400,
        "ADYEN__PAYMENT_RESPONSE_NOT_FOUND",
        `Payment response cannot be found for order id: ${orderId}!`,
        { orderId },
      );
    // A payment waiting on the shopper: the answer that started it, with its action (PaymentResponseHandler::handleAdyenApis).
    const waiting = transaction.state === "in_progress" ? await latestPaymentSession(c.env.DB, transaction.id) : null;
    if (waiting?.payload.response) return c.json(waiting.payload.response);
    return c.json(resultOf(transaction.state));
  })
  .post(`/${PROVIDER_SEGMENT}/cancel-order-transaction`, async (c) => {
    const body = await jsonBody(c);
    const { transaction } = await orderTransaction(c, body["orderId"]);
    if (transaction.state === "paid")
      throw new StoreApiError(
        400,
        "SYSTEM__ILLEGAL_STATE_TRANSITION",
        `Illegal transition "cancel" from state "paid".`,
        { currentState: "paid" },
      );
    await setTransactionState(c.env.DB, transaction.id, "cancelled");
    return c.json({ success: true, apiAlias: "array_struct" });
  });
