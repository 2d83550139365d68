/** The cart page's action: every cart change. */
export { cartAction as action } from "../app/cart/actions";
