import { RouterContextProvider, type LoaderFunction } from "react-router";
import { describe, expect, it } from "vitest";
import {
  readSocialLoginData,
  keepSocialLoginData,
  clearSocialLoginData,
  SOCIAL_LOGIN_STORAGE_KEY,
} from "../../app/account/social-login-data";
import { handoffCookie, HANDOFF_COOKIE, readHandoff } from "../../app/account/social-login-handoff";
import { socialLoginProblem, providerProblem } from "../../app/account/social-login-problem";
import { loginAction, socialSummaryAction } from "../../app/session/page-action";
import type { SocialLoginFailure } from "../../app/account/social-login-actions";
import { servicesContext } from "../../app/framework/services";
import type { StoreApi } from "../../app/store-api/api";
import { ClientApiError, toClientApiError } from "../../app/store-api/errors";
import { ORIGIN, post, services } from "./action-harness";

/** A Storage of our own: Node has no localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("social login data in local storage", () => {
  it("keeps code and state and reads them back; clears them once used", () => {
    const storage = memoryStorage();
    keepSocialLoginData({ code: "c0de", state: "st4te" }, storage);
    expect(readSocialLoginData(storage)).toEqual({ code: "c0de", state: "st4te" });
    clearSocialLoginData(storage);
    expect(storage.items.size).toBe(0);
    expect(readSocialLoginData(storage)).toBeNull();
  });

  it("accepts an object with string code and string state, extra fields dropped", () => {
    const storage = memoryStorage({
      [SOCIAL_LOGIN_STORAGE_KEY]: JSON.stringify({ code: "a", state: "b", evil: "<script>" }),
    });
    expect(readSocialLoginData(storage)).toEqual({ code: "a", state: "b" });
  });

  it.each([
    ["not JSON", "{code:"],
    ["null", "null"],
    ["a string", JSON.stringify("code")],
    ["an array", JSON.stringify(["a", "b"])],
    ["a number code", JSON.stringify({ code: 1, state: "b" })],
    ["no state", JSON.stringify({ code: "a" })],
    ["a null state", JSON.stringify({ code: "a", state: null })],
    ["an object state", JSON.stringify({ code: "a", state: { toString: "x" } })],
  ])("ignores and removes %s", (_, raw) => {
    const storage = memoryStorage({ [SOCIAL_LOGIN_STORAGE_KEY]: raw, other: "kept" });
    expect(readSocialLoginData(storage)).toBeNull();
    expect(storage.items.has(SOCIAL_LOGIN_STORAGE_KEY)).toBe(false);
    expect(storage.items.get("other")).toBe("kept");
  });

  it("a storage that refuses is no data, not an error", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => keepSocialLoginData({ code: "a", state: "b" }, refusing)).not.toThrow();
    expect(readSocialLoginData(refusing)).toBeNull();
    expect(() => clearSocialLoginData(refusing)).not.toThrow();
  });
});

const apiError = (status: number, errors: { code: string; detail: string }[]) =>
  toClientApiError(
    Object.assign(new Error("failed"), {
      name: "ApiClientError",
      status,
      statusText: "",
      details: { errors: errors.map((e) => ({ status: String(status), title: "", ...e })) },
    }),
  );

describe("social login errors", () => {
  it("status 500: every detail message, one or a list", () => {
    expect(
      socialLoginProblem(
        apiError(500, [{ code: "PBX_SOCIAL_LOGIN__PROVIDER_ERROR", detail: "The google account could not be read." }]),
      ),
    ).toEqual({
      kind: "details",
      details: ["The google account could not be read."],
    });
    expect(
      socialLoginProblem(
        apiError(500, [
          { code: "A", detail: "First." },
          { code: "B", detail: "Second." },
        ]),
      ),
    ).toEqual({ kind: "details", details: ["First.", "Second."] });
  });

  it("status 400 with NOT_ELIGIBLE: its detail", () => {
    const error = apiError(400, [
      {
        code: "PBX_SOCIAL_LOGIN__NOT_ELIGIBLE_FOR_PROVIDER_LOGIN",
        detail: "An account with the e-mail address a@b.example already exists.",
      },
    ]);
    expect(socialLoginProblem(error)).toEqual({
      kind: "not-eligible",
      detail: "An account with the e-mail address a@b.example already exists.",
    });
  });

  it("anything else: the code of the first error (for error.{code}); a failure without an answer is -1", () => {
    expect(
      socialLoginProblem(
        apiError(400, [
          { code: "PBX_SOCIAL_LOGIN__INVALID_STATE", detail: "x" },
          { code: "OTHER", detail: "y" },
        ]),
      ),
    ).toEqual({ kind: "code", code: "PBX_SOCIAL_LOGIN__INVALID_STATE" });
    // NOT_ELIGIBLE is the 400 case only; a 500 without details falls back to the code too.
    expect(
      socialLoginProblem(apiError(409, [{ code: "PBX_SOCIAL_LOGIN__NOT_ELIGIBLE_FOR_PROVIDER_LOGIN", detail: "d" }])),
    ).toEqual({
      kind: "code",
      code: "PBX_SOCIAL_LOGIN__NOT_ELIGIBLE_FOR_PROVIDER_LOGIN",
    });
    expect(socialLoginProblem(new ClientApiError([{ status: "500", code: "X", title: "", detail: "" }], 500))).toEqual({
      kind: "code",
      code: "X",
    });
    expect(socialLoginProblem(toClientApiError(new TypeError("fetch failed")))).toEqual({ kind: "code", code: "-1" });
  });

  it("the provider's error becomes a code; anything that is not a plain token reads as unknown", () => {
    expect(providerProblem("access_denied")).toEqual({ kind: "code", code: "access_denied" });
    expect(providerProblem("<img src=x>")).toEqual({ kind: "code", code: "unknown" });
    expect(providerProblem(null)).toEqual({ kind: "code", code: "unknown" });
  });
});

/** Services whose Store API records each call's whole parameters (the harness keeps bodies only). */
function recording(answer: (operation: string) => unknown) {
  const svc = services();
  const calls: { operation: string; params: unknown }[] = [];
  svc.value.api = {
    invoke: (async (operation: string, params: unknown) => {
      calls.push({ operation, params });
      return { data: answer(operation) };
    }) as unknown as StoreApi["invoke"],
  };
  return { svc, calls };
}

