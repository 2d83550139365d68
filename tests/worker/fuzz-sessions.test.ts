import * as fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fuzzParameters } from "../fuzz-settings";
import { SESSION_STATE_COOKIE } from "../../worker/services/session-state";
import { expectAnswered, FUZZ_TIMEOUT, fuzzWorker, quietConsole } from "./fuzz-helpers";
import { jar, ORIGIN, withState } from "./helpers";

/**
 * Issue 25, fuzzing the edge cache's sessions: random sequences of page visits, context changes
 * (country, currency, ids the shop does not have), carts filled and emptied, and forged or copied
 * state cookies, by a few sessions and new visitors sharing one cache. The invariants, whatever the
 * sequence: a kept copy is only ever served to sessions of the context it was rendered in (a session
 * that moved to another country or currency never gets the default's copy, and never seeds it); a
 * session with a filled cart or a state cookie the Worker did not sign for it is never served a kept
 * page and never keeps one; no page carries a session's token. Every case is a handful of page
 * renders, so the target gets 0.8% of the run's budget (80 sequences of the default 10,000).
 */
const SESSIONS_SHARE = 0.008;

const PAGES = ["/", "/Photo-books/", "/PixelForge-Studio/ES10051/", "/search/?search=photo"];
const json = { "content-type": "application/json", origin: ORIGIN };
const cacheOutcome = (response: Response): string =>
  /(?:^|,\s*)cache;desc=(\w+)/.exec(response.headers.get("Server-Timing") ?? "")?.[1] ?? "none";

type Action =
  | { kind: "visit"; who: number; page: number }
  | { kind: "country" | "currency"; who: number; choice: number; garbage: boolean }
  | { kind: "cart"; who: number; fill: boolean }
  | { kind: "forge"; who: number; page: number; forged: Forgery };

/** A state cookie the Worker did not sign for the session it is sent with. */
type Forgery =
  | { form: "old"; currency: number }
  | {
      form: "made-up";
      customer: string;
      cart: string;
      hash: "default" | "random" | "u";
      mac: "random" | "other" | "own";
      random: string;
    }
  | { form: "copied" }
  | { form: "garbage"; value: string };

/** Who acts: sessions 0 and 1 (their cookies kept between steps), or 2, a new visitor every time. */
const who = fc.integer({ min: 0, max: 2 });
const sessionOnly = fc.integer({ min: 0, max: 1 });
const hex32 = fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 32, maxLength: 32 });
const base64url43 = fc.string({
  unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
  minLength: 43,
  maxLength: 43,
});
const forgery: fc.Arbitrary<Forgery> = fc.oneof(
  fc.record({ form: fc.constant("old" as const), currency: fc.nat(9) }),
  fc.record({
    form: fc.constant("made-up" as const),
    customer: fc.constantFrom("g", "c", "u"),
    cart: fc.constantFrom("e", "f", "u"),
    hash: fc.constantFrom("default" as const, "random" as const, "u" as const),
    mac: fc.constantFrom("random" as const, "other" as const, "own" as const),
    random: fc.tuple(hex32, base64url43).map(([h, m]) => `${h}|${m}`),
  }),
  fc.record({ form: fc.constant("copied" as const) }),
  fc.record({
    form: fc.constant("garbage" as const),
    value: fc.string({ maxLength: 90 }).map((s) => s.replace(/[^\x21-\x7e]|[;,"\\]/g, "")),
  }),
);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("visit" as const), who, page: fc.nat(PAGES.length - 1) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom("country" as const, "currency" as const),
      who: sessionOnly,
      choice: fc.nat(9),
      garbage: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cart" as const), who: sessionOnly, fill: fc.boolean() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("forge" as const),
      who: sessionOnly,
      page: fc.nat(PAGES.length - 1),
      forged: forgery,
    }),
  },
);

/** What a session forges from: the shop's currencies, its own state and another genuine one the run has seen. */
interface ForgeryContext {
  currencies: string[];
  own: string;
  other: string;
  /** The default context's hash, once a new visitor's state showed it. */
  defaultHash: string | undefined;
}

/**
 * The state cookie a forgery sends: the cookie's old form, another genuine state, garbage, or a state made up
 * of its parts, with a random hash or the default context's, and a random, another state's or its own signature.
 */
