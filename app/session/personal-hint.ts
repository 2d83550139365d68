/**
 * The Worker's word to the browser that the session has parts of its own (middleware/session-state):
 * a customer, a filled cart, or a state it has not established. Absent, the session is a guest's with an
 * empty cart in the context the page was rendered in, so a shared page's session context and empty cart
 * are this shopper's too and the browser does not read them again: a new visitor's first page costs no
 * Store API call, and none of the code that reads it (issue 27, a phone's first visit). Readable by the
 * page and worth nothing to an attacker: it only decides whether this browser reads its own session.
 */
export const PERSONAL_HINT_COOKIE = "es-personal";

/** The cookie in `document.cookie` (the name written out: it is in every page's first load; a unit test holds them together). */
export const PERSONAL_HINT = /(^|; )es-personal=/;

/** On the server every session is treated as personal: its render reads what it needs itself. */
export const sessionIsPersonal = (): boolean => typeof document === "undefined" || PERSONAL_HINT.test(document.cookie);
