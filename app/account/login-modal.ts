import { useSyncExternalStore } from "react";
import { auth } from "./auth";

/** Who asked for the login modal: the header, the checkout, or the print editor's authorisation request. */
export type LoginModalReason = "header" | "checkout" | "editor";

/** An editor authorisation request is rejected as "customer closed modal" when it is closed first. */
export class CustomerClosedModalError extends Error {
  constructor() {
    super("customer closed modal");
    this.name = "CustomerClosedModalError";
  }
}

interface Waiting {
  resolve: () => void;
  reject: (error: Error) => void;
}
type ModalState = { open: false } | { open: true; reason: LoginModalReason };

const CLOSED: ModalState = { open: false };
let state: ModalState = CLOSED;
let waiting: Waiting[] = [];
const listeners = new Set<() => void>();
const emit = (next: ModalState) => {
  state = next;
  for (const listener of listeners) listener();
};

/**
 * The login modal, a browser-only store (nothing of it lives on the server). Opening
 * it returns a promise that resolves once the customer logged in, or rejects with
 * CustomerClosedModalError when the modal is closed first; a second request while it is open waits
 * for the same outcome.
 */
export const loginModal = {
  get: (): ModalState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(reason: LoginModalReason): Promise<void> {
    const outcome = new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
    if (!state.open) emit({ open: true, reason });
    return outcome;
  },
  /** Refused (false) while auth is loading: a login on its way must be able to finish. */
  close(): boolean {
    if (!state.open) return true;
    if (auth.get().status === "loading") return false;
    settle((w) => w.reject(new CustomerClosedModalError()));
    return true;
  },
  /** The customer logged in: every request is answered and the modal closes. */
  loggedIn(): void {
    if (state.open) settle((w) => w.resolve());
  },
};

function settle(answer: (w: Waiting) => void) {
  const answered = waiting;
  waiting = [];
  emit(CLOSED);
  for (const w of answered) answer(w);
}

export const useLoginModal = (): ModalState => useSyncExternalStore(loginModal.subscribe, loginModal.get, () => CLOSED);
