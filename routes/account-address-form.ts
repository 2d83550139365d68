import type { ScreenRoute } from "../app/framework/types";

/** /account/addresses/add, with an optional :id to edit an address (login required). */
export const accountAddressForm: ScreenRoute = {
  name: "account-address-form",
  path: "account/addresses/add/:id?",
  layout: "default",
  access: "customer",
  // Editing, the loader names pageTitle.addressEdit (its data's titleKey).
  titleKey: "pageTitle.addressAdd",
  loader: () => import("./account-address-form.loader"),
  screen: () => import("./account-address-form.screen"),
};
