import type { ScreenRoute } from "../app/router/types";
import { accountOverview } from "./account-overview";
import { accountProfile } from "./account-profile";
import { resetPassword } from "./reset-password";
import { titledScreen } from "./titled";

/** Spec section 2's account area; every route needs login except the password-recovery check. */
export const accountRoutes: ScreenRoute[] = [
  accountOverview,
  accountProfile,
  titledScreen("account-addresses", "account/addresses", "pageTitle.addresses", "default", "customer", { noIndex: true }),
  titledScreen("account-address-form", "account/addresses/add/:id?", "pageTitle.addressAdd", "default", "customer", { noIndex: true }),
  titledScreen("account-orders", "account/orders", "pageTitle.orders", "default", "customer", { noIndex: true }),
  titledScreen("account-order-detail", "account/orders/:id", "pageTitle.orders", "default", "customer", { noIndex: true }),
  // The recovery mail's link: open without login (spec section 2's password-recovery check).
  resetPassword("account-recover-password", "account/recover/password", "pageTitle.accountRecoverPassword"),
];
