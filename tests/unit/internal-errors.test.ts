import {
  createStaticHandler,
  isRouteErrorResponse,
  RouterContextProvider,
  type LoaderFunctionArgs,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cardOf } from "../../app/catalog/card";
import { InternalError, requiredProperty } from "../../app/lib/internal-errors";
import { defineIntent, storefrontAction } from "../../app/framework/actions";
import * as INTENT from "../../app/forms/intents";
import { storefrontLoader, toRouteError } from "../../app/framework/loaders";
import { checkRouteMiddleware } from "../../app/framework/route-middleware";
import { servicesContext } from "../../app/framework/services";
import { readSessionContext } from "../../app/session/store-api";
import { readNavigation } from "../../app/navigation/store-api";
import type { Schemas } from "../../app/store-api/operations";
import { SCREENS } from "../../routes";
import { ORIGIN, post, services } from "./action-harness";

type Product = Schemas["Product"];

/** A loader's arguments as the router gives them, with the request's services in its context (or none). */
function loaderArgs(path: string, svc: ReturnType<typeof services>["value"] | null): LoaderFunctionArgs {
  const context = new RouterContextProvider();
  if (svc) context.set(servicesContext, svc);
  const request = new Request(`${ORIGIN}${path}`);
  return { request, params: {}, context, url: new URL(request.url), pattern: path } as LoaderFunctionArgs;
}

afterEach(() => vi.restoreAllMocks());

describe("internal errors", () => {
  it("say what they mean, with what was missing or unknown", () => {
    expect(new InternalError("store api not exists").message).toBe("store api not exists");
    const error = new InternalError("missing property in a mapper", "product.id");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("InternalError");
    expect(error.meaning).toBe("missing property in a mapper");
    expect(error.message).toBe("missing property in a mapper: product.id");
  });

  describe("missing property in a mapper", () => {
    it("a required property that is there is read as it is", () => {
      expect(requiredProperty({ id: "p1" }, "id", "product")).toBe("p1");
    });

    it.each([undefined, null, ""])("a required property that is %o is the mapper's internal error", (id) => {
      expect(() => requiredProperty({ id } as { id?: string | null }, "id", "product")).toThrow(
        "missing property in a mapper: product.id",
      );
    });

    it("a product card needs its product's id (its link and key)", () => {
      expect(cardOf({ id: "p1", name: "Mug", translated: { name: "Mug" } } as Product).id).toBe("p1");
      expect(() => cardOf({ name: "Mug", translated: { name: "Mug" } } as Product)).toThrow(
        new InternalError("missing property in a mapper", "product.id"),
      );
    });

    it("a navigation entry needs its category's id, at any depth", async () => {
      const tree = [
        { id: "c1", name: "Books", type: "page", children: [{ name: "Hardcover", type: "page", children: [] }] },
      ];
      const api = { invoke: async () => ({ data: tree }) } as never;
      await expect(readNavigation(api, "lang", "main-navigation", 2)).rejects.toThrow(
        "missing property in a mapper: category.id",
      );
    });
  });

  it("session context null: a shop that answers no session is an internal error, not a guest", async () => {
    const api = { invoke: async () => ({ data: null }) } as never;
    await expect(readSessionContext(api, "lang")).rejects.toThrow(new InternalError("session context null"));
  });

  it("unknown route middleware: every screen's access names a known guard; another name is refused", () => {
    expect(() => checkRouteMiddleware(SCREENS)).not.toThrow();
    expect(() => checkRouteMiddleware([...SCREENS, { name: "vip-lounge", access: "vip" as never }])).toThrow(
      "unknown route middleware: vip (screen vip-lounge)",
    );
  });

  describe("on their way to the error page", () => {
    it("loaders and actions pass them on as they are (the generic 500), not as a shop that failed (502)", () => {
      const error = new InternalError("session context null");
      expect(toRouteError(error, "", new URL(ORIGIN))).toBe(error);
    });

    it("a loader's internal error reaches the router as it is; in the browser it is logged there", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const error = new InternalError("missing property in a mapper", "product.id");
      const loader = storefrontLoader(async () => {
        throw error;
      });
      const browser = { ...services().value, isServer: false };
      await expect(loader(loaderArgs("/hello/", browser))).rejects.toBe(error);
      expect(logged).toHaveBeenCalledWith("loader failed for /hello/", error);
    });

    it("a route without the request's services: store not initialised", async () => {
      const loader = storefrontLoader(async () => null);
      await expect(loader(loaderArgs("/hello/", null))).rejects.toThrow(
        "store not initialised: no services in the router context",
      );
    });

    it("the page with a loader's internal error is the error page with status 500", async () => {
      vi.spyOn(console, "error").mockImplementation(() => {});
      const handler = createStaticHandler([
        {
          id: "page",
          path: "/",
          loader: storefrontLoader(async () => {
            throw new InternalError("session context null");
          }),
        },
      ]);
      const context = new RouterContextProvider();
      context.set(servicesContext, services().value);
      const result = await handler.query(new Request(`${ORIGIN}/`), { requestContext: context });
      if (result instanceof Response) throw new Error("expected a page");
      expect(result.statusCode).toBe(500);
      const failure = result.errors?.["page"];
      expect(isRouteErrorResponse(failure)).toBe(false);
      expect(failure).toBeInstanceOf(InternalError);
    });

    it("an action's internal error is thrown (the error page), not answered as a refused form", async () => {
      const intent = defineIntent({
        schema: { safeParse: () => ({ success: true, data: {} }) } as never,
        run: async () => {
          throw new InternalError("domain not set");
        },
      });
      // Any intent will do: an action answers only intents of ours.
      await expect(
        post(storefrontAction({ [INTENT.contact]: intent }), "/hello/", { intent: "contact" }),
      ).rejects.toThrow(new InternalError("domain not set"));
    });
  });
});
