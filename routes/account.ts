import type { ScreenRoute } from "../app/router/types";
import { accountAddressForm } from "./account-address-form";
import { accountAddresses } from "./account-addresses";
import { accountOrderDetail } from "./account-order-detail";
import { accountOrders } from "./account-orders";
import { accountOverview } from "./account-overview";
import { accountProfile } from "./account-profile";
import { resetPassword } from "./reset-password";

/** Spec section 2's account area; every route needs login except the password-recovery check. */
export const accountRoutes: ScreenRoute[] = [
  accountOverview,
  accountProfile,
  accountAddresses,
  accountAddressForm,
  accountOrders,
  accountOrderDetail,
  // The recovery mail's link: open without login (spec section 2's password-recovery check).
  resetPassword("account-recover-password", "account/recover/password", "pageTitle.accountRecoverPassword"),
];
