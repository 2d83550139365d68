import type { ScreenRoute } from "../app/router/types";
import { accountRoutes } from "./account";
import { accountCreation } from "./account-creation";
import { cart } from "./cart";
import { catchAll } from "./catch-all";
import { checkout } from "./checkout";
import { hello } from "./hello";
import { home } from "./home";
import { login } from "./login";
import { maintenance } from "./maintenance";
import { newsletterSubscribe } from "./newsletter-subscribe";
import { editor } from "./editor";
import { orderSuccess } from "./order-success";
import { paymentFailure } from "./payment-failure";
import { parcelLocker } from "./parcel-locker";
import { privacyPolicy } from "./privacy-policy";
import { projects } from "./projects";
import { registrationConfirm } from "./registration-confirm";
import { search } from "./search";
import { socialSummary } from "./social-summary";
import { passwordRecovery } from "./password-recovery";
import { resetPassword } from "./reset-password";

/** Every screen of spec section 2; createRoutes places them under each language prefix. */
export const SCREENS: readonly ScreenRoute[] = [
  home,
  login,
  accountCreation,
  passwordRecovery,
  resetPassword("reset-password", "reset-password", "pageTitle.passwordReset"),
  ...accountRoutes,
  projects,
  cart,
  checkout,
  orderSuccess,
  paymentFailure,
  maintenance,
  hello,
  parcelLocker,
  socialSummary,
  privacyPolicy,
  newsletterSubscribe,
  registrationConfirm,
  search,
  editor,
  catchAll,
];
