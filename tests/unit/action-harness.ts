import { QueryClient } from "@tanstack/react-query";
import { RouterContextProvider, type ActionFunction } from "react-router";
import { siteConfig } from "../../emulator/src/seed/site-config";
import { queryKey } from "../../app/framework/query-keys";
import type { ActionResult } from "../../app/framework/action-result";
import { servicesContext, type FlashNotice, type StorefrontServices } from "../../app/framework/services";
import type { SubmissionGate, SubmitResult } from "../../app/framework/submissions";
import type { StoreApi } from "../../app/store-api/api";

/** Route actions run as the Worker runs them, against a recorded Store API: shared by the action tests. */
export const ORIGIN = "https://shop.test";
export const config = siteConfig(false);

/**
 * The Worker's submit ledger for one test (worker/idempotency has the real one, tested in workerd):
 * a used key answers its result; a key still running is "busy" here (a unit test runs one post at a time).
 */
export function memorySubmissions(): SubmissionGate & { records: Map<string, SubmitResult | "pending"> } {
  const records = new Map<string, SubmitResult | "pending">();
  return {
    records,
    async begin(scope, key) {
      const record = records.get(`${scope}:${key}`);
      if (record === "pending") return { state: "busy" };
      if (record) return { state: "done", result: record };
      records.set(`${scope}:${key}`, "pending");
      return { state: "first" };
    },
    async finish(scope, key, result) {
      records.set(`${scope}:${key}`, result);
    },
    async release(scope, key) {
      records.delete(`${scope}:${key}`);
    },
  };
}

/** Services as the Worker builds them, with a Store API that records its calls and answers `answer`. */
export function services(answer: (operation: string, body: unknown) => unknown = () => ({})) {
  const calls: { operation: string; body: unknown }[] = [];
  const flashed: FlashNotice[] = [];
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKey("site-config"), config);
  const invoke = (async (operation: string, params?: { body?: unknown }) => {
    calls.push({ operation, body: params?.body });
    return { data: answer(operation, params?.body) };
  }) as unknown as StoreApi["invoke"];
  const value: StorefrontServices = {
    api: { invoke },
    queryClient,
    isServer: true,
    loadSiteConfig: async () => config,
    loadSnippets: async () => ({}),
    flash: (notice) => flashed.push(notice),
    submissions: memorySubmissions(),
  };
  return { value, calls, flashed };
}

export async function post(action: ActionFunction, path: string, fields: Record<string, string>, svc = services()) {
  const context = new RouterContextProvider();
  context.set(servicesContext, svc.value);
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const answer = await action({ request, params: {}, context, url: new URL(request.url), pattern: path });
  const unwrapped =
    answer && typeof answer === "object" && "data" in answer && "init" in answer
      ? (answer as { data: unknown; init: ResponseInit | null })
      : null;
  return {
    answer,
    result: (unwrapped ? unwrapped.data : answer) as ActionResult | Response,
    status: unwrapped?.init?.status ?? 200,
    ...svc,
  };
}

/** A Store API error as @shopware/api-client throws it: the shop's errors, with their source pointers. */
export const apiError = (status: number, errors: { code: string; detail?: string; pointer?: string }[]) =>
  Object.assign(new Error(errors[0]?.code ?? ""), {
    name: "ApiClientError",
    status,
    statusText: "",
    details: {
      errors: errors.map((e) => ({
        status: String(status),
        code: e.code,
        title: "",
        detail: e.detail ?? "shop detail",
        ...(e.pointer ? { source: { pointer: e.pointer } } : {}),
      })),
    },
  });
