import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { isActionResult } from "../framework/action-result";
import { useLocalePath } from "../state/site";
import * as INTENT from "../forms/intents";

/**
 * The cart's own intents, sent from the editor's callbacks (outside any form): a project added as a
 * pbx2project line (add-project: an empty id refused, a project already in the cart refreshed), and
 * the cart read again once a project in it was saved (refresh-cart: a forced refresh). Adding answers
 * with whether the cart took it, once the route action has run.
 */
export function useEditorCart() {
  const localePath = useLocalePath();
  const adding = useFetcher({ key: "editor-add-project" });
  const refreshing = useFetcher({ key: "editor-refresh-cart" });
  /** The hand-over waiting for its answer: the fetcher's data before it (a fetcher keeps its last data), and whether it has been busy since. */
  const waiting = useRef<{ answer: (ok: boolean) => void; before: unknown; busy: boolean } | null>(null);

  useEffect(() => {
    const pending = waiting.current;
    if (!pending) return;
    if (adding.state !== "idle") {
      pending.busy = true;
      return;
    }
    if (!pending.busy) return;
    waiting.current = null;
    // Data of its own, and a yes: anything else (the action redirected, e.g. to the login) is no line in the cart.
    pending.answer(adding.data !== pending.before && isActionResult(adding.data) && adding.data.ok);
  }, [adding.state, adding.data]);

  // Leaving the page answers what is still waiting: the editor is not left hanging.
  useEffect(
    () => () => {
      waiting.current?.answer(false);
      waiting.current = null;
    },
    [],
  );

  return {
    addProject(projectId: string, quantity: number): Promise<boolean> {
      // A second hand-over while the first is on its way: the first one is answered as not taken.
      waiting.current?.answer(false);
      return new Promise<boolean>((answer) => {
        waiting.current = { answer, before: adding.data, busy: false };
        // flushSync: the busy state is rendered (and seen above) even when the answer comes at once.
        void adding.submit(
          { intent: INTENT.addProject, projectId, quantity: String(quantity) },
          { method: "post", action: localePath("/cart/"), flushSync: true },
        );
      });
    },
    refresh(): void {
      void refreshing.submit({ intent: INTENT.refreshCart }, { method: "post", action: localePath("/cart/") });
    },
  };
}