function forgedState(f: Forgery, { currencies, own, other, defaultHash }: ForgeryContext): string {
  if (f.form === "old") return `g.e.${currencies[f.currency % currencies.length]}`;
  if (f.form === "copied") return other;
  if (f.form === "garbage") return f.value;
  const [randomHash, randomMac] = f.random.split("|") as [string, string];
  const hashes = { default: defaultHash ?? randomHash, random: randomHash, u: "u" };
  const macs = { random: randomMac, other: other.split(".")[3] ?? randomMac, own: own.split(".")[3] ?? randomMac };
  return `${f.customer}.${f.cart}.${hashes[f.hash]}.${macs[f.mac]}`;
}

const cookieValue = (cookie: string, name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(cookie)?.[1];

/** Sequences every run tries first: each was a counterexample before the edge cache keyed by context. */
const SEQUENCES_FOUND_BEFORE: [Action[]][] = [
  // A new visitor's copy is kept; a session then ships to another country and visits the page.
  [
    [
      { kind: "visit", who: 2, page: 1 },
      { kind: "visit", who: 0, page: 1 },
      { kind: "country", who: 0, choice: 3, garbage: false },
      { kind: "visit", who: 0, page: 1 },
      { kind: "visit", who: 2, page: 0 },
    ],
  ],
  // A filled cart that claims to be empty, with the cookie's old form and another session's cookie.
  [
    [
      { kind: "visit", who: 1, page: 0 },
      { kind: "visit", who: 0, page: 0 },
      { kind: "cart", who: 0, fill: true },
      { kind: "forge", who: 0, page: 0, forged: { form: "old", currency: 0 } },
      { kind: "forge", who: 0, page: 0, forged: { form: "copied" } },
    ],
  ],
];

interface Session {
  cookie: string;
  currencyId: string;
  countryId: string;
  cartFilled: boolean;
}

describe("fuzzing sessions against the edge cache (issue 25)", () => {
  let worker: Awaited<ReturnType<typeof fuzzWorker>>;
  let restore: () => void;
  let countries: string[];
  let currencies: string[];
  let defaults: { currencyId: string; countryId: string };
  let productId: string;
  beforeAll(async () => {
    worker = await fuzzWorker();
    const read = async <T>(path: string, body = "{}") =>
      (await (await worker.send(path, { method: "POST", headers: json, body })).json()) as T;
    countries = (await read<{ elements: { id: string }[] }>("/store-api/country")).elements.map((c) => c.id);
    currencies = (await read<{ id: string }[]>("/store-api/currency")).map((c) => c.id);
    productId = (await read<{ elements: { id: string }[] }>("/store-api/product", JSON.stringify({ limit: 1 })))
      .elements[0]!.id;
    const context = (await (await worker.send("/store-api/context")).json()) as {
      currency: { id: string };
      shippingLocation: { country: { id: string } };
    };
    defaults = { currencyId: context.currency.id, countryId: context.shippingLocation.country.id };
    restore = quietConsole();
  });
  afterAll(() => restore?.());

  it(
    "visits, context changes, carts and forged state cookies: a kept copy only ever reaches its own context, never a filled cart or a forged state",
    async () => {
      // A run of its own: the pages start cold, and every copy seen is remembered with the context it went to.
      const run = crypto.randomUUID().slice(0, 8);
      const url = (page: number) => `${PAGES[page]!}${PAGES[page]!.includes("?") ? "&" : "?"}fuzz-sessions=${run}`;
      const copies = new Map<string, string>();
      let defaultHash: string | undefined;
      const genuine: string[] = [];

      await fc.assert(
        fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 7 }), async (actions) => {
          const sessions: Session[] = [0, 1].map(() => ({ cookie: "", ...defaults, cartFilled: false }));
          const tokens = () =>
            sessions.map((s) => cookieValue(s.cookie, "sw-context-token")).filter((t): t is string => !!t);
          const contextOf = (s: Session | null) =>
            s ? `${s.currencyId}|${s.countryId}` : `${defaults.currencyId}|${defaults.countryId}`;
          const remember = (s: Session) => {
            const state = cookieValue(s.cookie, SESSION_STATE_COOKIE);
            if (!state) return;
            genuine.push(state);
            if (!defaultHash && contextOf(s) === contextOf(null) && /^g\.e\.[0-9a-f]{32}\./.test(state))
              defaultHash = state.split(".")[2];
          };
          /** The page a session (or a new visitor) got: checked against every copy seen so far. */
          const checkPage = async (response: Response, s: Session | null, what: string, forged: boolean) => {
            const outcome = cacheOutcome(response);
            const body = await expectAnswered(response, what);
            for (const token of tokens()) expect(body, `${what}: a session's token in the page`).not.toContain(token);
            if (forged || s?.cartFilled) {
              expect(outcome, `${what}: ${forged ? "a forged state" : "a filled cart"} must be a bypass`).toBe(
                "bypass",
              );
              expect(copies.has(body), `${what}: served a kept copy`).toBe(false);
              return;
            }
            if (outcome !== "hit" && outcome !== "miss") return;
            const context = contextOf(s);
            const seenFor = copies.get(body);
            expect(seenFor ?? context, `${what}: a copy kept for ${seenFor} went to ${context}`).toBe(context);
            copies.set(body, context);
          };

          for (const step of actions) {
            const s = step.who < 2 ? sessions[step.who]! : null;
            if (step.kind === "visit") {
              const what = `visit ${url(step.page)} by ${s ? `session ${step.who} (${contextOf(s)}, cart ${s.cartFilled ? "filled" : "empty"})` : "a new visitor"}`;
              const response = await worker.send(url(step.page), s?.cookie ? { headers: { cookie: s.cookie } } : {});
              if (s) s.cookie = jar(s.cookie, response);
              await checkPage(response, s, what, false);
              if (s) remember(s);
            } else if (step.kind === "country" || step.kind === "currency") {
              const list = step.kind === "country" ? countries : currencies;
              const id = step.garbage ? "f".repeat(32) : list[step.choice % list.length]!;
              const response = await worker.send("/store-api/context", {
                method: "PATCH",
                headers: { ...json, ...(s!.cookie ? { cookie: s!.cookie } : {}) },
                body: JSON.stringify({ [`${step.kind}Id`]: id }),
              });
              await expectAnswered(response, `PATCH ${step.kind} ${id}`, "PATCH");
              s!.cookie = jar(s!.cookie, response);
              if (response.ok) s![step.kind === "country" ? "countryId" : "currencyId"] = id;
            } else if (step.kind === "cart") {
              const response = step.fill
                ? await worker.send("/store-api/checkout/cart/line-item", {
                    method: "POST",
                    headers: { ...json, ...(s!.cookie ? { cookie: s!.cookie } : {}) },
                    body: JSON.stringify({
                      items: [{ type: "product", id: productId, referencedId: productId, quantity: 1 }],
                    }),
                  })
                : await worker.send("/store-api/checkout/cart/line-item/delete", {
                    method: "POST",
                    headers: { ...json, ...(s!.cookie ? { cookie: s!.cookie } : {}) },
                    body: JSON.stringify({ ids: [productId] }),
                  });
              const body = await expectAnswered(response, `cart ${step.fill ? "fill" : "empty"}`, "POST");
              s!.cookie = jar(s!.cookie, response);
              if (response.ok)
                s!.cartFilled = ((JSON.parse(body) as { lineItems?: unknown[] }).lineItems ?? []).length > 0;
            } else if (step.kind === "forge") {
              // A forgery needs a session (a token) to lie about; a new visitor's state is the Worker's own.
              if (!cookieValue(s!.cookie, "sw-context-token")) continue;
              const own = cookieValue(s!.cookie, SESSION_STATE_COOKIE) ?? "";
              const other = genuine.find((g) => g !== own) ?? "";
              const value = forgedState(step.forged, { currencies, own, other, defaultHash });
              // The session's own cookie, sent back unchanged, is no forgery.
              if (value === own) continue;
              const what = `forged state "${value}" by session ${step.who} on ${url(step.page)}`;
              const response = await worker.send(url(step.page), { headers: { cookie: withState(s!.cookie, value) } });
              s!.cookie = jar(s!.cookie, response);
              // Whatever it claims, a state the Worker did not sign for this token is no state: the page is the session's own.
              await checkPage(response, s, what, true);
            }
          }
        }),
        fuzzParameters(SESSIONS_SHARE, {
          examples: SEQUENCES_FOUND_BEFORE,
        }),
      );
    },
    FUZZ_TIMEOUT,
  );
});
