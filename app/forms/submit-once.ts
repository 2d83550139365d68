import { data } from "react-router";
import { paymentRedirect } from "../payment/pay-order";
import type { ActionResult } from "../framework/action-result";
import type { IntentAnswer, StorefrontActionArgs } from "../framework/actions";
import type { FlashNotice } from "../framework/services";
import type { Intent } from "./intents";

const redirected = (answer: unknown): answer is Response =>
  answer instanceof Response && answer.status >= 300 && answer.status < 400 && answer.headers.has("Location");

/**
 * Issue 25, one order and one payment per submit: "place order" and "pay again" check, then act, and
 * two posts at once (a double click before hydration, two tabs) must not both act. The form carries
 * an idempotency key made with its page (loaders: newIdempotencyKey); the Worker's submit ledger
 * (worker/idempotency) lets the first post with it act and holds every other post of the session's
 * form until it is done. A post whose key has acted is answered with that result (the same redirect
 * and notices: the same order's success page, the same provider page); a failed form (the terms
 * not accepted, a changed cart) or a failure releases the key, so the form can be sent again with it.
 *
 * Only a redirect counts as having acted: these intents end in one when an order or a payment was
 * made, and answer a form error (data) otherwise.
 */
export async function submitOnce(
  args: StorefrontActionArgs,
  scope: Intent,
  key: string,
  run: (args: StorefrontActionArgs) => Promise<IntentAnswer>,
): Promise<IntentAnswer> {
  const gate = args.services.submissions;
  // These forms post to the Worker with JavaScript too (PlaceOrder, PayAgain): an action run in the
  // browser would act unguarded, so it does not act at all (the action answers its failure notice).
  if (!gate) throw new Error(`${scope} acts in the Worker only`);
  const begun = await gate.begin(scope, key);
  if (begun.state === "done") {
    for (const notice of begun.result.notices) args.services.flash(notice);
    throw paymentRedirect(begun.result.location);
  }
  if (begun.state === "busy")
    return data<ActionResult>({ intent: scope, ok: false, formError: "form.errors.stillSending" }, { status: 409 });

  const notices: FlashNotice[] = [];
  const services = {
    ...args.services,
    flash: (notice: FlashNotice) => {
      notices.push(notice);
      args.services.flash(notice);
    },
  };
  let outcome: unknown = null;
  try {
    outcome = await run({ ...args, services });
    return outcome as IntentAnswer;
  } catch (thrown) {
    outcome = thrown;
    throw thrown;
  } finally {
    if (redirected(outcome)) {
      // The order (or payment) exists: a ledger that cannot note it must not turn that into an error
      // page. The record stays pending until its lease ends; a post after that finds the emptied cart
      // (or the newer payment) and is led to what this one did by the intent's own checks.
      await gate
        .finish(scope, key, { location: outcome.headers.get("Location") ?? "", notices })
        .catch((error: unknown) => console.error("submit ledger: finish failed", scope, error));
    } else {
      await gate
        .release(scope, key)
        .catch((error: unknown) => console.error("submit ledger: release failed", scope, error));
    }
  }
}
