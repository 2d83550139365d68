import { useEffect, useRef, useState, type ComponentType } from "react";
import { Link } from "react-router";
import { watchOtherTabs } from "../cart/other-tabs";
import { useCartView } from "../cart/use-cart-view";
import { useServices } from "../framework/services";
import { useI18n } from "../i18n/context";
import { plural } from "../i18n/plural";
import { useLocalePath } from "../state/site";
import { Icon } from "./Icon";

const CART =
  "M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z";

type MiniCartComponent = ComponentType<{ onClose: () => void }>;
let miniCart: Promise<MiniCartComponent> | null = null;
/** The mini cart's code loads when the shopper points at the entry, so it is there by the click. */
const loadMiniCart = () => (miniCart ??= import("../cart/MiniCart").then((m) => m.MiniCart));

/**
 * The header's cart entry with the number of products, as the shopper expects it (pending changes
 * included). The count is read in the browser after the page is shown (a cart is personal and
 * never part of a cached page); the badge is placed over the icon, so its arrival moves nothing.
 * With JavaScript it opens the mini cart; without, it is a link to the cart page.
 */
export function CartEntry() {
  const { t, locale } = useI18n();
  const localePath = useLocalePath();
  const services = useServices();
  const { count } = useCartView({ whenPersonal: true });
  // A new visitor's count reads no cart (session/personal-hint), yet hears of another tab's first line.
  useEffect(() => watchOtherTabs(services), [services]);
  const [MiniCart, setMiniCart] = useState<MiniCartComponent | null>(null);
  const entry = useRef<HTMLAnchorElement>(null);
  const open = (event: { preventDefault(): void; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean }) => {
    // A new tab or window still gets the cart page.
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void loadMiniCart().then((component) => setMiniCart(() => component));
  };
  return (
    <>
      <Link
        ref={entry}
        className="header-entry header-entry--cart"
        to={localePath("/cart/")}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={loadMiniCart}
        onFocus={loadMiniCart}
      >
        <span className="header-entry__icon">
          <Icon path={CART} />
          {count ? (
            <span className="badge badge--count" aria-hidden="true" data-cart-count={count}>
              {count > 99 ? "99+" : count}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true">{t("cart.entry")}</span>
        {/* The name comes from the content (not aria-label), so that it holds the visible text. */}
        <span className="visually-hidden">
          {count ? plural(t, locale, "cart.entryWithCount", count) : t("cart.entry")}
        </span>
      </Link>
      {MiniCart ? (
        <MiniCart
          onClose={() => {
            setMiniCart(null);
            entry.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}
