import type { Bindings, WorkerConfig } from "../env";

/**
 * The one way to the shop's Store API: a service binding to the emulator in development and tests,
 * STORE_API_URL over HTTPS in production. Both the proxy and the server-side Store API client use it.
 */
export interface Upstream {
  /** Origin the Store API is reached under ("https://shop.example" or a binding's internal origin). */
  readonly origin: string;
  fetch(request: Request): Promise<Response>;
}

export class UpstreamNotConfiguredError extends Error {
  constructor() {
    super("Neither the STORE_API service binding nor STORE_API_URL is configured.");
    this.name = "UpstreamNotConfiguredError";
  }
}

export function createUpstream(env: Bindings, config: WorkerConfig): Upstream {
  const binding = env.STORE_API;
  if (binding) {
    const origin = bindingOrigin(binding);
    return { origin, fetch: (request) => binding.fetch(request) };
  }
  if (!config.STORE_API_URL) throw new UpstreamNotConfiguredError();
  const origin = new URL(config.STORE_API_URL).origin;
  return { origin, fetch: (request) => fetch(request) };
}

/**
 * @shopware/api-client (through ofetch) can only call the global fetch, and a service binding is
 * not reachable through it. So each binding gets a made-up origin, and a global fetch wrapper,
 * installed once per isolate, hands requests for those origins to their binding; every other URL
 * goes to the original fetch unchanged. The registry holds bindings, never per-request state: in
 * production there is one, tests may bring their own.
 */
const INTERNAL_SUFFIX = ".store-api.internal";
const byBinding = new WeakMap<Fetcher, string>();
const byHost = new Map<string, Fetcher>();

function bindingOrigin(binding: Fetcher): string {
  let host = byBinding.get(binding);
  if (!host) {
    host = `binding${byHost.size + 1}${INTERNAL_SUFFIX}`;
    byBinding.set(binding, host);
    byHost.set(host, binding);
    installDispatch();
  }
  return `http://${host}`;
}

/** The URL a fetch call asks for, whichever of its three forms it came in. */
function hrefOf(input: RequestInfo | URL): string {
  if (typeof input === "string") return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

let installed = false;
function installDispatch(): void {
  if (installed) return;
  installed = true;
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const href = hrefOf(input);
    if (href.startsWith("http://") && href.includes(INTERNAL_SUFFIX)) {
      const binding = byHost.get(new URL(href).host);
      if (binding) return binding.fetch(new Request(input, init));
    }
    return original(input, init);
  }) as typeof fetch;
}
