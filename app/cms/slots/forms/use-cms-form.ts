import { useFetcher } from "react-router";
import { useIntentResult } from "../../../forms/use-intent-result";
import { useSingleSubmit } from "../../../forms/use-single-submit";
import type { Intent } from "../../../forms/intents";

/**
 * A CMS form's state (contact, newsletter): its own fetcher (one per slot), and its answer with the
 * errors and values to show, whether it was sent with JavaScript or shown again after a plain POST.
 */
export function useCmsForm(intent: Intent, slotId: string) {
  const fetcher = useFetcher({ key: `${intent}-${slotId}` });
  const result = useIntentResult(fetcher.data, intent, slotId);
  // A message is sent once, however often the button is pressed.
  const onSubmit = useSingleSubmit(fetcher.state);
  return {
    onSubmit,
    Form: fetcher.Form,
    result,
    errors: result?.fieldErrors ?? {},
    values: result?.values ?? {},
    general: result?.formError,
    sending: fetcher.state !== "idle",
  };
}
