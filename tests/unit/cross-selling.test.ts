import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import {
  CROSS_SELLING_WAIT_MS,
  crossSellingInPage,
  crossSellingQuery,
  pageShowsOwnCrossSelling,
} from "../../app/catalog/cross-selling";
import type { StoreApi } from "../../app/store-api/api";
import type { PwaPageResult } from "../../app/store-api/operations";

const layout = (...slotTypes: string[]) => ({
  sections: [{ blocks: [{ slots: slotTypes.map((type, i) => ({ id: String(i), type, slot: "content" })) }] }],
});
const productPage = (cmsPage: unknown) =>
  ({
    resourceType: "frontend.detail.page",
    resourceIdentifier: "p1",
    cmsPage,
    product: {},
  }) as unknown as PwaPageResult;

describe("which product page shows the cross-selling groups itself", () => {
  it("one without a layout (Shopware's default product page) and one whose layout has no cross-selling element", () => {
    expect(pageShowsOwnCrossSelling(productPage(null))).toBe(true);
    expect(pageShowsOwnCrossSelling(productPage(layout("buy-box", "image-gallery")))).toBe(true);
  });

  it("not one whose layout has the element (never twice), nor a category or landing page", () => {
    expect(pageShowsOwnCrossSelling(productPage(layout("buy-box", "cross-selling")))).toBe(false);
    expect(
      pageShowsOwnCrossSelling({ resourceType: "frontend.navigation.page", cmsPage: null } as unknown as PwaPageResult),
    ).toBe(false);
  });
});

/** A Store API whose cross-selling answer comes when `release` is called (or fails with `fail`). */
function slowShop() {
  let release: (value: unknown) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const answer = new Promise((resolve, reject) => {
    release = resolve;
    fail = reject;
  });
  const invoke = vi.fn(async () => ({ data: await answer })) as unknown as StoreApi["invoke"];
  return { api: { invoke }, release, fail };
}
const element = (name: string, products: string[]) => ({
  crossSelling: { id: `g-${name}`, name, translated: { name } },
  products: products.map((id) => ({ id, name: id, translated: { name: id } })),
  total: products.length,
});

describe("the groups on a product page", () => {
  it("on the server the loader waits for them at most CROSS_SELLING_WAIT_MS; the answer still lands in the cache", async () => {
    vi.useFakeTimers();
    try {
      const shop = slowShop();
      const queryClient = new QueryClient();
      let done = false;
      void crossSellingInPage({ api: shop.api, queryClient, isServer: true }, "l1", "p1")!.then(() => (done = true));
      await vi.advanceTimersByTimeAsync(CROSS_SELLING_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
      shop.release([element("Similar", ["a", "b"]), element("Empty", [])]);
      await vi.waitFor(() =>
        expect(queryClient.getQueryData(crossSellingQuery(shop, "l1", "p1").queryKey)).toBeDefined(),
      );
      // A group without products is left out, as Shopware's storefront leaves it out.
      expect(queryClient.getQueryData(crossSellingQuery(shop, "l1", "p1").queryKey)).toEqual([
        {
          id: "g-Similar",
          name: "Similar",
          products: [expect.objectContaining({ id: "a" }), expect.objectContaining({ id: "b" })],
        },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("in the browser (a client navigation) the page does not wait at all", async () => {
    const shop = slowShop();
    expect(
      crossSellingInPage({ api: shop.api, queryClient: new QueryClient(), isServer: false }, "l1", "p1"),
    ).toBeNull();
    // It is asked for all the same: the page shows the groups when they come.
    await vi.waitFor(() => expect(shop.api.invoke).toHaveBeenCalledOnce());
  });

  it("a failing shop shows no groups instead of failing the product page", async () => {
    const shop = slowShop();
    const queryClient = new QueryClient();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    shop.fail(new Error("down"));
    await expect(queryClient.fetchQuery(crossSellingQuery(shop, "l1", "p1"))).resolves.toEqual([]);
    error.mockRestore();
  });
});
