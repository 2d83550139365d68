import { Link } from "react-router";
import { Drawer } from "../components/Drawer";
import { useI18n } from "../i18n/context";
import { useLocalePath } from "../state/site";
import { CartContents } from "./CartContents";
import { useCartView } from "./use-cart-view";

/**
 * The mini cart: the cart's lines and totals in a drawer from the side (components/Drawer), on
 * phones and desktops alike. It opens only with JavaScript; without it the entry is a link to the cart page.
 */
export function MiniCart({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const loaded = useCartView().cart !== undefined;
  return (
    <Drawer
      titleId="mini-cart-title"
      title={t("pageTitle.cart")}
      closeLabel={t("cart.closeMiniCart")}
      className="mini-cart"
      onClose={onClose}
    >
      {/* Opened before the cart's first read has answered: it says so until then. */}
      {loaded ? <CartContents compact /> : <p role="status">{t("cart.loading")}</p>}
      <Link className="button button--secondary mini-cart__to-cart" to={localePath("/cart/")}>
        {t("cart.viewCart")}
      </Link>
    </Drawer>
  );
}
