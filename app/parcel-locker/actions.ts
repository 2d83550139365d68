import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { checkoutPath } from "./params";
import { safeReturnPath } from "../lib/return-path";
import { queryKey } from "../framework/query-keys";
import type { ActionResult } from "../framework/action-result";
import { defineIntent, storefrontAction, type StorefrontActionArgs } from "../framework/actions";
import { tellCart } from "../framework/action-outcome";
import { readCart } from "../cart/store-api";
import { ClientApiError } from "../store-api/errors";
import { readParcelCities, readParcelWarehouses, selectParcelLocker } from "../session/shop-plugins";
import { redirectField } from "../forms/fields";
import { PAGE_INTENTS } from "../session/page-action";
import * as INTENT from "../forms/intents";

const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, "form.errors.required"), z.maxLength(max, "form.errors.invalid"));
const ref = z
  .string({ error: "form.errors.required" })
  .check(
    z.trim(),
    z.minLength(1, "form.errors.required"),
    z.maxLength(64, "form.errors.invalid"),
    z.regex(/^[\w-]+$/, "form.errors.invalid"),
  );

/**
 * The parcel delivery choice as a form sends it. The names are posted too (the spec's
 * call carries them), but only the refs are believed: the names sent on are the service's own.
 */
export const parcelChoiceSchema = z.object({
  cityRef: ref,
  cityName: required(200),
  warehouseRef: ref,
  warehouseName: z.optional(z.string().check(z.maxLength(300, "form.errors.invalid"))),
  return: redirectField,
});

function refused({ services }: StorefrontActionArgs, messageKey: string) {
  // Said in a notice too: a browser without JavaScript is sent back to the list and reads it there.
  services.flash({ type: "danger", messageKey });
  return data<ActionResult>({ intent: INTENT.selectParcelLocker, ok: false, formError: messageKey }, { status: 400 });
}

/**
 * PATCH /store-api/{parcel-delivery-provider}/select. The locker must be one the
 * service lists for that city, and the city one it finds by its name with that ref: a tampered form
 * cannot put a locker of its own making (or a made-up name) on the cart. Then the cart, which now
 * carries the choice, is read again into the cache and the shopper goes back (303 without
 * JavaScript) to the same-origin return path, by default the checkout.
 */
export const selectParcelLockerIntent = defineIntent({
  schema: parcelChoiceSchema,
  async run(args, input) {
    const { services, domain, config } = args;
    const { active, segment } = config.parcelLocker;
    if (!active) return refused(args, "parcelLocker.errors.unavailable");
    const [warehouses, cities] = await Promise.all([
      // The service refuses a city it does not know (a 4xx violation): that is an unknown choice, not a failure.
      readParcelWarehouses(services.api, segment, input.cityRef).catch((error: unknown) => {
        if (error instanceof ClientApiError && error.statusCode >= 400 && error.statusCode < 500)
          return { elements: [], total: 0 };
        throw error;
      }),
      readParcelCities(services.api, segment, input.cityName),
    ]);
    const city = cities.elements.find((c) => c.ref === input.cityRef);
    const locker = warehouses.elements.find((w) => w.ref === input.warehouseRef && w.cityRef === input.cityRef);
    if (!city || !locker) return refused(args, "parcelLocker.errors.unknownLocker");

    const selection = { cityRef: city.ref, cityName: city.name, warehouseRef: locker.ref, warehouseName: locker.name };
    // The choice lives on the cart: it goes in cart order, and the cart read after it is the one cached.
    // The choice lives on the cart: the cart read after it is the one the page caches (with JavaScript, in its cart order).
    await selectParcelLocker(services.api, segment, selection);
    const cart = await readCart(services.api, domain.languageId);
    services.queryClient.setQueryData(queryKey("cart", domain.languageId), cart);
    tellCart(services, domain.languageId, cart);
    services.flash({ type: "success", messageKey: "parcelLocker.chosen", params: { name: locker.name } });
    throw redirect(safeReturnPath(input.return, checkoutPath(domain.langPrefix)), 303);
  },
});

/** The parcel-locker page's action: the choice, and what every page answers. */
export const parcelLockerAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.selectParcelLocker]: selectParcelLockerIntent,
});
