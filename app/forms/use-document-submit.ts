import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

/**
 * A form that must act once per submit ("place order", "pay again": the Worker's submit ledger acts
 * once per idempotency key, app/forms/submit-once). It is busy from its submit until its answer: a
 * second submit meanwhile (a double click) is dropped here already. Sent with JavaScript it goes to
 * the Worker like every form (decision 021), so a refused form (its errors shown in place) is no
 * longer busy once the router is idle again; a page brought back from the back-forward cache neither.
 */
export function useDocumentSubmit(): { busy: boolean; onSubmit: (event: FormEvent<HTMLFormElement>) => void } {
  const sent = useRef(false);
  const [busy, setBusy] = useState(false);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state !== "idle" || !sent.current) return;
    sent.current = false;
    setBusy(false);
  }, [navigation.state]);
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
