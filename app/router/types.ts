import type { ComponentType } from "react";
import type { ActionFunction, LoaderFunction } from "react-router";
import type { Translate } from "../i18n/i18n";

export type Layout = "default" | "checkout" | "blank" | "none";
/** Spec section 6: open to everyone, or for logged-in customers only. */
export type Access = "open" | "customer";

/**
 * What every matched screen route tells the document (its title, layout and access rule) and the
 * route preloading (its loader's code): the screen's own definition.
 */
export type RouteHandle = Pick<ScreenRoute, "name" | "layout" | "access" | "titleKey" | "title" | "noIndex" | "loader">;

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
  /** A title from the route's data (CMS pages, order numbers); wins over titleKey. */
  title?: (data: unknown, t: Translate) => string | null;
  noIndex?: boolean;
  /** The loader's module, loaded on the route's first client-side use (see on-demand). */
  loader?: () => Promise<LoaderFunction>;
  /** The route's own action; every route without one takes the page action (session and CMS forms). */
  action?: () => Promise<ActionFunction>;
  screen: () => Promise<ScreenModule>;
  /**
   * The screen's source file, for the server's modulepreload hints from the build manifest, when it
   * is not `routes/{name}.screen.tsx` (see screenModuleOf).
   */
  screenModule?: string;
}

/** The source file of a screen's component (the server reads it; the browser never needs it). */
export const screenModuleOf = (screen: Pick<ScreenRoute, "name" | "screenModule">): string => screen.screenModule ?? `routes/${screen.name}.screen.tsx`;
