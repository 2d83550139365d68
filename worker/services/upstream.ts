import type { Bindings, WorkerConfig } from "../env";

/**
 * The one way to the shop's Store API: a service binding to the emulator in development and tests,
 * STORE_API_URL over HTTPS in production. Both the proxy and the server-side Store API client use it.
 */
export interface Upstream {
  /** Origin the Store API is reached under ("https://shop.example" or the internal binding origin). */
  readonly origin: string;
  fetch(request: Request): Promise<Response>;
}

/** A made-up origin for requests that go through the STORE_API service binding. */
export const BINDING_ORIGIN = "http://store-api.internal";

export class UpstreamNotConfiguredError extends Error {
  constructor() {
    super("Neither the STORE_API service binding nor STORE_API_URL is configured.");
    this.name = "UpstreamNotConfiguredError";
  }
}

export function createUpstream(env: Bindings, config: WorkerConfig): Upstream {
  const binding = env.STORE_API;
  if (binding) {
    installBindingDispatch(binding);
    return { origin: BINDING_ORIGIN, fetch: (request) => binding.fetch(request) };
  }
  if (!config.STORE_API_URL) throw new UpstreamNotConfiguredError();
  const origin = new URL(config.STORE_API_URL).origin;
  return { origin, fetch: (request) => fetch(request) };
}

let dispatchInstalled = false;

/**
 * @shopware/api-client (through ofetch) can only call the global fetch, and a service binding is
 * not reachable through it. So, once per isolate, requests to BINDING_ORIGIN are handed to the
 * binding; every other URL goes to the original fetch unchanged. The binding is the same for every
 * request of the isolate, so this holds no per-request state.
 */
function installBindingDispatch(binding: Fetcher): void {
  if (dispatchInstalled) return;
  dispatchInstalled = true;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(`${BINDING_ORIGIN}/`)) return binding.fetch(new Request(input, init));
    return original(input, init);
  }) as typeof fetch;
}
