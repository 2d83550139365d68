import { data, redirect, redirectDocument, type ActionFunctionArgs } from "react-router";
import { queryKey } from "./query-keys";
import { auth } from "../account/auth";
import { inCartOrder } from "../cart/cart-sync";
import { tellOtherTabs } from "../cart/other-tabs";
import { broadcast, type Broadcast } from "../state/events";
import { followSessionChange } from "../session/session-change";
import { cartMessages, type Cart } from "../cart/store-api";
import {
  ACTION_HEADER,
  actionAnswerSchema,
  KNOWN_CART_MESSAGES_HEADER,
  knownCartMessagesHeader,
  type ActionAnswer,
} from "./action-answer";
import { servicesContext, type StorefrontServices } from "./services";
import * as INTENT from "../forms/intents";
import type { Intent } from "../forms/intents";

/**
 * Forms that log in or out: the tab's auth state is loading while they are out (a login modal stays open, a session refresh is no expiry).
 * Asked with the posted field as it is: the browser has no list of every intent to narrow it by.
 */
const AUTH_INTENTS: ReadonlySet<unknown> = new Set<Intent>([
  INTENT.login,
  INTENT.logout,
  INTENT.register,
  INTENT.registerConfirm,
  INTENT.socialLoginFinish,
  INTENT.accountRemoval,
]);

/** The page's cart messages (every language's cached cart: the cart is one), the Worker tells only others. */
function knownCartMessages(services: StorefrontServices): string[] {
  return services.queryClient
    .getQueriesData<Cart>({ queryKey: queryKey("cart") })
    .flatMap(([, cart]) => cartMessages(cart).map((m) => m.key));
}

/** A form body as it came, files and all (multipart), or as a URL-encoded body. */
const bodyOf = (form: FormData): BodyInit =>
  [...form.values()].some((value) => typeof value !== "string")
    ? form
    : new URLSearchParams(form as unknown as string[][]);

/** The page follows what the action did (app/framework/action-outcome), in the order the action did it. */
async function follow(services: StorefrontServices, answer: ActionAnswer): Promise<void> {
  if (answer.cart) services.queryClient.setQueryData(queryKey("cart", answer.cart.languageId), answer.cart.cart);
  if (answer.cartChanged) tellOtherTabs();
  // One reading again however many changes (a login that also chose an address).
  const changes = new Set(answer.changes);
  if (changes.has("language-changed")) await followSessionChange(services.queryClient, "language-changed");
  const other = [...changes].find((change) => change !== "language-changed");
  if (other) await followSessionChange(services.queryClient, other);
  if (answer.auth) auth.set(answer.auth);
  await Promise.all(
    (answer.stale ?? []).map((concern) => services.queryClient.invalidateQueries({ queryKey: [concern] })),
  );
  for (const event of answer.events) broadcast(event.name, event.detail as Broadcast["detail"] as never);
  for (const notice of answer.notices) services.flash(notice);
}

/**
 * Every route's action in the browser (decision 021: actions run in the Worker only). The form goes
 * to the Worker as it would without JavaScript (same URL, same body) with ACTION_HEADER, which runs
 * the route's action there and answers as data: this plays the answer back in the page and hands
 * React Router what the action answered (its result and status, or its redirect).
 *
 * It goes out in the tab's cart order (state/cart-sync) with the page's cart message keys read at its
 * turn: the answers to earlier cart calls are in the cache by then. A form sent again before its turn
 * (a quantity clicked once more) is dropped; once sent, it is not aborted: the Worker would act on it
 * anyway, and the next call must not overtake it.
 */
export async function serverAction({ request, context }: ActionFunctionArgs): Promise<unknown> {
  const services = context.get(servicesContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const authAsked = AUTH_INTENTS.has(intent);
  const before = auth.get();
  if (authAsked) auth.set({ status: "loading" });
  let answer: ActionAnswer;
  try {
    const response = await inCartOrder(() => {
      const headers = new Headers({ [ACTION_HEADER]: "1", Accept: "application/json" });
      const known = knownCartMessagesHeader(knownCartMessages(services));
      if (known) headers.set(KNOWN_CART_MESSAGES_HEADER, known);
      return fetch(request.url, {
        method: "POST",
        body: bodyOf(form),
        headers,
        credentials: "same-origin",
        redirect: "manual",
      });
    }, request.signal);
    const parsed = (response.headers.get("content-type") ?? "").includes("application/json")
      ? actionAnswerSchema.safeParse(await response.json().catch(() => null))
      : null;
    // Refused before the action ran (another origin, a body too large), or not the Worker answering: its error page.
    if (!parsed?.success) throw data(null, { status: response.status >= 400 ? response.status : 502 });
    answer = parsed.data;
    await follow(services, answer);
  } finally {
    if (authAsked && auth.get().status === "loading")
      auth.set(before.status === "loading" ? { status: "init" } : before);
  }
  if (answer.failed) throw data(null, { status: answer.status });
  if (answer.location) return answer.reloadDocument ? redirectDocument(answer.location) : redirect(answer.location);
  return data(answer.result ?? null, { status: answer.status });
}
