import { useEffect, useRef, type FormEvent } from "react";

/**
 * A form that sends once at a time: a second submit (a double click, Enter twice) while the first is
 * on its way is dropped. The fetcher's state comes too late for that (it changes with the next
 * render), so a flag notes the submit at once and clears when the fetcher is idle again.
 */
export function useSingleSubmit(state: "idle" | "loading" | "submitting"): (event: FormEvent<HTMLFormElement>) => void {
  const sending = useRef(false);
  useEffect(() => {
    if (state === "idle") sending.current = false;
  }, [state]);
  return (event) => {
    if (sending.current) event.preventDefault();
    sending.current = true;
  };
}
