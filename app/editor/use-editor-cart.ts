import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { isActionResult } from "../router/action-result";
import { useLocalePath } from "../state/site";

/**
 * The cart's own intents, sent from the editor's callbacks (outside any form): a project added as a
 * pbx2project line (add-project: an empty id refused, a project already in the cart refreshed), and
 * the cart read again once a project in it was saved (refresh-cart: a forced refresh). Each answers
 * with whether the cart took it, once the route action has run.
 */
export function useEditorCart() {
  const localePath = useLocalePath();
  const adding = useFetcher({ key: "editor-add-project" });
  const refreshing = useFetcher({ key: "editor-refresh-cart" });
  const waiting = useRef<((ok: boolean) => void) | null>(null);
  // Whether the fetcher has been busy since the hand-over: its idle state before that is the last answer's.
  const sent = useRef(false);

  useEffect(() => {
    if (!waiting.current) return;
    if (adding.state !== "idle") {
      sent.current = true;
      return;
    }
    if (!sent.current) return;
    const answer = waiting.current;
    waiting.current = null;
    sent.current = false;
    // No answer at all (the action redirected, e.g. to the login) is no line in the cart.
    answer(isActionResult(adding.data) && adding.data.ok);
  }, [adding.state, adding.data]);

  return {
    addProject(projectId: string, quantity: number): Promise<boolean> {
      // A second hand-over while the first is on its way: the first one is answered as not taken.
      waiting.current?.(false);
      return new Promise<boolean>((resolve) => {
        waiting.current = resolve;
        sent.current = false;
        void adding.submit({ intent: "add-project", projectId, quantity: String(quantity) }, { method: "post", action: localePath("/cart/") });
      });
    },
    refresh(): void {
      void refreshing.submit({ intent: "refresh-cart" }, { method: "post", action: localePath("/cart/") });
    },
  };
}
