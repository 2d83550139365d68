export { paymentAction as action } from "../app/payment/actions";
