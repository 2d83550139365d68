/** The order detail's action: cancel. */
export { orderDetailAction as action } from "../app/order/actions";
