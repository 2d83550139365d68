import type { QueryClient } from "@tanstack/react-query";
import { createContext as createReactContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";
import type { PublicSiteConfig } from "../../kv-schemas/site-config";
import type { SnippetTree } from "../../kv-schemas/snippets";
import type { StoreApi } from "../store-api/api";
import type { ActionOutcome } from "./action-outcome";
import type { SubmissionGate } from "./submissions";

export type FlashType = "success" | "danger" | "warning" | "info";
export interface FlashNotice {
  type: FlashType;
  messageKey: string;
  params?: Record<string, string>;
}

/**
 * What loaders and components use to reach data, built once per request on the server and once
 * per page in the browser. Loaders get it from the router context, components from React context.
 */
export interface StorefrontServices {
  api: StoreApi;
  queryClient: QueryClient;
  /** Server: the KV-backed services. Browser: the Worker's /api-sync endpoints. */
  loadSiteConfig: () => Promise<PublicSiteConfig>;
  loadSnippets: (langCode: string) => Promise<SnippetTree>;
  /** A notice for the page the shopper lands on after a redirect. */
  flash: (notice: FlashNotice) => void;
  isServer: boolean;
  /** Server only: the request's Cookie header, for what a page shows from a cookie the browser reads too (the consent banner). */
  requestCookies?: string;
  /**
   * Server only: a catalogue page's canonical path in each language domain that has it (domain id →
   * path), from the sitemaps the Worker keeps in KV, for its hreflang links. The browser has none:
   * a page rendered there (a client navigation) goes without them; crawlers read server HTML.
   */
  pageLanguagePaths?: (routeName: string, foreignKey: string) => Promise<ReadonlyMap<string, string>>;
  /**
   * Server only, for a POST: the submit ledger of the request's session, which lets "place order" and
   * "pay again" act once per idempotency key (app/forms/submit-once). Every action runs in the Worker
   * (decision 021), so the browser needs none.
   */
  submissions?: SubmissionGate;
  /**
   * Server only, for a form sent with JavaScript (answered as data, decision 021): what the action did
   * that the page must hear of. Absent without JavaScript: the 303 and its flash cookie are the whole answer.
   */
  outcome?: ActionOutcome;
  /**
   * Server only, with `outcome`: the keys of the cart messages the page already showed (its cached
   * cart's), so that a change tells only new ones (app/cart/actions).
   */
  knownCartMessages?: ReadonlySet<string>;
  /**
   * Server only: a call to Printbox's editor API (printService.editorApiUrl, app/projects/saved-projects).
   * A URL goes out as it is; a path goes to the shop's upstream, where the emulator's stand-in answers
   * it. The browser calls it with its own fetch, as the editor in the page does.
   */
  printboxFetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

export const servicesContext = createRouterContext<StorefrontServices>();

const ServicesReactContext = createReactContext<StorefrontServices | null>(null);
export const ServicesProvider = ServicesReactContext.Provider;

export function useServices(): StorefrontServices {
  const services = useContext(ServicesReactContext);
  if (!services) throw new Error("Store not initialised: useServices() outside ServicesProvider");
  return services;
}
