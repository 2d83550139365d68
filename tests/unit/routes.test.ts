import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { RouteObject } from "react-router";
import { siteConfig } from "../../emulator/src/seed/site-config";
import type { Domain } from "../../kv-schemas/site-config";
import { configuredPages } from "../../app/framework/configured-pages";
import { createRoutes } from "../../app/framework/create-routes";
import { missingRouteModules, routeModules } from "../../app/framework/route-modules";
import { LAYOUT_MODULES, screenModuleOf, type RouteHandle } from "../../app/framework/types";
import { workerActionOf } from "../../worker/ssr/route-actions";
import { SCREENS } from "../../routes";

const domain = (langPrefix: string, locale: string): Domain => ({
  id: langPrefix
    .padEnd(32, "0")
    .replace(/[^0-9a-f]/g, "a")
    .slice(0, 32),
  languageId: "1".repeat(32),
  currencyId: "2".repeat(32),
  langPrefix,
  locale,
  language: { name: locale },
});

function flatten(routes: RouteObject[], out: RouteObject[] = []): RouteObject[] {
  for (const route of routes) {
    out.push(route);
    if (route.children) flatten(route.children, out);
  }
  return out;
}

describe("route table", () => {
  const routes = flatten(
    createRoutes(
      [domain("", "en-GB"), domain("de", "de-DE"), domain("uk", "uk-UA")],
      SCREENS,
      configuredPages(siteConfig(false)),
      workerActionOf,
    ),
  );
  const screens = routes.filter((r) => (r.handle as RouteHandle | undefined)?.access);

  it("has every screen once per language prefix, its id prefixed by the prefix", () => {
    for (const screen of SCREENS) {
      const ids = screens
        .filter((r) => (r.handle as RouteHandle).name === screen.name)
        .map((r) => r.id)
        .sort();
      expect(ids).toEqual([`de:${screen.name}`, `uk:${screen.name}`, screen.name].sort());
    }
  });

  it("gives every screen a layout, an access rule and an error boundary", () => {
    for (const route of screens) {
      const handle = route.handle as RouteHandle;
      expect(["default", "checkout", "blank", "none"]).toContain(handle.layout);
      expect(["open", "customer"]).toContain(handle.access);
      expect(route.ErrorBoundary).toBeDefined();
    }
  });

  it("requires login exactly on the account area, the cart-to-order steps and the projects", () => {
    const customerOnly = SCREENS.filter((s) => s.access === "customer")
      .map((s) => s.name)
      .sort();
    expect(customerOnly).toEqual(
      [
        "account-address-form",
        "account-addresses",
        "account-order-detail",
        "account-orders",
        "account-overview",
        "account-profile",
        "checkout",
        "order-success",
        "payment-failure",
        "projects",
      ].sort(),
    );
  });

  it("uses the spec's layouts: checkout layout for checkout, blank for order success, maintenance and social summary, none for the map", () => {
    const layout = (name: string) => SCREENS.find((s) => s.name === name)?.layout;
    expect(layout("checkout")).toBe("checkout");
    expect(layout("order-success")).toBe("blank");
    expect(layout("maintenance")).toBe("blank");
    expect(layout("social-summary")).toBe("blank");
    expect(layout("parcel-locker")).toBe("none");
    expect(layout("home")).toBe("default");
  });

  it("names for each lazily loaded screen and layout a module the build knows", () => {
    const manifest = JSON.parse(readFileSync("dist/client-manifest.json", "utf8")) as {
      modules: Record<string, unknown>;
    };
    expect(missingRouteModules(SCREENS, Object.keys(manifest.modules))).toEqual([]);
    for (const module of Object.values(LAYOUT_MODULES)) expect(Object.keys(manifest.modules)).toContain(module);
  });

  it("finds a screen module or layout module the build does not have, which fails the build", () => {
    const keys = routeModules(SCREENS);
    const misnamed = { ...SCREENS[0]!, name: "misnamed", screenModule: "routes/misnamed.screen.tsx" };
    expect(missingRouteModules([...SCREENS, misnamed], keys)).toEqual(["routes/misnamed.screen.tsx"]);
    const withoutCheckoutLayout = keys.filter((k) => k !== LAYOUT_MODULES.checkout);
    expect(missingRouteModules(SCREENS, withoutCheckoutLayout)).toEqual([LAYOUT_MODULES.checkout]);
  });

  it("names for each screen the module its descriptor loads, not merely some module", async () => {
    for (const screen of SCREENS) {
      const named: unknown = await import(/* @vite-ignore */ `../../${screenModuleOf(screen)}`);
      expect(await screen.screen(), screen.name).toBe(named);
    }
  });
});
