import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useI18n } from "../i18n/context";
import { plural } from "../i18n/plural";
import { cartQuery } from "../queries/cart";
import { useServices } from "../router/services";
import { useDomain, useLocalePath } from "../state/site";
import { Icon } from "./Icon";

const CART = "M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z";

/**
 * The header's cart entry with the number of products. The count is read in the browser after the
 * page is shown (a cart is personal and never part of a rendered page); the badge is placed over
 * the icon, so its arrival moves nothing.
 */
export function CartEntry() {
  const { t, locale } = useI18n();
  const services = useServices();
  const { domain } = useDomain();
  const localePath = useLocalePath();
  const cart = useQuery({ ...cartQuery(services, domain.languageId), enabled: !services.isServer }).data;
  const count = (cart?.lineItems ?? []).filter((item) => item.type !== "promotion").reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  return (
    <Link className="header-entry header-entry--cart" to={localePath("/cart/")} aria-label={count ? plural(t, locale, "cart.entryWithCount", count) : t("cart.entry")}>
      <span className="header-entry__icon">
        <Icon path={CART} />
        {count ? (
          <span className="badge badge--count" aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </span>
      <span aria-hidden="true">{t("cart.entry")}</span>
    </Link>
  );
}
