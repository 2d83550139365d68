import { useLoaderData } from "react-router";
import { useI18n } from "../app/i18n/context";
import { island } from "../app/framework/island";
import type { loader } from "./cart.loader";

// The cart's code hydrates right after the page (it is rendered whole on the server), so the
// JavaScript the cart page needs before hydration stays that of every page.
const CartContents = island(() => import("../app/cart/CartContents").then((m) => m.CartContents));

/** Loaded with the screen's code before a client navigation shows it (app/framework/create-routes). */
export const islands = [CartContents];

/** The cart, open to guests, not for search engines. */
export default function CartScreen() {
  const { t } = useI18n();
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page page--cart">
      <h1 className="page__title" data-cart-heading tabIndex={-1}>
        {t("pageTitle.cart")}
      </h1>
      <CartContents customerComment={data?.customerComment ?? ""} />
    </div>
  );
}
