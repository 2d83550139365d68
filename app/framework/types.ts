import type { ComponentType } from "react";
import type { LoaderFunction } from "react-router";

export type Layout = "default" | "checkout" | "blank" | "none";
/** Open to everyone, or for logged-in customers only. */
export type Access = "open" | "customer";

/**
 * What every matched screen route tells the document (its title, layout and access rule) and the
 * route preloading (its loader's code): the screen's own definition.
 */
export type RouteHandle = Pick<ScreenRoute, "name" | "layout" | "access" | "titleKey" | "indexed" | "loader">;

/**
 * What a loader's data may say about the page's title: its own title (a CMS page's), another of the
 * route's title keys (editing rather than adding an address) and the key's parameters (an order's number). Data, not a function
 * on the route, so the route table in the first load stays small.
 */
export interface PageTitleData {
  /** The page's own title (a CMS page's meta title or name): wins over any key. */
  title?: string | null;
  titleKey?: string;
  titleParams?: Record<string, string>;
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
 * One screen of its path (relative to the language prefix), loader, handle and a
 * lazily loaded component, so that each route ships only its own code.
 */
export interface ScreenRoute {
  name: string;
  /**
   * Relative to the language prefix; the name when left out (most screens are at their name's path).
   * The configuration places a few screens instead (configured-pages).
   */
  path?: string;
  index?: boolean;
  layout: Layout;
  access: Access;
  titleKey?: string;
  /**
   * Crawlers may index it (home, CMS, category and product pages, the privacy policy, the
   * registration): every other screen carries a noindex. Opt-in, so that a new screen is never
   * indexed by accident, and the route table (in every first load) carries the flag on the few.
   */
  indexed?: boolean;
  /**
   * Shown only as a document of its own, never by a client-side navigation: its Content-Security-Policy
   * is its own (the payment SDK's hosts, the map's tiles, the editor's origin), and a browser keeps the
   * policy of the document it loaded. A navigation to it from another page loads it in full.
   */
  ownPolicy?: true;
  /**
   * The loader's module (`routes/{name}.loader.ts`, exporting `loader`), loaded on the route's first
   * client-side use (see on-demand). Modules with one conventional export name keep the route table,
   * which is part of the first load, free of every loader's own name.
   */
  loader?: () => Promise<{ loader: LoaderFunction }>;
  screen: () => Promise<ScreenModule>;
  /**
   * The screen's source file, for the server's modulepreload hints from the build manifest, when it
   * is not `routes/{name}.screen.tsx` (see screenModuleOf).
   */
  screenModule?: string;
}

/**
 * The source file of a screen's component (the server reads it; the browser never needs it). The
 * build fails when it names no module of the build (app/framework/route-modules).
 */
export const screenModuleOf = (screen: Pick<ScreenRoute, "name" | "screenModule">): string =>
  screen.screenModule ?? `routes/${screen.name}.screen.tsx`;

/**
 * The source file of each lazily loaded layout, for the server's modulepreload hints (the default
 * layout is part of the first load and needs none). Checked by the build like screenModuleOf.
 */
export const LAYOUT_MODULES = {
  checkout: "app/layouts/CheckoutLayout.tsx",
  blank: "app/layouts/BlankLayout.tsx",
  none: "app/layouts/NoLayout.tsx",
} as const satisfies Record<Exclude<Layout, "default">, string>;
