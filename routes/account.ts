import type { ScreenRoute } from "../app/router/types";
import { accountAddressForm } from "./account-address-form";
import { accountAddresses } from "./account-addresses";
import { accountOrderDetail } from "./account-order-detail";
import { accountOrders } from "./account-orders";
import { resetPassword } from "./reset-password";
import { titledScreen } from "./titled";

/** /account/ itself has no page of its own: the profile is the account's start (its loader redirects there). */
const accountIndex = titledScreen("account", "account", "pageTitle.profile", "default", "customer", {
  loader: () => import("./guards.loader").then((m) => m.accountIndexLoader),
});

/** Spec section 2's account area; every route needs login except the password-recovery check. */
export const accountRoutes: ScreenRoute[] = [
  accountIndex,
  titledScreen("account-profile", "account/profile", "pageTitle.profile", "default", "customer", { noIndex: true }),
  accountAddresses,
  accountAddressForm,
  accountOrders,
  accountOrderDetail,
  // The recovery mail's link: open without login (spec section 2's password-recovery check).
  resetPassword("account-recover-password", "account/recover/password", "pageTitle.accountRecoverPassword"),
];
