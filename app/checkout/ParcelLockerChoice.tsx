import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { checkoutPath } from "../parcel-locker/links";
import { useDomain, useLocalePath } from "../state/site";
import type { ParcelSelection } from "../session/shop-plugins";

/**
 * The checkout's parcel locker (the parcel delivery choice): the one the shop keeps on
 * the cart, and the way to the parcel-locker page to choose or change it, which leads back to the
 * checkout of this language. A plain link: it works without JavaScript. The loader reads the choice off
 * the cart (parcelLockerOfCart, through zod) and hands it here.
 */
export function ParcelLockerChoice({ choice }: { choice: ParcelSelection | null }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const domain = useDomain();
  const href = `${localePath("/parcel-locker/")}?return=${encodeURIComponent(checkoutPath(domain.langPrefix))}`;
  return (
    <div className="parcel-choice-summary">
      <h3 className="parcel-choice-summary__title">{t("parcelLocker.choiceHeading")}</h3>
      {choice ? (
        <p className="parcel-choice-summary__value">
          <span className="parcel-choice-summary__name">{choice.warehouseName}</span>
          <span className="parcel-choice-summary__city">{choice.cityName}</span>
        </p>
      ) : (
        <p className="parcel-choice-summary__value">{t("parcelLocker.none")}</p>
      )}
      <Link to={href} className="parcel-choice-summary__link">
        {choice ? t("parcelLocker.change") : t("parcelLocker.chooseLink")}
      </Link>
    </div>
  );
}
