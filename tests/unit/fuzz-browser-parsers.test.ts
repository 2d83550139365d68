import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HANDOFF_COOKIE, readHandoff } from "../../app/account/social-login-handoff";
import { readSocialLoginData, SOCIAL_LOGIN_STORAGE_KEY } from "../../app/account/social-login-data";
import { consentFromCookieHeader, parseConsent } from "../../app/analytics/consent";
import { readCustomerComment } from "../../app/cart/customer-comment";
import { parseQuantity, parseQuantitySteps } from "../../app/cart/quantity";
import { editorQuery } from "../../app/editor/editor-params";
import { parseListingParams, parseSearchTerm } from "../../app/catalog/listing/listing-params";
import { safeReturnPath } from "../../app/lib/return-path";
import { parseOrderListPage } from "../../app/order/order-list-params";
import { orderIdOf } from "../../app/order/order-query";
import { claimPurchase, SENT_PURCHASES_KEY, sentPurchases } from "../../app/order/purchase-event";
import { parseParcelLockerQuery } from "../../app/parcel-locker/params";
import { paymentStateData } from "../../app/payment/state-data";
import { queryNotice, withoutNoticeParams } from "../../app/state/query-notice";
import { isOutdated, reloadAllowed } from "../../app/state/version-check";
import { hostileText, maybeHuge, queryString, storedText } from "../fuzz-arbitraries";
import { fuzzParameters } from "../fuzz-settings";

/**
 * Issue 13, fuzzing in the browser: what the app reads from storage it does not own (localStorage,
 * sessionStorage, cookies, the address) goes through these parsers. Whatever is stored there (another
 * script's value, a hand edit, an older format, a truncated write), they never throw and give their
 * default. Cheap cases (microseconds each): this file takes 87% of the run's budget (8,700 of the
 * default 10,000), ten targets at 8.7% each, in about two seconds; the Worker's fuzz tests, which cost
 * a request or a page render per case, take 13.4% (1,340; tests/worker/fuzz-*.test.ts).
 */
const SHARE = 0.087;

/** A Storage holding one raw value under every key, and recording removals. */
function storageWith(raw: string | null) {
  const removed: string[] = [];
  const written = new Map<string, string>();
  return {
    removed,
    written,
    getItem: (_key: string) => raw,
    setItem: (key: string, value: string) => void written.set(key, value),
    removeItem: (key: string) => void removed.push(key),
  };
}

const isSamePath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !path.includes("\\");

