import { data } from "react-router";
import * as z from "zod/mini";
import type { ActionResult } from "../framework/action-result";
import { defineIntent, storefrontAction } from "../framework/actions";
import { refusedByShop } from "../store-api/errors";
import { cancelOrder, readOrderState } from "./store-api";
import { hexId } from "../forms/fields";
import { PAGE_INTENTS } from "../session/page-action";
import * as INTENT from "../forms/intents";

/**
 * Cancel is a call (POST /store-api/order/state/cancel). Shown only for an
 * open order (Shopware's storefront rule); the shop may still refuse (the back office moved the order
 * on meanwhile). A refusal whose order is cancelled by now (the same form sent twice without
 * JavaScript) is no failure. Either way the page's loaders run again and show the order's state.
 */
export const cancelOrderIntent = defineIntent({
  schema: z.object({ orderId: hexId() }),
  async run({ services, domain }, { orderId: id }) {
    try {
      await cancelOrder(services.api, domain.languageId, id);
    } catch (error) {
      if (!refusedByShop(error)) throw error;
      if ((await readOrderState(services.api, domain.languageId, id)) !== "cancelled") {
        // Without JavaScript the page is shown again (post/redirect/get) and the notice tells; with it, the form does.
        if (!services.outcome) services.flash({ type: "danger", messageKey: "account.orders.cancelRefused" });
        // Not a 4xx: React Router revalidates after such an answer only, and the page must show the state the order moved to.
        return data<ActionResult>(
          { intent: INTENT.cancelOrder, ok: false, formError: "account.orders.cancelRefused" },
          { status: 200 },
        );
      }
    }
    services.flash({ type: "success", messageKey: "account.orders.cancelled" });
    return { intent: INTENT.cancelOrder, ok: true };
  },
});

/** The order detail's action: cancelling, and what every page answers. */
export const orderDetailAction = storefrontAction({ ...PAGE_INTENTS, [INTENT.cancelOrder]: cancelOrderIntent });
