/** The checkout's action: addresses, shipping and payment method, the order. */
export { checkoutAction as action } from "../app/checkout/actions";
