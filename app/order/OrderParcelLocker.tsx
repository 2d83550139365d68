import { useI18n } from "../i18n/context";
import type { ParcelSelection } from "../session/shop-plugins";

/**
 * The parcel locker an order goes to, beside its shipping method (the parcel delivery choice). The
 * loader reads it from the delivery (parcelLockerOfDelivery, through zod) and hands it here.
 */
export function OrderParcelLocker({ locker }: { locker: ParcelSelection | null }) {
  const { t } = useI18n();
  if (!locker) return null;
  return (
    <p className="order-detail__method">
      <span>{t("parcelLocker.onOrder")}</span> {locker.warehouseName}, {locker.cityName}
    </p>
  );
}