const PROVIDER_URL = `${ORIGIN}/__emulator/social/google/authorize?state=s1&redirect_uri=x`;
const ATTACKS = [
  "//evil.example",
  "https://evil.example",
  "/\\evil.example",
  "/%2F%2Fevil.example",
  "%2F%2Fevil.example",
  "/\tevil.example",
  "//evil.example/%2e%2e",
  "/.//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
];

async function thrown(promise: Promise<unknown>): Promise<Response> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Response)) throw new Error(`expected a thrown Response, got ${String(outcome)}`);
  return outcome;
}

describe("social login start (the login route's `social-login` intent)", () => {
  it("asks the shop for the provider's page with this origin's login as redirect URI, then sends the browser there", async () => {
    const { svc, calls } = recording(() => ({ redirectUrl: PROVIDER_URL }));
    const response = await thrown(
      post(
        loginAction,
        "/de/login/",
        { intent: "social-login", provider: "google", redirect: "/checkout/", redirectUri: "https://evil.example/" },
        svc,
      ),
    );
    expect(calls).toEqual([
      {
        operation: "readSocialLoginRedirectUrl get /pbx/social-login/redirect-url/{provider}",
        params: { pathParams: { provider: "google" }, query: { redirectUri: `${ORIGIN}/de/login/` } },
      },
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(PROVIDER_URL);
    // A plain 303: the buttons are document forms (no router in between), so the browser follows it as a page load.
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${HANDOFF_COOKIE}=`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Secure");
    expect(readHandoff(cookie.split(";")[0] ?? "", "/de/account/profile/")).toEqual({
      state: "s1",
      returnPath: "/checkout/",
    });
  });

  it.each(ATTACKS)("keeps a same-origin return path only: %j", async (attack) => {
    const { svc } = recording(() => ({ redirectUrl: PROVIDER_URL }));
    const response = await thrown(
      post(loginAction, "/login/", { intent: "social-login", provider: "google", redirect: attack }, svc),
    );
    const kept = readHandoff((response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "", "/account/profile/");
    expect(kept).not.toBeNull();
    expect(new URL(kept?.returnPath ?? "", ORIGIN).origin).toBe(ORIGIN);
    if (!attack.startsWith("/%2F")) expect(kept?.returnPath).toBe("/account/profile/");
  });

  it("a provider the site config does not offer is refused without asking the shop", async () => {
    const { svc, calls } = recording(() => ({ redirectUrl: PROVIDER_URL }));
    const { status } = await post(loginAction, "/login/", { intent: "social-login", provider: "myspace" }, svc);
    expect(status).toBe(400);
    expect(calls).toEqual([]);
    expect(svc.flashed).toEqual([{ type: "danger", messageKey: "account.social.unknownProvider" }]);
  });

  it("a provider address that is not a web address is never followed", async () => {
    const { svc } = recording(() => ({ redirectUrl: "javascript:alert(1)" }));
    const { answer, status } = await post(loginAction, "/login/", { intent: "social-login", provider: "google" }, svc);
    expect(answer).not.toBeInstanceOf(Response);
    expect(status).toBeGreaterThanOrEqual(400);
  });
});

describe("a hand-off cookie that was tampered with", () => {
  it.each(ATTACKS)("gives a same-origin return path only: %j", (attack) => {
    const header = handoffCookie({ state: "s", returnPath: attack }, false).split(";")[0] ?? "";
    const kept = readHandoff(`other=1; ${header}`, "/account/profile/");
    expect(new URL(kept?.returnPath ?? "", ORIGIN).origin).toBe(ORIGIN);
  });

  it("anything not ours is no hand-off", () => {
    expect(readHandoff(null, "/")).toBeNull();
    expect(readHandoff(`${HANDOFF_COOKIE}=%7Bnot-json`, "/")).toBeNull();
    expect(
      readHandoff(`${HANDOFF_COOKIE}=${encodeURIComponent(JSON.stringify({ state: 1, returnPath: "/" }))}`, "/"),
    ).toBeNull();
  });
});

describe("social login finish (the summary's `social-login-finish` intent)", () => {
  it("logs in with code and state, says so and goes to the return path, else the profile", async () => {
    for (const [redirect, expected] of [
      ["/checkout/", "/checkout/"],
      ...ATTACKS.filter((a) => !a.startsWith("/%2F")).map((a) => [a, "/account/profile/"]),
    ] as const) {
      const { svc, calls } = recording(() => ({ redirectUrl: null }));
      const response = await thrown(
        post(
          socialSummaryAction,
          "/social-summary/",
          { intent: "social-login-finish", code: "c", state: "s", redirect },
          svc,
        ),
      );
      expect(calls.map((c) => c.operation)).toEqual(["socialLogin post /pbx/social-login/login"]);
      expect(calls[0]?.params).toMatchObject({ body: { code: "c", state: "s" } });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe(expected);
      expect(svc.flashed).toEqual([{ type: "success", messageKey: "account.social.success" }]);
    }
  });

  it("a refusal is answered to the page with its problem and no redirect", async () => {
    const { svc } = recording(() => {
      throw Object.assign(new Error("x"), {
        name: "ApiClientError",
        status: 400,
        statusText: "",
        details: {
          errors: [
            {
              status: "400",
              code: "PBX_SOCIAL_LOGIN__NOT_ELIGIBLE_FOR_PROVIDER_LOGIN",
              title: "",
              detail: "Use your password.",
            },
          ],
        },
      });
    });
    const { result, status } = await post(
      socialSummaryAction,
      "/social-summary/",
      { intent: "social-login-finish", code: "c", state: "s" },
      svc,
    );
    expect(status).toBe(400);
    expect((result as SocialLoginFailure).problem).toEqual({ kind: "not-eligible", detail: "Use your password." });
    expect(svc.flashed).toEqual([]);
  });

  it("no code or no state is a field error before any call", async () => {
    const { svc, calls } = recording(() => ({}));
    const { status } = await post(
      socialSummaryAction,
      "/social-summary/",
      { intent: "social-login-finish", code: "", state: "s" },
      svc,
    );
    expect(status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe("the provider's answer (login and summary loaders)", () => {
  async function load(loader: LoaderFunction, path: string, cookie?: string) {
    const svc = services();
    const context = new RouterContextProvider();
    context.set(servicesContext, svc.value);
    const request = new Request(`${ORIGIN}${path}`, cookie ? { headers: { cookie } } : {});
    return Promise.resolve(loader({ request, params: {}, context, url: new URL(request.url), pattern: path })).then(
      (value: unknown) => value,
      (error: unknown) => error,
    );
  }

  it("the login passes code and state, or error and state, on to the summary, and nothing else", async () => {
    const { loader: loginLoader } = await import("../../routes/login.loader");
    const withCode = (await load(loginLoader, "/de/login/?code=c1&state=s1&redirect=//evil.example")) as Response;
    expect(withCode.status).toBe(302);
    expect(withCode.headers.get("Location")).toBe("/de/social-summary/?code=c1&state=s1");
    const denied = (await load(loginLoader, "/login/?error=access_denied&state=s1")) as Response;
    expect(denied.headers.get("Location")).toBe("/social-summary/?error=access_denied&state=s1");
    expect(await load(loginLoader, "/login/?code=c1")).toBeNull();
    expect(await load(loginLoader, "/login/?redirect=/cart/")).toBeNull();
  });

  it("the summary logs in only with the state this browser's hand-off started, and removes the hand-off", async () => {
    const { loader: socialSummaryLoader } = await import("../../routes/social-summary.loader");
    const cookie = handoffCookie({ state: "s1", returnPath: "/checkout/" }, false).split(";")[0] ?? "";
    const pending = (await load(socialSummaryLoader, "/social-summary/?code=c1&state=s1", cookie)) as {
      data: unknown;
      init: { headers: Record<string, string> };
    };
    expect(pending.data).toEqual({ phase: "pending", code: "c1", state: "s1", returnPath: "/checkout/" });
    expect(pending.init.headers["Set-Cookie"]).toMatch(new RegExp(`^${HANDOFF_COOKIE}=;.*Max-Age=0`));

    // No hand-off, another one, and one whose provider address named no state (it proves nothing).
    for (const other of [
      "",
      handoffCookie({ state: "s2", returnPath: "/" }, false).split(";")[0] ?? "",
      handoffCookie({ state: "", returnPath: "/" }, false).split(";")[0] ?? "",
    ]) {
      const refused = (await load(socialSummaryLoader, "/social-summary/?code=c1&state=s1", other)) as {
        data: unknown;
      };
      expect(refused.data).toEqual({
        phase: "failed",
        problem: { kind: "code", code: "PBX_SOCIAL_LOGIN__INVALID_STATE" },
      });
    }
    const denied = (await load(socialSummaryLoader, "/social-summary/?error=access_denied&state=s1", cookie)) as {
      data: unknown;
    };
    expect(denied.data).toEqual({ phase: "failed", problem: { kind: "code", code: "access_denied" } });
    expect(await load(socialSummaryLoader, "/social-summary/")).toEqual({ phase: "idle" });
  });
});
