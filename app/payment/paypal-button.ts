/**
 * What the checkout's form sends for PayPal with script running: paid with PayPal's button on the payment
 * page (the provider SDK's PayPal component) rather than on PayPal's page. Its own module, without zod:
 * the order form's code loads before the page is interactive (the JavaScript budget).
 */
export const PAYPAL_BUTTON_STATE = JSON.stringify({ paymentMethod: { type: "paypal", subtype: "sdk" } });
