import { useI18n } from "../i18n/context";
import { parcelLockerOfDelivery } from "../parcel-locker/store-api";
import type { OrderDelivery } from "./store-api";

/** The parcel locker an order goes to, beside its shipping method (the parcel delivery choice). */
export function OrderParcelLocker({ delivery }: { delivery: OrderDelivery | undefined }) {
  const { t } = useI18n();
  const locker = parcelLockerOfDelivery(delivery);
  if (!locker) return null;
  return (
    <p className="order-detail__method">
      <span>{t("parcelLocker.onOrder")}</span> {locker.warehouseName}, {locker.cityName}
    </p>
  );
}
