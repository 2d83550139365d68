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
import { search } from "./search";
import { socialSummary } from "./social-summary";
import { passwordRecovery } from "./password-recovery";
import { resetPassword } from "./reset-password";
import { titledScreen } from "./titled";

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
  // At the configured double opt-in URL (app/router/configured-pages): the path given here is never used.
  titledScreen("registration-confirm", "registration-confirm", "pageTitle.registrationConfirm", "default", "open", {
    // Spec section 4: it confirms and redirects; the title shows only while that happens.
    loader: () => import("./registration-confirm.loader"),
  }),
  search,
  editor,
  catchAll,
];
