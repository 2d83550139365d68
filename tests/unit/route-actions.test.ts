import {
  createMemoryRouter,
  createStaticHandler,
  RouterContextProvider,
  type RouteObject,
  type StaticHandlerContext,
} from "react-router";
import { describe, expect, it } from "vitest";
import { config, ORIGIN, post, services } from "./action-harness";
import { cartAction } from "../../app/cart/actions";
import { pageAction } from "../../app/session/page-action";
import { queryKey } from "../../app/framework/query-keys";
import { isActionResult, postRedirectTarget } from "../../app/framework/action-result";
import { createRoutes } from "../../app/framework/create-routes";
import { queryWithMiddleware } from "../../app/framework/static-query";

describe("postRedirectTarget (post/redirect/get without JavaScript)", () => {
  const request = (path: string, referer?: string) =>
    new Request(`${ORIGIN}${path}`, { method: "POST", headers: referer ? { referer } : {} });

  it("goes back to the page the shopper came from, on the same origin only", () => {
    expect(
      postRedirectTarget(request("/cart/", `${ORIGIN}/PixelForge/ES1/?x=1`), {
        cart: { intent: "add-to-cart", ok: true },
      }),
    ).toBe("/PixelForge/ES1/?x=1");
    expect(
      postRedirectTarget(request("/cart/", "https://evil.example/phish/"), {
        cart: { intent: "add-to-cart", ok: true },
      }),
    ).toBe("/cart/");
    // Found by fuzzing (issue 13): a same-origin Referer or a posted path that a browser reads as another host.
    expect(
      postRedirectTarget(request("/cart/", `${ORIGIN}//evil.example/`), { cart: { intent: "add-to-cart", ok: true } }),
    ).toBe("/cart/");
    expect(postRedirectTarget(request("//evil.example/"), { page: { intent: "currency", ok: false } })).toBe("/");
  });

  it("prefers the action's own target when it is a same-origin path", () => {
    expect(
      postRedirectTarget(request("/", `${ORIGIN}/a/`), { root: { intent: "x", ok: true, redirectTo: "/de/" } }),
    ).toBe("/de/");
    expect(
      postRedirectTarget(request("/", `${ORIGIN}/a/`), {
        root: { intent: "x", ok: true, redirectTo: "//evil.example/" },
      }),
    ).toBe("/a/");
  });

  it("renders the form again when it failed with its values, and drops ?index from the posted URL", () => {
    expect(
      postRedirectTarget(request("/?index"), {
        home: { intent: "contact", ok: false, fieldErrors: { email: "form.errors.email" }, values: { email: "x" } },
      }),
    ).toBeNull();
    expect(postRedirectTarget(request("/?index"), { home: { intent: "currency", ok: false } })).toBe("/");
    expect(postRedirectTarget(request("/search/?search=a&index"), null)).toBe("/search/?search=a");
  });
});

describe("route actions", () => {
  it("refuse an unknown intent with 400, not a 500", async () => {
    const { result, status } = await post(pageAction, "/", { intent: "delete-everything" });
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("form.errors.unknownIntent");
  });

  it("turn a malformed add to cart into field errors and a notice, without calling the shop", async () => {
    const { result, status, calls, flashed } = await post(cartAction, "/cart/", {
      intent: "add-to-cart",
      productId: "nope",
      quantity: "many",
    });
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({
      productId: "form.errors.invalid",
      quantity: "form.errors.quantity",
    });
    expect(calls).toEqual([]);
    expect(flashed.map((n) => n.type)).toEqual(["danger"]);
  });

  it("add to cart sends the derived line item, writes the answered cart into the cache and confirms", async () => {
    const cart = {
      apiAlias: "cart",
      price: { totalPrice: 10 },
      lineItems: [{ id: "a".repeat(32), quantity: 1 }],
      errors: [],
    };
    const { result, calls, flashed, value } = await post(
      cartAction,
      "/cart/",
      { intent: "add-to-cart", productId: "a".repeat(32), quantity: "" },
      services(() => cart),
    );
    expect(result).toEqual({ intent: "add-to-cart", ok: true });
    expect(calls).toEqual([
      {
        operation: "addLineItem post /checkout/cart/line-item",
        body: { items: [{ id: "a".repeat(32), type: "product", referencedId: "a".repeat(32), quantity: 1 }] },
      },
    ]);
    expect(value.queryClient.getQueryData(queryKey("cart", config.domains[0]!.languageId))).toEqual(cart);
    expect(flashed).toEqual([{ type: "success", messageKey: "cart.added" }]);
  });

  it("keep a form's values (never a password) and its errors when it fails", async () => {
    const { result, status, calls } = await post(pageAction, "/Contact/", {
      intent: "contact",
      formId: "slot1",
      firstName: "Ada",
      email: "ada@",
      comment: "short",
      password: "secret",
    });
    expect(status).toBe(400);
    expect(calls).toEqual([]);
    if (!isActionResult(result)) throw new Error("no result");
    expect(result.formId).toBe("slot1");
    expect(result.values).toEqual({ formId: "slot1", firstName: "Ada", email: "ada@", comment: "short" });
    expect(result.fieldErrors).toMatchObject({
      lastName: "form.errors.required",
      email: "form.errors.email",
      comment: "form.errors.commentTooShort",
    });
  });

  it("put the shop's violations at their fields", async () => {
    const violation = Object.assign(new Error("violation"), {
      name: "ApiClientError",
      status: 400,
      statusText: "Bad Request",
      details: {
        errors: [
          {
            status: "400",
            code: "VIOLATION::IS_BLANK_ERROR",
            title: "",
            detail: "Subject must not be blank.",
            source: { pointer: "/subject" },
          },
        ],
      },
    });
    const fields = {
      intent: "contact",
      formId: "slot1",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      subject: "Hi",
      comment: "Where is my photo book?",
    };
    const { result, status } = await post(
      pageAction,
      "/Contact/",
      fields,
      services(() => {
        throw violation;
      }),
    );
    expect(status).toBe(400);
    expect(isActionResult(result) && result.fieldErrors).toEqual({ subject: "Subject must not be blank." });
  });

  it("the language switch goes only to a page of the language it names, and keeps the choice in cookies", async () => {
    const german = config.domains.find((d) => d.langPrefix === "de")!;
    const { answer, calls } = await post(pageAction, "/", { intent: "language", redirectTo: "/de/Fotobuecher/" });
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/de/Fotobuecher/");
    expect(response.headers.get("Set-Cookie")).toContain(`domainId=${german.id}`);
    expect(calls).toEqual([{ operation: "updateContext patch /context", body: { languageId: german.languageId } }]);
    const away = await post(pageAction, "/", { intent: "language", redirectTo: "https://evil.example/" });
    expect((away.answer as Response).headers.get("Location")).toBe("/");
  });
});

