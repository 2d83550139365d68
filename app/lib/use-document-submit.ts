import { type FormEvent, useEffect, useRef, useState } from "react";

/**
 * A form posted to the Worker as a document even with JavaScript ("place order", "pay again": the
 * Worker's submit ledger acts once per submit, app/actions/submit-once). It is busy from its submit
 * until the next page; a second submit meanwhile (a double click) is dropped here already. A page
 * brought back from the back-forward cache is no longer busy.
 */
export function useDocumentSubmit(): { busy: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const sent = useRef(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sent.current = false;
      setBusy(false);
    };
    window.addEventListener("pageshow", restored);
    return () => window.removeEventListener("pageshow", restored);
  }, []);
  return {
    busy,
    onSubmit: (event) => {
      if (sent.current) {
        event.preventDefault();
        return;
      }
      sent.current = true;
      setBusy(true);
    },
  };
}
