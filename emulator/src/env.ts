import type { Catalogue } from "./catalog/catalogue";
import type { SeedCurrency, SeedLanguage } from "./seed/reference";
import type { ContextPayload } from "./state/context";
import type { CustomerRecord } from "./state/customers";

export interface EmulatorBindings {
  DB: D1Database;
  /** The sales channel access key the emulator accepts (default DEFAULT_ACCESS_KEY). */
  ACCESS_KEY?: string;
  /** Origins of further frontends on this sales channel, comma-separated (lib/storefront-origins.ts). */
  STOREFRONT_ORIGINS?: string;
  /** Grow the demo catalogue to this many products (benchmarks). */
  CATALOGUE_SIZE?: string;
}

/** What every Store API route knows about the request: the resolved sales channel context. */
export interface RequestState {
  token: string;
  /** True when the token named a stored context; unknown tokens get a default one, as in Shopware. */
  persisted: boolean;
  payload: ContextPayload;
  language: SeedLanguage;
  currency: SeedCurrency;
  /** Absolute origin for media URLs, from the forwarding proxy's X-Forwarded-* headers. */
  origin: string;
  /** The sales channel's domains' origins: the public origin, then STOREFRONT_ORIGINS. */
  storefrontOrigins: string[];
  includeSeoUrls: boolean;
  displayGross: boolean;
  /** The logged-in customer (also a guest customer after a guest checkout), or null. */
  customer: CustomerRecord | null;
}

export type EmulatorEnv = {
  Bindings: EmulatorBindings;
  Variables: { state: RequestState; catalogue: Catalogue; pbxOwner: string };
};
