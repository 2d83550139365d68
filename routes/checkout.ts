import { titledScreen } from "./titled";

/** Spec section 2: login required (the customer branch), and an empty cart sends the shopper back with a warning notice. */
export const checkout = titledScreen("checkout", "checkout", "pageTitle.checkout", "checkout", "customer", {
  noIndex: true,
  loader: () => import("./checkout.loader"),
});
