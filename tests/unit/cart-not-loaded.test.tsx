import { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import enGB from "../../app/i18n/locales/en-GB.json";
import { CartContents } from "../../app/cart/CartContents";
import { MiniCart } from "../../app/cart/MiniCart";
import { cartQuery } from "../../app/cart/queries";
import type { Cart } from "../../app/cart/store-api";
import { I18nProvider } from "../../app/i18n/context";
import { resolveDomain } from "../../app/lib/language";
import { AppProviders } from "../../app/providers";
import type { StorefrontServices } from "../../app/framework/services";
import { NoticeBoard } from "../../app/state/notice-board";
import { SessionContextContext, SiteProvider } from "../../app/state/site";
import { config, LANGUAGE_ID, sessionContext } from "./cms/fixtures";
import { textOf } from "./cms/render";

/*
 * Spec section 4: "Cart: absent (null) until loaded; reading it while absent fails." The cart on
 * screen is the cart query's answer (app/cart/use-cart-view.ts): before it has answered, the mini
 * cart says it is loading, and the cart's contents, read anyway, fail loudly in development and show
 * nothing in production (never an empty cart that is not the shop's).
 */

/** The shop's answer for a session without lines (what the cart query holds once loaded). */
const EMPTY_CART = {
  token: "cart-token",
  lineItems: [],
  errors: {},
  deliveries: [],
  price: { taxStatus: "gross", positionPrice: 0, totalPrice: 0, netPrice: 0, rawTotal: 0, calculatedTaxes: [] },
} as unknown as Cart;

/** Renders `element` as the server does, inside the storefront's providers, with `cart` in the cart query or none. */
async function render(element: ReactNode, cart: Cart | null): Promise<string> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const services: StorefrontServices = {
    api: { invoke: (() => Promise.reject(new Error("no Store API calls while rendering"))) as never },
    queryClient,
    loadSiteConfig: async () => config,
    loadSnippets: async () => ({}),
    flash: () => undefined,
    isServer: true,
  };
  if (cart) queryClient.setQueryData(cartQuery(services, LANGUAGE_ID).queryKey, cart);
  const { domain, rest } = resolveDomain("/cart/", config.domains);
  const page = (
    <SiteProvider config={config} domain={domain} path={rest}>
      <SessionContextContext.Provider value={sessionContext as never}>{element}</SessionContextContext.Provider>
    </SiteProvider>
  );
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: ["/cart/"] });
  const { prelude } = await prerender(
    <AppProviders services={services} notifications={new NoticeBoard(2500, [])} assets={{ stylesheets: [] }}>
      <I18nProvider locale="en-GB" messages={enGB} fallback={undefined}>
        <RouterProvider router={router} />
      </I18nProvider>
    </AppProviders>,
  );
  return textOf(await new Response(prelude).text());
}

describe("a cart that is not loaded yet", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("the cart's contents read before it was loaded fail loudly in development", async () => {
    vi.stubEnv("NODE_ENV", "development");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    // Rendering on the server: the error is the render's (no boundary catches it there).
    await expect(render(<CartContents />, null)).rejects.toThrow(new Error("The cart was read before it was loaded."));
  });

  it("in production the same read shows nothing: not an empty cart the shop did not answer", async () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(await render(<CartContents />, null)).toBe("");
  });

  it("once loaded, the contents are the shop's cart", async () => {
    vi.stubEnv("NODE_ENV", "development");
    expect(await render(<CartContents />, EMPTY_CART)).toContain(enGB.cart.empty);
  });

  it("the mini cart opened before the cart has answered says it is loading, then shows the cart", async () => {
    vi.stubEnv("NODE_ENV", "development");
    const loading = await render(<MiniCart onClose={() => undefined} />, null);
    expect(loading).toContain(enGB.cart.loading);
    expect(loading).not.toContain(enGB.cart.empty);
    const loaded = await render(<MiniCart onClose={() => undefined} />, EMPTY_CART);
    expect(loaded).not.toContain(enGB.cart.loading);
    expect(loaded).toContain(enGB.cart.empty);
  });
});
