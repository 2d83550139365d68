import { describe, expect, it } from "vitest";
import { loginAction, pageAction } from "../../app/session/page-action";
import { isActionResult } from "../../app/framework/action-result";
import { post, services } from "./action-harness";

const apiError = (status: number, code: string) =>
  Object.assign(new Error(code), {
    name: "ApiClientError",
    status,
    statusText: "",
    details: { errors: [{ status: String(status), code, title: "", detail: "secret detail" }] },
  });

describe("login", () => {
  it("a wrong password and an unknown e-mail read the same, and the form keeps the e-mail and return path, never the password", async () => {
    const svc = services(() => {
      throw apiError(401, "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS");
    });
    const { result, status, calls } = await post(
      loginAction,
      "/login/",
      { intent: "login", username: " ada@example.com ", password: "pw-123456", redirect: "/cart/" },
      svc,
    );
    expect(calls).toEqual([
      { operation: "loginCustomer post /account/login", body: { username: "ada@example.com", password: "pw-123456" } },
    ]);
    expect(status).toBe(400);
    if (!isActionResult(result)) throw new Error("no result");
    expect(result.formError).toBe("account.login.failed");
    expect(result.values).toEqual({ username: "ada@example.com", redirect: "/cart/" });
    expect(JSON.stringify(result)).not.toContain("pw-123456");
  });

  it("an account not confirmed yet is told so", async () => {
    const svc = services(() => {
      throw apiError(401, "CHECKOUT__CUSTOMER_OPTIN_NOT_COMPLETED");
    });
    const { result } = await post(
      loginAction,
      "/login/",
      { intent: "login", username: "ada@example.com", password: "x" },
      svc,
    );
    expect(isActionResult(result) && result.formError).toBe("account.login.optInNotCompleted");
  });

  it("goes on to a same-origin return path only, else to the profile", async () => {
    for (const [redirect, expected] of [
      ["/cart/", "/cart/"],
      ["//evil.example/", "/account/profile/"],
      ["https://evil.example/", "/account/profile/"],
      ["/\\evil.example/", "/account/profile/"],
    ] as const) {
      const { flashed } = await post(
        loginAction,
        "/login/",
        { intent: "login", username: "ada@example.com", password: "x", redirect },
        services(() => ({})),
      ).catch((thrown: unknown) => {
        if (!(thrown instanceof Response)) throw thrown;
        expect(thrown.status).toBe(303);
        expect(thrown.headers.get("Location")).toBe(expected);
        return { flashed: null };
      });
      expect(flashed).toBeNull();
    }
  });

  it("logout is answered on every page: a notice and home", async () => {
    const svc = services(() => ({}));
    const thrown = await post(pageAction, "/Photo-books/", { intent: "logout" }, svc).catch(
      (response: unknown) => response,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/");
    expect(svc.flashed).toEqual([{ type: "success", messageKey: "account.logout.success" }]);
    expect(svc.calls.map((c) => c.operation)).toEqual(["logoutCustomer post /account/logout"]);
  });
});