describe("React Router behaviour the routes rely on", () => {
  it("a POST goes to the deepest route that contributes to the path: the root for '/', which has the page action", async () => {
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        action: () => "root",
        children: [{ id: "layout", children: [{ id: "home", index: true, loader: () => null }] }],
      },
    ]);
    const context = await handler.query(
      new Request(`${ORIGIN}/`, { method: "POST", body: new URLSearchParams({ a: "1" }) }),
    );
    expect((context as StaticHandlerContext).actionData).toEqual({ root: "root" });
  });

  it("route middleware runs on the server around the loaders; a guard's redirect comes back as the answer", async () => {
    const seen: string[] = [];
    const guard = async ({ request }: { request: Request }, next: () => Promise<unknown>) => {
      seen.push("guard");
      if (new URL(request.url).searchParams.has("guest"))
        throw new Response(null, { status: 302, headers: { Location: "/login/" } });
      return next();
    };
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          {
            id: "customer",
            middleware: [guard],
            children: [
              {
                id: "profile",
                path: "profile",
                loader: () => {
                  seen.push("loader");
                  return "data";
                },
              },
            ],
          },
        ],
      },
    ]);
    const page = await queryWithMiddleware(handler, new Request(`${ORIGIN}/profile`), new RouterContextProvider());
    expect((page as StaticHandlerContext).loaderData).toEqual({ profile: "data" });
    const guest = await queryWithMiddleware(
      handler,
      new Request(`${ORIGIN}/profile?guest`),
      new RouterContextProvider(),
    );
    expect(guest).toBeInstanceOf(Response);
    expect((guest as Response).headers.get("Location")).toBe("/login/");
    expect(seen).toEqual(["guard", "loader", "guard"]);
  });

  it("a route left with lazy properties at hydration makes the router load again (why loaders load on demand)", () => {
    const hydrationData = { loaderData: { page: "server" } };
    const lazyRouter = createMemoryRouter([{ id: "page", path: "/", lazy: { loader: async () => () => "client" } }], {
      hydrationData,
    });
    expect(lazyRouter.state.initialized).toBe(false);
    const onDemand = createMemoryRouter([{ id: "page", path: "/", loader: async () => "client" }], { hydrationData });
    expect(onDemand.state.initialized).toBe(true);
    lazyRouter.dispose();
    onDemand.dispose();
  });
});

describe("where actions run (decision 021)", () => {
  it("the Worker's table names every feature's action, and every screen it names is a screen", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const { SCREEN_ACTIONS, workerActionOf } = await import("../../worker/ssr/route-actions");
    const { SCREENS } = await import("../../routes");
    // A screen's action is a feature's `export const … = storefrontAction(…)` (app/framework/actions.ts),
    // wherever it is declared: each one must be in the Worker's table, or its forms would get the page
    // action's 400 for an unknown intent; and the table names no other.
    const named = [...Object.values(SCREEN_ACTIONS), workerActionOf(null)];
    const declared = new Set<unknown>();
    for (const folder of ["app", "routes"]) {
      const files = await readdir(new URL(`../../${folder}/`, import.meta.url), { recursive: true });
      for (const file of files.map((f) => `${folder}/${f.split("\\").join("/")}`)) {
        if (!/\.tsx?$/.test(file) || file.startsWith("app/framework/")) continue;
        const text = await readFile(new URL(`../../${file}`, import.meta.url), "utf8");
        for (const [, name] of text.matchAll(/export const (\w+) = storefrontAction\(/g)) {
          const action = ((await import(/* @vite-ignore */ `../../${file}`)) as Record<string, unknown>)[name!];
          expect(named, `${file}: ${name}`).toContain(action);
          declared.add(action);
        }
      }
    }
    for (const [screen, action] of Object.entries(SCREEN_ACTIONS)) expect(declared.has(action), screen).toBe(true);
    const names = new Set(SCREENS.map((screen) => screen.name));
    for (const name of Object.keys(SCREEN_ACTIONS)) expect(names, name).toContain(name);
  });

  it("the browser's route table has one action for every route, and no action module of its own", async () => {
    const { SCREENS } = await import("../../routes");
    const one = async () => null;
    const routes = createRoutes(config.domains, SCREENS, {}, () => one);
    const actions = new Set<unknown>();
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        if (route.action) actions.add(route.action);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect([...actions]).toEqual([one]);
    for (const screen of SCREENS) expect(Object.keys(screen)).not.toContain("action");
  });
});
