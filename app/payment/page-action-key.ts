import type { PageAction } from "./page-action";

/**
 * A step's identity: the page's island starts afresh for another one (the challenge after the
 * fingerprint). Its own module, without zod: the payment page's code loads before it is interactive.
 */
export const pageActionKey = (action: PageAction): string =>
  action.type === "threeDS2" ? action.token : action.sdkData.token;
