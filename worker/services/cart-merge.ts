import type { ForwardedHeaders } from "./forwarded";
import type { Upstream } from "./upstream";

export interface CartMergeRequest {
  upstream: Upstream;
  accessKey: string;
  /** The shop plugin's path segment (site configuration `cartMerge.segment`). */
  segment: string;
  languageId: string;
  /** The session before the login (a guest's, whose cart the shopper filled). */
  guestToken: string;
  /** The customer's session the login answered with. */
  customerToken: string;
  timeoutMs: number;
  /** The shopper's forwarding headers (services/forwarded): the merge is made on their behalf. */
  forwarded: ForwardedHeaders;
  measure: <T>(label: string, run: () => Promise<T>) => Promise<T>;
}

/**
 * The "the guest's cart is merged into the customer's on login (the shop's cart-merge
 * call)": POST /store-api/{segment}/merge-carts/{guest token} in the customer's session. Only the
 * Worker can make it: the tokens live in an HttpOnly cookie that page scripts never see. Shopware
 * itself already carries the guest cart on login (CartRestorer), so for most logins this finds
 * nothing left to merge; the call covers the shop's own cart plugin. A failed merge leaves the
 * login as it is (the shopper is logged in, the shop kept what it carried), so it is logged only.
 */
export async function mergeGuestCart(request: CartMergeRequest): Promise<void> {
  const { upstream, segment, guestToken, customerToken } = request;
  if (guestToken === customerToken) return;
  try {
    const response = await request.measure("cart-merge", () =>
      upstream.fetch(
        new Request(`${upstream.origin}/store-api/${segment}/merge-carts/${guestToken}`, {
          method: "POST",
          headers: {
            ...request.forwarded,
            "sw-access-key": request.accessKey,
            "sw-context-token": customerToken,
            "sw-language-id": request.languageId,
            accept: "application/json",
          },
          // The tokens and the key go to the shop only: a redirect is not followed (it fails the merge).
          redirect: "manual",
          signal: AbortSignal.timeout(request.timeoutMs),
        }),
      ),
    );
    if (!response.ok)
      console.warn(`cart merge after login answered ${response.status}`, await response.text().catch(() => ""));
  } catch (error) {
    console.warn("cart merge after login failed", error);
  }
}
