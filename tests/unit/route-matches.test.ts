import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { loaderField, loaderParams, loaderText, screenHandleOf } from "../../app/framework/route-matches";

const match = (loaderData: unknown, handle?: unknown): UIMatch => ({
  id: "m",
  pathname: "/",
  params: {},
  loaderData,
  handle,
});

describe("reading the matched routes without casts", () => {
  it("takes a screen's handle, not a layout's nor anything else", () => {
    const screen = { name: "cart", layout: "default", access: "open", titleKey: "pageTitle.cart" };
    expect(screenHandleOf(match(null, screen))).toBe(screen);
    expect(screenHandleOf(match(null, { name: "layout-checkout", module: "app/layouts/CheckoutLayout.tsx" }))).toBe(
      undefined,
    );
    expect(screenHandleOf(match(null, { name: "x", access: "everyone" }))).toBe(undefined);
    expect(screenHandleOf(match(null, "cart"))).toBe(undefined);
    expect(screenHandleOf({})).toBe(undefined);
  });

  it("reads a loader's fields when its data is an object that has them, of the kind asked", () => {
    const page = match({ title: "Gifts", titleKey: 3, titleParams: { number: "10001", count: 2, bad: {} } });
    expect(loaderText(page, "title")).toBe("Gifts");
    expect(loaderText(page, "titleKey")).toBe(undefined);
    expect(loaderParams(page, "titleParams")).toEqual({ number: "10001", count: 2 });
    expect(loaderField(match(null), "title")).toBe(undefined);
    expect(loaderField(match("text"), "length")).toBe(undefined);
    expect(loaderParams(match({ titleParams: "x" }), "titleParams")).toBe(undefined);
  });
});
