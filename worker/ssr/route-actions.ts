import type { ActionFunction } from "react-router";
import type { ActionOf } from "../../app/framework/create-routes";
import { addressBookAction, addressFormAction } from "../../app/account/address-actions";
import { profileAction } from "../../app/account/profile-actions";
import { cartAction } from "../../app/cart/actions";
import { checkoutAction } from "../../app/checkout/actions";
import { orderDetailAction } from "../../app/order/actions";
import { parcelLockerAction } from "../../app/parcel-locker/actions";
import { paymentAction } from "../../app/payment/actions";
import { projectsAction } from "../../app/projects/actions";
import {
  loginAction,
  pageAction,
  recoveryAction,
  registerAction,
  registrationConfirmAction,
  resetPasswordAction,
  socialSummaryAction,
} from "../../app/session/page-action";

/**
 * The screens with an action of their own, by screen name: each a feature's `storefrontAction` (its
 * intents), imported from the feature itself. Actions run in the Worker only (decision 021): the
 * browser sends every form here (app/framework/server-action), so this table, and the actions' code,
 * is the Worker's alone and no part of the browser's bundle. tests/unit/route-actions.test.ts checks
 * that every feature's action is in it (or is the page action).
 */
export const SCREEN_ACTIONS: Readonly<Record<string, ActionFunction>> = {
  "account-address-form": addressFormAction,
  "account-addresses": addressBookAction,
  "account-creation": registerAction,
  "account-order-detail": orderDetailAction,
  "account-profile": profileAction,
  cart: cartAction,
  checkout: checkoutAction,
  login: loginAction,
  "parcel-locker": parcelLockerAction,
  "password-recovery": recoveryAction,
  "payment-failure": paymentAction,
  projects: projectsAction,
  "registration-confirm": registrationConfirmAction,
  "reset-password": resetPasswordAction,
  // The recovery mail's link under the account's path: the same screen and action.
  "account-recover-password": resetPasswordAction,
  "social-summary": socialSummaryAction,
};

/** The screen's own action, or the page action (the session's and the CMS forms' intents) every other page answers. */
export const workerActionOf: ActionOf = (screenName) =>
  screenName !== null && Object.hasOwn(SCREEN_ACTIONS, screenName) ? SCREEN_ACTIONS[screenName]! : pageAction;
