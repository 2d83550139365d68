import type { ComponentType } from "react";
import type { ActionFunction, LoaderFunction } from "react-router";
import type { Translate } from "../i18n/i18n";

export type Layout = "default" | "checkout" | "blank" | "none";
/** Spec section 6: open to everyone, or for logged-in customers only. */
export type Access = "open" | "customer";

/** What every matched route tells the document: its title, layout and access rule. */
export interface RouteHandle {
  name: string;
  layout: Layout;
  access: Access;
  /** A snippet key of spec section 2's page-title list. */
  titleKey?: string;
  /** A title from the route's data (CMS pages, order numbers); wins over titleKey. */
  title?: (data: unknown, t: Translate) => string | null;
  /** Crawlers should not index this page. */
  noIndex?: boolean;
  /** Loads the route's loader and action code ahead of a click (route preloading). */
  preload?: () => Promise<unknown>;
}

/** Anything whose code can be loaded ahead of its first render (an island). */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/** A screen module: its component and the islands it renders, loaded with its code. */
export interface ScreenModule {
  default: ComponentType;
  islands?: readonly Preloadable[];
}

/**
 * One screen of spec section 2: its path (relative to the language prefix), loader, handle and a
 * lazily loaded component, so that each route ships only its own code.
 */
export interface ScreenRoute {
  name: string;
  path?: string;
  index?: boolean;
  layout: Layout;
  access: Access;
  titleKey?: string;
  title?: RouteHandle["title"];
  noIndex?: boolean;
  /** The loader's module, loaded on the route's first client-side use (see on-demand). */
  loader?: () => Promise<LoaderFunction>;
  /** The route's own action; every route without one takes the page action (session and CMS forms). */
  action?: () => Promise<ActionFunction>;
  screen: () => Promise<ScreenModule>;
  /** The screen's source file, for modulepreload hints from the build manifest. */
  screenModule: string;
}
