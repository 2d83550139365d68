import * as z from "zod/mini";
import { parcelSelectionSchema } from "../store-api/contracts/shop-plugins";
import type { Cart } from "../cart/store-api";
import type { ParcelSelection } from "../session/shop-plugins";

/**
 * The parcel locker the shop keeps on the cart: Shopware's plugin (and the emulator) answer it as the
 * cart's `extensions.parcelLocker`. The official Cart type leaves extensions untyped, so it is checked
 * here; a missing or malformed one is no choice (the checkout then asks for one) rather than an error.
 */
const cartWithChoiceSchema = z.object({ extensions: z.object({ parcelLocker: parcelSelectionSchema }) });

export function parcelLockerOfCart(cart: Cart | null | undefined): ParcelSelection | null {
  const parsed = cartWithChoiceSchema.safeParse(cart);
  return parsed.success ? parsed.data.extensions.parcelLocker : null;
}

/** The locker an order is delivered to: the shop keeps the cart's choice on the order's delivery (its custom fields). */
const deliveryWithChoiceSchema = z.object({ customFields: z.object({ parcelLocker: parcelSelectionSchema }) });

export function parcelLockerOfDelivery(
  delivery: { customFields?: unknown } | null | undefined,
): ParcelSelection | null {
  const parsed = deliveryWithChoiceSchema.safeParse(delivery);
  return parsed.success ? parsed.data.customFields.parcelLocker : null;
}
