import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { keepFocusInside } from "../lib/dialog-focus";
import { useI18n } from "../i18n/context";
import { useLocalePath } from "../state/site";
import { CartContents } from "./CartContents";
import { useCartView } from "./use-cart-view";

/**
 * The mini cart (issue: a dialog or drawer from the header's cart entry): the cart's lines and
 * totals in a modal <dialog>, which keeps focus inside, closes with Escape and gives focus back to
 * the cart entry. It opens only with JavaScript; without it the entry is a link to the cart page.
 */
export function MiniCart({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const dialog = useRef<HTMLDialogElement>(null);
  const loaded = useCartView().cart !== undefined;
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // A click on the backdrop (the dialog itself, outside its panel), or on a link that leads elsewhere, closes it.
    const closeOnClick = (event: MouseEvent) => {
      if (event.target === element || (event.target as Element).closest("a")) element.close();
    };
    const keepFocus = (event: KeyboardEvent) => keepFocusInside(element, event);
    element.addEventListener("click", closeOnClick);
    element.addEventListener("keydown", keepFocus);
    return () => {
      element.removeEventListener("keydown", keepFocus);
      element.removeEventListener("click", closeOnClick);
      element.close();
    };
  }, []);
  return (
    <dialog ref={dialog} className="mini-cart" aria-labelledby="mini-cart-title" onClose={onClose}>
      <div className="mini-cart__panel">
        <div className="mini-cart__header">
          <h2 id="mini-cart-title" data-cart-heading tabIndex={-1}>
            {t("pageTitle.cart")}
          </h2>
          <button
            type="button"
            className="mini-cart__close"
            onClick={() => dialog.current?.close()}
            aria-label={t("cart.closeMiniCart")}
          >
            ×
          </button>
        </div>
        {/* Opened before the cart's first read has answered: it says so until then. */}
        {loaded ? <CartContents compact /> : <p role="status">{t("cart.loading")}</p>}
        <Link className="button button--secondary mini-cart__to-cart" to={localePath("/cart/")}>
          {t("cart.viewCart")}
        </Link>
      </div>
    </dialog>
  );
}
