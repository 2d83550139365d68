import type { Domain } from "../../kv-schemas/site-config";
import { withPrefix } from "../lib/paths";

/** The pages an order's payment ends on, as paths of this site in the shopper's language (`?orderId=` names the order). */
export function paymentPages({ domain }: { domain: Pick<Domain, "langPrefix"> }, orderId: string) {
  const query = `?orderId=${orderId}`;
  return {
    success: `${withPrefix(domain.langPrefix, "/order-success/")}${query}`,
    failure: `${withPrefix(domain.langPrefix, "/payment-failure/")}${query}`,
  };
}
