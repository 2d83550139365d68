export { paymentAction as action } from "../app/actions/payment";
