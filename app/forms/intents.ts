/**
 * What a form can ask a route action for: the value of its hidden `intent` field, the key of the
 * action's table (app/framework/actions) and the `intent` of the answer a form reads back
 * (useIntentResult). The values are the wire's: a browser without JavaScript, the Worker tests and the
 * end-to-end tests post these strings, and a no-JS form still open in a tab posts what it was given,
 * so a value never changes; a name may. A form, an action and a result name an intent here, so a
 * typo is a type error rather than a form the action refuses as unknown.
 *
 * Read them through the module's namespace, `import * as INTENT from "…/forms/intents"` and
 * `INTENT.addToCart`: each constant is then inlined where it is used (scripts/build.mjs), and a page's
 * first load carries its own intents, not all of them. Two names with one value would be one intent to
 * every action: tests/unit/intents.test.ts says which (if any) are meant to.
 */
// Every page: the header's switches and logout, the CMS page's forms (and the footer's sign-up).
export const logout = "logout" as const;
export const changeCurrency = "currency" as const;
export const switchLanguage = "language" as const;
export const contact = "contact" as const;
export const newsletterSignUp = "newsletter" as const;

// Logging in, registering, recovering a password.
export const login = "login" as const;
export const socialLogin = "social-login" as const;
export const socialLoginFinish = "social-login-finish" as const;
export const register = "register" as const;
export const registerConfirm = "register-confirm" as const;
export const passwordRecovery = "password-recovery" as const;
export const resetPassword = "reset-password" as const;

// The profile's forms.
export const changeProfile = "change-profile" as const;
export const changeEmail = "change-email" as const;
export const changePassword = "change-password" as const;
export const newsletterSubscription = "newsletter-subscription" as const;
export const accountRemoval = "account-removal" as const;

// The address book and the address form.
export const createAddress = "create-address" as const;
export const updateAddress = "update-address" as const;
export const deleteAddress = "delete-address" as const;
export const setDefaultBillingAddress = "set-default-billing-address" as const;
export const setDefaultShippingAddress = "set-default-shipping-address" as const;

// The cart (the buy box and the projects post here too).
export const addToCart = "add-to-cart" as const;
export const changeQuantity = "change-quantity" as const;
export const removeLineItem = "remove-line-item" as const;
export const addPromotionCode = "add-promotion-code" as const;
export const removePromotionCode = "remove-promotion-code" as const;
export const refreshCart = "refresh-cart" as const;
export const addProject = "add-project" as const;
export const customerComment = "customer-comment" as const;

// The checkout's choices and the order.
export const checkoutAddresses = "checkout-addresses" as const;
export const shippingMethod = "shipping-method" as const;
export const paymentMethod = "payment-method" as const;
export const placeOrder = "place-order" as const;

// A failed payment, an order, the saved projects, the parcel locker.
export const payOrder = "pay-order" as const;
export const cancelPayment = "cancel-payment" as const;
export const confirmPayment = "confirm-payment" as const;
export const cancelOrder = "cancel-order" as const;
export const projectAttributes = "project-attributes" as const;
export const selectParcelLocker = "select-parcel-locker" as const;

/** Every intent above (tests/unit/intents.test.ts fails for a constant missing here). */
const ALL = [
  logout,
  changeCurrency,
  switchLanguage,
  contact,
  newsletterSignUp,
  login,
  socialLogin,
  socialLoginFinish,
  register,
  registerConfirm,
  passwordRecovery,
  resetPassword,
  changeProfile,
  changeEmail,
  changePassword,
  newsletterSubscription,
  accountRemoval,
  createAddress,
  updateAddress,
  deleteAddress,
  setDefaultBillingAddress,
  setDefaultShippingAddress,
  addToCart,
  changeQuantity,
  removeLineItem,
  addPromotionCode,
  removePromotionCode,
  refreshCart,
  addProject,
  customerComment,
  checkoutAddresses,
  shippingMethod,
  paymentMethod,
  placeOrder,
  payOrder,
  cancelPayment,
  confirmPayment,
  cancelOrder,
  projectAttributes,
  selectParcelLocker,
] as const;

/** One intent's wire value. */
export type Intent = (typeof ALL)[number];

const KNOWN: ReadonlySet<unknown> = new Set<Intent>(ALL);

/** A posted `intent` field (any string, or a file, or nothing) read as one of ours, or not. */
export const isIntent = (value: unknown): value is Intent => KNOWN.has(value);
