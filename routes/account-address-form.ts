import type { ScreenRoute } from "../app/router/types";
import type { AddressFormData } from "./account-address-form.loader";

/** Spec section 2: /account/addresses/add, with an optional :id to edit an address (login required). */
export const accountAddressForm: ScreenRoute = {
  name: "account-address-form",
  path: "account/addresses/add/:id?",
  layout: "default",
  access: "customer",
  titleKey: "pageTitle.addressAdd",
  title: (loaderData, t) => ((loaderData as AddressFormData | undefined)?.address ? t("pageTitle.addressEdit") : t("pageTitle.addressAdd")),
  noIndex: true,
  loader: () => import("./account-address-form.loader").then((m) => m.accountAddressFormLoader),
  action: () => import("../app/actions/address").then((m) => m.addressFormAction),
  screen: () => import("./account-address-form.screen"),
};