describe("fuzzing the browser's parsers of stored and addressed values (issue 13)", () => {
  it("localStorage: the social login's kept data is the check's object or null, and anything else is removed", () => {
    fc.assert(
      fc.property(fc.option(storedText, { nil: null }), (raw) => {
        const storage = storageWith(raw);
        const data = readSocialLoginData(storage);
        if (data === null) {
          expect(storage.removed).toEqual(raw === null ? [] : [SOCIAL_LOGIN_STORAGE_KEY]);
        } else {
          expect(Object.keys(data).sort()).toEqual(["code", "state"]);
          expect(typeof data.code).toBe("string");
          expect(typeof data.state).toBe("string");
          expect(storage.removed).toEqual([]);
        }
      }),
      fuzzParameters(SHARE),
    );
  });

  it("sessionStorage: the purchases already sent are ids (lowercase) or none, and claiming one never throws", () => {
    fc.assert(
      fc.property(
        fc.option(storedText, { nil: null }),
        fc.oneof(fc.constant("A".repeat(32)), hostileText()),
        (raw, orderId) => {
          const storage = storageWith(raw);
          const sent = sentPurchases(storage);
          for (const id of sent) expect(id).toMatch(/^[0-9a-f]{32}$/);
          expect(typeof claimPurchase(storage, orderId)).toBe("boolean");
          const written = storage.written.get(SENT_PURCHASES_KEY);
          if (written !== undefined)
            expect(JSON.parse(written)).toEqual(expect.arrayContaining([orderId.toLowerCase()]));
        },
      ),
      fuzzParameters(SHARE),
    );
  });

  it("cookies: the consent choice is null or two booleans, from the value and from any Cookie header", () => {
    const cookieHeader = fc
      .tuple(
        fc.array(
          fc.tuple(
            fc.oneof(fc.constant("es-consent"), fc.constant(" es-consent"), hostileText(2)),
            maybeHuge(hostileText(), [41, 5_000]),
          ),
          { maxLength: 6 },
        ),
        fc.constantFrom("; ", ";", ", "),
      )
      .map(([pairs, separator]) => pairs.map(([name, value]) => `${name}=${value}`).join(separator));
    fc.assert(
      fc.property(fc.option(maybeHuge(storedText), { nil: null }), cookieHeader, (value, header) => {
        for (const choice of [parseConsent(value), consentFromCookieHeader(header)]) {
          if (choice !== null) expect(Object.keys(choice).sort()).toEqual(["analytics", "marketing"]);
          if (choice !== null)
            expect([typeof choice.analytics, typeof choice.marketing]).toEqual(["boolean", "boolean"]);
        }
      }),
      fuzzParameters(SHARE),
    );
  });

  it("cookies: the social login's hand-off and the customer's comment never throw; a return path stays on this site", () => {
    const header = fc
      .tuple(
        fc.constantFrom(`${HANDOFF_COOKIE}=`, "customerComment=", "other="),
        fc.oneof(
          storedText,
          storedText.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ""))),
        ),
        fc.constantFrom("", "; customerComment=x", "; a=b"),
      )
      .map(([name, value, rest]) => `${name}${value}${rest}`);
    fc.assert(
      fc.property(fc.option(header, { nil: null }), (cookie) => {
        const handoff = readHandoff(cookie, "/login/");
        if (handoff !== null) {
          expect(typeof handoff.state).toBe("string");
          expect(isSamePath(handoff.returnPath)).toBe(true);
        }
        expect(typeof readCustomerComment(cookie ?? "")).toBe("string");
      }),
      fuzzParameters(SHARE),
    );
  });

  it("a payment form's state data is the card's checked object or null, never a number as typed", () => {
    fc.assert(
      fc.property(
        fc.option(maybeHuge(storedText), { nil: undefined }),
        fc.constantFrom("scheme", "paypal"),
        (raw, type) => {
          const state = paymentStateData(raw, type, "live");
          if (type !== "scheme") expect(state).toEqual({ paymentMethod: { type } });
          else if (state !== null) expect(state.paymentMethod.type).toBe("scheme");
        },
      ),
      fuzzParameters(SHARE),
    );
  });

  it("quantities and quantity steps are whole and positive, whatever the shop or the form sent", () => {
    fc.assert(
      fc.property(fc.oneof(storedText, fc.jsonValue()), (raw) => {
        const steps = parseQuantitySteps(raw);
        for (const step of steps) expect(Number.isInteger(step) && step > 0).toBe(true);
        expect(steps).toEqual([...steps].sort((a, b) => a - b));
        const quantity = parseQuantity(raw);
        expect(Number.isInteger(quantity) && quantity >= 1).toBe(true);
      }),
      fuzzParameters(SHARE),
    );
  });

  it("the listing's query (page, limit, order, filters, prices, search term) keeps only valid values", () => {
    const keys = [
      "p",
      "limit",
      "order",
      "manufacturer",
      "properties",
      "min-price",
      "max-price",
      "rating",
      "shipping-free",
      "search",
    ];
    fc.assert(
      fc.property(queryString(keys), (query) => {
        const search = new URLSearchParams(query);
        const params = parseListingParams(search);
        if (params.p !== undefined)
          expect(Number.isInteger(params.p) && params.p >= 1 && params.p <= 10_000).toBe(true);
        if (params.limit !== undefined)
          expect(Number.isInteger(params.limit) && params.limit >= 1 && params.limit <= 100).toBe(true);
        if (params.order !== undefined) expect(params.order).toMatch(/^[a-z0-9_-]{1,64}$/);
        for (const id of [...(params.manufacturer ?? []), ...(params.properties ?? [])])
          expect(id).toMatch(/^[0-9a-f]{32}$/);
        if (params["min-price"] !== undefined && params["max-price"] !== undefined)
          expect(params["min-price"]).toBeLessThanOrEqual(params["max-price"]);
        for (const price of [params["min-price"], params["max-price"]])
          if (price !== undefined) expect(Number.isFinite(price) && price >= 0).toBe(true);
        const term = parseSearchTerm(search.get("search"));
        if (term !== null) expect(term.length >= 1 && term.length <= 300 && term === term.trim()).toBe(true);
      }),
      fuzzParameters(SHARE),
    );
  });

  it("the order pages' and the editor's queries give a page from 1, an id or null, and the editor's link or null", () => {
    fc.assert(
      fc.property(
        queryString(["p", "orderId", "productFamilyId", "moduleId", "projectId", "fromCart", "web-view"]),
        (query) => {
          const search = new URLSearchParams(query);
          const page = parseOrderListPage(search);
          expect(Number.isInteger(page) && page >= 1).toBe(true);
          const orderId = orderIdOf(search);
          if (orderId !== null) expect(orderId).toMatch(/^[0-9a-f]{32}$/);
          const editor = editorQuery(search);
          if (editor !== null) expect(typeof editor.productFamilyId).toBe("string");
        },
      ),
      fuzzParameters(SHARE),
    );
  });

  it("the parcel-locker page's query and any return path stay on this site", () => {
    fc.assert(
      fc.property(
        queryString(["city", "name", "q", "return"]),
        maybeHuge(hostileText(), [2_049]),
        (query, returnPath) => {
          const parsed = parseParcelLockerQuery(new URLSearchParams(query), "/checkout/");
          expect(isSamePath(parsed.returnPath)).toBe(true);
          if (parsed.city !== null) expect(parsed.city).toMatch(/^[\w-]{1,64}$/);
          if (parsed.cityName !== null) expect(parsed.cityName.length).toBeLessThanOrEqual(200);
          expect(parsed.q.length).toBeLessThanOrEqual(100);
          for (const candidate of [returnPath, `/${returnPath}`, `/%2e/${returnPath}`])
            expect(isSamePath(safeReturnPath(candidate, "/"))).toBe(true);
        },
      ),
      fuzzParameters(SHARE),
    );
  });

  it("a notice named in the address, the last reload's time and the latest build's answer never throw", () => {
    fc.assert(
      fc.property(
        queryString(["notification", "notificationType"]),
        storedText,
        fc.jsonValue(),
        (query, storedReload, latest) => {
          const notice = queryNotice(new URLSearchParams(query));
          if (notice !== null) expect(["success", "danger"]).toContain(notice.type);
          const stripped = withoutNoticeParams(`https://shop.test/page/?${query}`);
          if (stripped !== null)
            expect(new URL(stripped, "https://shop.test").searchParams.has("notification")).toBe(false);
          // version-check reads the last reload's time as Number(sessionStorage's value).
          const stored = Number(storedReload);
          expect(typeof reloadAllowed(Number.isFinite(stored) && stored > 0 ? stored : null, Date.now())).toBe(
            "boolean",
          );
          const outdated = isOutdated((latest && typeof latest === "object" ? latest : {}) as { version?: unknown }, {
            version: "0.1.0",
          });
          expect(typeof outdated).toBe("boolean");
        },
      ),
      fuzzParameters(SHARE),
    );
  });
});

describe("counterexamples the fuzzing found (fixed)", () => {
  it("an object whose toString is not a function is no quantity, not a TypeError (50,000 cases in the bench found it)", () => {
    expect(parseQuantity({ toString: null })).toBe(1);
    expect(parseQuantity(Object.create(null))).toBe(1);
    expect(parseQuantity("3")).toBe(3);
  });

  it("a consent cookie with a malformed escape is no choice, not a URIError (it failed every page's security headers in the Worker)", () => {
    expect(consentFromCookieHeader("es-consent=%")).toBeNull();
    expect(consentFromCookieHeader("a=b; es-consent=%E0%A4%A")).toBeNull();
    expect(consentFromCookieHeader("es-consent=analytics.marketing")).toEqual({ analytics: true, marketing: true });
  });
});
