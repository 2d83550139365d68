import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { requestEditorAuthorisation } from "../../app/editor/authorisation";
import { queryKey } from "../../app/framework/query-keys";
import type { StorefrontServices } from "../../app/framework/services";
import { auth, CUSTOMER_NOT_IN_CONTEXT, watchSessionExpiry } from "../../app/account/auth";
import { CustomerClosedModalError, loginModal } from "../../app/account/login-modal";

/** The stores are the browser's: a window to dispatch the spec's events on. */
let events: string[] = [];
beforeEach(() => {
  const target = new EventTarget();
  events = [];
  target.addEventListener("storefront:logout", () => events.push("logout"));
  vi.stubGlobal("window", target);
  auth.set({ status: "init" });
});
afterEach(() => {
  loginModal.close();
  vi.unstubAllGlobals();
});

const services = (sessionId = "pbx-session-1") =>
  ({
    api: { invoke: vi.fn(async () => ({ data: { session_id: sessionId, session_expires: "2026-12-01T00:00:00Z" } })) },
  }) as unknown as StorefrontServices & {
    api: { invoke: ReturnType<typeof vi.fn> };
  };

describe("the login modal and the editor's authorisation request", () => {
  it("a guest's request opens the modal and resolves with the editor session id once the login succeeded", async () => {
    const api = services();
    const request = requestEditorAuthorisation(api, false);
    expect(loginModal.get()).toEqual({ open: true, reason: "editor" });
    auth.set({ status: "loading" });
    auth.set({ status: "success", editorSessionId: "from-the-login", editorSessionExpires: Date.now() + 3_600_000 });
    loginModal.loggedIn();
    await expect(request).resolves.toBe("from-the-login");
    expect(loginModal.get()).toEqual({ open: false });
    expect(api.api.invoke).not.toHaveBeenCalled();
  });

  it("an editor session id about to expire is not handed on: the shop is asked for a fresh one", async () => {
    const api = services("pbx-session-3");
    auth.set({ status: "success", editorSessionId: "old-one", editorSessionExpires: Date.now() + 10_000 });
    await expect(requestEditorAuthorisation(api, true)).resolves.toBe("pbx-session-3");
  });

  it("asks the shop for the session id when the login did not bring one, and a customer is not asked to log in", async () => {
    const api = services("pbx-session-2");
    await expect(requestEditorAuthorisation(api, true)).resolves.toBe("pbx-session-2");
    expect(loginModal.get().open).toBe(false);
    expect(api.api.invoke).toHaveBeenCalledWith("readPbxSession get /pbx2/session", {});
  });

  it("rejects as 'customer closed modal' when closed first; cannot be closed while auth is loading", async () => {
    const request = requestEditorAuthorisation(services(), false);
    const second = loginModal.open("header");
    auth.set({ status: "loading" });
    expect(loginModal.close()).toBe(false);
    expect(loginModal.get().open).toBe(true);
    auth.set({
      status: "error",
      errors: [{ code: "CHECKOUT__CUSTOMER_AUTH_BAD_CREDENTIALS", detail: "Invalid username and/or password." }],
    });
    expect(loginModal.close()).toBe(true);
    await expect(request).rejects.toThrow(CustomerClosedModalError);
    await expect(second).rejects.toThrow("customer closed modal");
  });
});

describe("a session that ends elsewhere", () => {
  const customer = { id: "c1", firstName: "Grace" };
  const seeded = () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKey("session-context", "en"), { customer });
    return queryClient;
  };

  it("a refresh without the customer gives customer-not-in-context and broadcasts logout once", () => {
    const queryClient = seeded();
    const expired = vi.fn();
    const stop = watchSessionExpiry(queryClient, expired);
    queryClient.setQueryData(queryKey("session-context", "en"), { customer: null });
    queryClient.setQueryData(queryKey("session-context", "en"), { customer: null });
    expect(auth.get()).toEqual({ status: "error", errors: [CUSTOMER_NOT_IN_CONTEXT] });
    expect(events).toEqual(["logout"]);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });

  it("the tab's own logout (auth loading) is not an expiry, nor is a guest staying a guest", () => {
    const queryClient = seeded();
    const expired = vi.fn();
    const stop = watchSessionExpiry(queryClient, expired);
    auth.set({ status: "loading" });
    queryClient.setQueryData(queryKey("session-context", "en"), { customer: null });
    auth.set({ status: "init" });
    queryClient.setQueryData(queryKey("session-context", "en"), { customer: null });
    expect(expired).not.toHaveBeenCalled();
    expect(events).toEqual([]);
    stop();
  });
});
