import type { ActionFunction } from "react-router";
import { pageAction } from "../../app/session/page-action";
import type { ActionOf } from "../../app/framework/create-routes";
import { action as accountAddressForm } from "../../routes/account-address-form.action";
import { action as accountAddresses } from "../../routes/account-addresses.action";
import { action as accountCreation } from "../../routes/account-creation.action";
import { action as accountOrderDetail } from "../../routes/account-order-detail.action";
import { action as accountProfile } from "../../routes/account-profile.action";
import { action as cart } from "../../routes/cart.action";
import { action as checkout } from "../../routes/checkout.action";
import { action as login } from "../../routes/login.action";
import { action as parcelLocker } from "../../routes/parcel-locker.action";
import { action as passwordRecovery } from "../../routes/password-recovery.action";
import { action as paymentFailure } from "../../routes/payment-failure.action";
import { action as projects } from "../../routes/projects.action";
import { action as registrationConfirm } from "../../routes/registration-confirm.action";
import { action as resetPassword } from "../../routes/reset-password.action";
import { action as socialSummary } from "../../routes/social-summary.action";

/**
 * The screens with an action of their own (`routes/{name}.action.ts`), by screen name. Actions run
 * in the Worker only (decision 021): the browser sends every form here (app/framework/server-action),
 * so this table, and the actions' code, is the Worker's alone and no part of the browser's bundle.
 * tests/unit/route-actions.test.ts checks that every action module is in it.
 */
export const SCREEN_ACTIONS: Readonly<Record<string, ActionFunction>> = {
  "account-address-form": accountAddressForm,
  "account-addresses": accountAddresses,
  "account-creation": accountCreation,
  "account-order-detail": accountOrderDetail,
  "account-profile": accountProfile,
  cart,
  checkout,
  login,
  "parcel-locker": parcelLocker,
  "password-recovery": passwordRecovery,
  "payment-failure": paymentFailure,
  projects,
  "registration-confirm": registrationConfirm,
  "reset-password": resetPassword,
  // The recovery mail's link under the account's path: the same screen and action.
  "account-recover-password": resetPassword,
  "social-summary": socialSummary,
};

/** The screen's own action, or the page action (the session's and the CMS forms' intents) every other page answers. */
export const workerActionOf: ActionOf = (screenName) =>
  screenName !== null && Object.hasOwn(SCREEN_ACTIONS, screenName) ? SCREEN_ACTIONS[screenName]! : pageAction;
