import { useFetcher } from "react-router";
import type { ActionResult } from "../framework/action-result";
import { isActionResult } from "../framework/action-result";
import { useLocalePath } from "../state/site";

/**
 * A cart action's fetcher (each action has its own pending flag and errors, cleared
 * when it starts): keyed by the action and line, so that the cart page and the mini cart share it,
 * and posting to the cart route's action from whatever page it is on.
 */
export function useCartFetcher(key: string) {
  const fetcher = useFetcher({ key });
  const action = useLocalePath()("/cart/");
  const result: ActionResult<string> | null =
    fetcher.state === "idle" && isActionResult(fetcher.data) ? fetcher.data : null;
  return { fetcher, action, result, busy: fetcher.state !== "idle" };
}
