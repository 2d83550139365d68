import { useId } from "react";
import { AddressLines } from "../components/AddressLines";
import { useI18n } from "../i18n/context";
import { postalAddress } from "../lib/address-lines";
import { translatedName } from "../lib/entity-names";
import type { ParcelSelection } from "../session/shop-plugins";
import type { OrderDetail } from "./store-api";
import { OrderParcelLocker } from "./OrderParcelLocker";

/**
 * The billing address with the payment method (the newest transaction's), the shipping address of the
 * first delivery with its method and parcel locker: the order detail's and the success page's.
 * `block` names the screen's CSS block; `parcelLocker` is the delivery's, read by the loader.
 */
export function OrderAddresses({
  order,
  parcelLocker,
  block,
}: {
  order: OrderDetail;
  parcelLocker: ParcelSelection | null;
  block: "order-detail" | "order-success";
}) {
  const { t } = useI18n();
  const id = useId();
  const delivery = order.deliveries?.[0];
  const billing = order.billingAddress ?? order.addresses?.find((address) => address.id === order.billingAddressId);
  const payment = order.transactions?.[0]?.paymentMethod;
  return (
    <div className={`${block}__addresses`}>
      <section aria-labelledby={`${id}-billing`} className={`${block}__box`}>
        <h2 id={`${id}-billing`}>{t("account.orders.billingAddress")}</h2>
        {billing ? <AddressLines address={postalAddress(billing)} className="order-address" /> : null}
        {payment ? (
          <p className={`${block}__method`}>
            <span>{t("account.orders.paymentMethod")}</span> {translatedName(payment)}
          </p>
        ) : null}
      </section>
      <section aria-labelledby={`${id}-shipping`} className={`${block}__box`}>
        <h2 id={`${id}-shipping`}>{t("account.orders.shippingAddress")}</h2>
        {delivery?.shippingOrderAddress ? (
          <AddressLines address={postalAddress(delivery.shippingOrderAddress)} className="order-address" />
        ) : null}
        {delivery?.shippingMethod ? (
          <p className={`${block}__method`}>
            <span>{t("account.orders.shippingMethod")}</span> {translatedName(delivery.shippingMethod)}
          </p>
        ) : null}
        <OrderParcelLocker locker={parcelLocker} />
      </section>
    </div>
  );
}
