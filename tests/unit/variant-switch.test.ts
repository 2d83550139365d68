import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { variantSwitchPath } from "../../app/catalog/variants/switch-path";
import { servicesContext } from "../../app/framework/services";
import { loader } from "../../routes/catch-all.loader";
import { apiError, ORIGIN, services } from "./action-harness";

const PARENT = "0123456789abcdef0123456789abcdef";
const VARIANT = "fedcba9876543210fedcba9876543210";
const COLOUR = "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa";
const MODEL = "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb";
const ROSE = "cccccccccccccccccccccccccccccccc";
const IPHONE_16 = "dddddddddddddddddddddddddddddddd";

/** Runs the page loader on a path; it answers a variant switch with a thrown redirect. */
async function open(path: string, answer: (operation: string, body: unknown) => unknown) {
  const svc = services(answer);
  const context = new RouterContextProvider();
  context.set(servicesContext, svc.value);
  const request = new Request(`${ORIGIN}${path}`);
  try {
    await loader({ request, params: {}, context, url: new URL(request.url), pattern: "*" });
  } catch (thrown) {
    return { thrown, calls: svc.calls };
  }
  throw new Error("the loader did not redirect");
}

const seoUrl = (id: string, seoPathInfo: string) => ({ elements: [{ id, seoUrls: [{ seoPathInfo }] }] });

describe("the variant switch (/detail/{parentId}/switch/, Shopware storefront's frontend.detail.switch)", () => {
  it("asks find-variant with the options and the switched group, then redirects to the variant's SEO URL", async () => {
    const path = variantSwitchPath(PARENT, { [COLOUR]: ROSE, [MODEL]: IPHONE_16 }, MODEL);
    const { thrown, calls } = await open(path, (operation) =>
      operation.startsWith("searchProductVariantIds")
        ? { variantId: VARIANT, options: {}, apiAlias: "found_combination" }
        : seoUrl(VARIANT, "Silicone-colour-case/ESV001.3/"),
    );
    expect(calls[0]).toEqual({
      operation: "searchProductVariantIds post /product/{productId}/find-variant",
      body: { options: { [COLOUR]: ROSE, [MODEL]: IPHONE_16 }, switchedGroup: MODEL },
    });
    expect(calls[1]!.body).toMatchObject({ ids: [VARIANT] });
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/Silicone-colour-case/ESV001.3/");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
  });

  it("keeps the language prefix", async () => {
    const { thrown } = await open(`/de${variantSwitchPath(PARENT, { [COLOUR]: ROSE }, COLOUR)}`, (operation) =>
      operation.startsWith("searchProductVariantIds")
        ? { variantId: VARIANT }
        : seoUrl(VARIANT, "Silikon-Farbhuelle/ESV001.5/"),
    );
    expect((thrown as Response).headers.get("Location")).toBe("/de/Silikon-Farbhuelle/ESV001.5/");
  });

  it("leads to the parent (its main variant) when no variant matches, and ignores options that are not ids", async () => {
    const { thrown, calls } = await open(
      `/detail/${PARENT}/switch/?options=${encodeURIComponent('{"x":"<script>"}')}&switched=nope`,
      (operation) => {
        if (operation.startsWith("searchProductVariantIds"))
          throw apiError(404, [{ code: "CONTENT__PRODUCT_VARIANT_NOT_FOUND" }]);
        return { elements: [] };
      },
    );
    expect(calls[0]!.body).toEqual({ options: {} });
    expect((thrown as Response).headers.get("Location")).toBe(`/detail/${PARENT}/`);
  });

  it("lets other failures of the shop through (an error page, not a wrong variant)", async () => {
    const { thrown } = await open(variantSwitchPath(PARENT, {}, COLOUR), () => {
      throw apiError(500, [{ code: "FRAMEWORK__INTERNAL" }]);
    });
    expect(thrown).not.toBeInstanceOf(Response);
  });
});
