import { describe, expect, it } from "vitest";
import { emulatorForThisFile, type Json, ORIGIN, type Session, storeApiCall, validateResponse } from "./harness";

/**
 * Issue 29: the emulator answers as Shopware 6.7's own route code does, where a foreign frontend
 * (Shopware Frontends' demo store) found it following the schema's or its own reading. Each test
 * names the class it was written from.
 */
const emulator = emulatorForThisFile();

const call = (method: string, path: string, body?: unknown, session: Session | null = null) =>
  storeApiCall(emulator(), method, path, { body, session });

const expectValid = (method: string, path: string, body: unknown) =>
  expect(validateResponse(method, path, body)).toEqual([]);

async function categoryIdOf(seoPathInfo: string): Promise<string> {
  const seo = (
    await call("POST", "/store-api/seo-url", { filter: [{ type: "equals", field: "seoPathInfo", value: seoPathInfo }] })
  ).json["elements"] as Json[];
  return seo[0]!["foreignKey"] as string;
}

describe("GET /breadcrumb/{id} (BreadcrumbRoute, BreadcrumbCollection)", () => {
  it("answers a JSON list of breadcrumbs, as StructEncoder encodes a Collection", async () => {
    const hardcover = await categoryIdOf("Photo-books/Hardcover/");
    const crumbs = await call("GET", `/store-api/breadcrumb/${hardcover}?type=category`);
    expect(crumbs.status).toBe(200);
    expect(Array.isArray(crumbs.json)).toBe(true);
    expectValid("GET", "/breadcrumb/{id}", crumbs.json);
    const list = crumbs.json as unknown as Json[];
    expect(list.map((b) => [b["name"], b["path"], b["apiAlias"]])).toEqual([
      ["Photo books", "Photo-books/", "breadcrumb"],
      ["Hardcover", "Photo-books/Hardcover/", "breadcrumb"],
    ]);
    // convertCategoriesToBreadcrumbUrls: `translated` without its breadcrumb and name; the canonical SEO URL rows.
    expect(list[1]!["translated"]).not.toHaveProperty("name");
    expect(list[1]!["translated"]).not.toHaveProperty("breadcrumb");
    expect(list[1]!["seoUrls"]).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        pathInfo: `/navigation/${hardcover}`,
        seoPathInfo: "Photo-books/Hardcover/",
      },
    ]);
  });

  it("a footer page's path starts below the footer's root, as below any entry point (CategoryBreadcrumbHelper::build)", async () => {
    const footer = (await call("POST", "/store-api/navigation/footer-navigation/footer-navigation", { depth: 1 }))
      .json as unknown as Json[];
    const column = footer[0]!;
    const page = (column["children"] as Json[])[0]!;
    const crumbs = (await call("GET", `/store-api/breadcrumb/${page["id"]}`)).json as unknown as Json[];
    expect(crumbs.map((b) => b["categoryId"])).toEqual([column["id"], page["id"]]);
    // A folder without an SEO URL has no path.
    expect(column["type"]).toBe("folder");
    expect(crumbs[0]!["path"]).toBe("");
  });

  it("without a type reads the id as a product (default 'product'): its category, or the referrer when in its category tree", async () => {
    const [product] = (await call("POST", "/store-api/product", { limit: 1 })).json["elements"] as Json[];
    const [own] = product!["categoryIds"] as string[];
    const main = await call("GET", `/store-api/breadcrumb/${product!["id"]}`);
    expect(main.status).toBe(200);
    expectValid("GET", "/breadcrumb/{id}", main.json);
    expect((main.json as unknown as Json[]).at(-1)!["categoryId"]).toBe(own);
    // getProductCategoryByReferrer: the product's category tree holds its categories' parents too.
    const category = (await call("POST", `/store-api/category/${own}`, {})).json;
    const parent = category["parentId"] as string;
    const referred = await call("GET", `/store-api/breadcrumb/${product!["id"]}?referrerCategoryId=${parent}`);
    expect((referred.json as unknown as Json[]).at(-1)!["categoryId"]).toBe(parent);
    // A referrer outside the tree (the product is a photo book) falls back to the product's own category.
    const outside = await categoryIdOf("Calendars/");
    const ignored = await call("GET", `/store-api/breadcrumb/${product!["id"]}?referrerCategoryId=${outside}`);
    expect((ignored.json as unknown as Json[]).at(-1)!["categoryId"]).toBe(own);
  });

  it("falls back to the category when no product has the id, and answers an empty list for an unknown category", async () => {
    const hardcover = await categoryIdOf("Photo-books/Hardcover/");
    const asProduct = await call("GET", `/store-api/breadcrumb/${hardcover}`);
    expect(asProduct.status).toBe(200);
    expect((asProduct.json as unknown as Json[]).map((b) => b["categoryId"]).at(-1)).toBe(hardcover);
    for (const query of ["", "?type=category", "?type=product"]) {
      const unknown = await call("GET", `/store-api/breadcrumb/${"0".repeat(32)}${query}`);
      expect(unknown.status).toBe(200);
      expect(unknown.json).toEqual([]);
    }
  });

  it("is a GET route only", async () => {
    const hardcover = await categoryIdOf("Photo-books/Hardcover/");
    const posted = await call("POST", `/store-api/breadcrumb/${hardcover}`, {});
    expect(posted.status).toBe(405);
  });
});

/** The depth of a navigation tree: 1 for a list of leaves. */
const treeDepth = (nodes: Json[]): number =>
  nodes.length ? 1 + Math.max(...nodes.map((n) => treeDepth((n["children"] as Json[]) ?? []))) : 0;

describe("POST /navigation/{activeId}/{rootId} (NavigationRoute::loadLevels, TreeBuildingNavigationRoute)", () => {
  const navigation = (depth: number | undefined, buildTree = true) =>
    call("POST", "/store-api/navigation/main-navigation/main-navigation", {
      ...(depth === undefined ? {} : { depth }),
      buildTree,
    });

  it("loads levels > rootLevel and <= rootLevel + depth + 1: depth 1 gives two levels, the default (2) three", async () => {
    const one = await navigation(1);
    expect(one.status).toBe(200);
    expectValid("POST", "/navigation/{activeId}/{rootId}", one.json);
    expect(treeDepth(one.json as unknown as Json[])).toBe(2);
    const byDefault = await navigation(undefined);
    expect(treeDepth(byDefault.json as unknown as Json[])).toBe(3);
    expect(treeDepth((await navigation(2)).json as unknown as Json[])).toBe(3);
  });

  it("accepts depth 0: no levels are loaded, only the active category's children (the root's first level here)", async () => {
    const zero = await navigation(0);
    expect(zero.status).toBe(200);
    const first = zero.json as unknown as Json[];
    expect(first.length).toBeGreaterThan(0);
    expect(treeDepth(first)).toBe(1);
    expect(first.map((c) => c["id"])).toEqual((await navigation(1)).json.map((c: Json) => c["id"]));
  });

  it("flat, lists what was loaded by level, the active category (here the root) and hidden categories included", async () => {
    const flat = (await navigation(1, false)).json as unknown as Json[];
    const tree = (await navigation(1)).json as unknown as Json[];
    const root = flat.find((c) => c["parentId"] === null)!;
    expect(root).toBeDefined();
    const levels = new Set(flat.filter((c) => c !== root).map((c) => c["level"]));
    expect([...levels].sort()).toEqual([root["level"] + 1, root["level"] + 2]);
    const inTree = tree.length + tree.reduce((n, c) => n + (c["children"] as Json[]).length, 0);
    expect(flat.length).toBeGreaterThanOrEqual(inTree + 1);
  });

  it("an active category below the root adds its parents and its children", async () => {
    const hardcover = await categoryIdOf("Photo-books/Hardcover/");
    const nav = await call("POST", `/store-api/navigation/${hardcover}/main-navigation`, { depth: 0 });
    expect(nav.status).toBe(200);
    const photoBooks = (nav.json as unknown as Json[]).find((c) =>
      (c["children"] as Json[]).some((child) => child["id"] === hardcover),
    );
    expect(photoBooks).toBeDefined();
  });
});

describe("POST /account/register (RegisterRoute, 6.7)", () => {
  async function germany(): Promise<string> {
    const countries = (await call("POST", "/store-api/country", {})).json["elements"] as Json[];
    return countries.find((c) => c["iso"] === "DE")!["id"] as string;
  }
  const email = () => `r${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`;
  const address = (countryId: string, extra: Json = {}) => ({
    street: "Main 1",
    zipcode: "10115",
    city: "Berlin",
    countryId,
    ...extra,
  });

  it("a guest's billing address takes the customer's names before it is validated (validateRegistrationData)", async () => {
    const session: Session = { token: "" };
    const registered = await call(
      "POST",
      "/store-api/account/register",
      {
        guest: true,
        firstName: "Grace",
        lastName: "Hopper",
        email: email(),
        storefrontUrl: ORIGIN,
        acceptedDataProtection: true,
        billingAddress: address(await germany(), { firstName: "", lastName: "" }),
      },
      session,
    );
    expect(registered.status).toBe(200);
    expectValid("POST", "/account/register", registered.json);
    expect(registered.json["guest"]).toBe(true);
    const addresses = (await call("POST", "/store-api/account/list-address", {}, session)).json["elements"] as Json[];
    expect(addresses.map((a) => [a["firstName"], a["lastName"]])).toEqual([["Grace", "Hopper"]]);
  });

  it("the customer's names come from the billing address when the customer sends none", async () => {
    const registered = await call("POST", "/store-api/account/register", {
      guest: true,
      email: email(),
      storefrontUrl: ORIGIN,
      billingAddress: address(await germany(), { firstName: "Ada", lastName: "Lovelace" }),
    });
    expect(registered.status).toBe(200);
    expect([registered.json["firstName"], registered.json["lastName"]]).toEqual(["Ada", "Lovelace"]);
  });

  it("a shipping address is validated as sent (AddressValidationFactory: its own names), and alone it is both defaults", async () => {
    const countryId = await germany();
    const base = { firstName: "Grace", lastName: "Hopper", password: "secret-pass-1", storefrontUrl: ORIGIN };
    const refused = await call("POST", "/store-api/account/register", {
      ...base,
      email: email(),
      billingAddress: address(countryId),
      shippingAddress: address(countryId),
    });
    expect(refused.status).toBe(400);
    expect((refused.json["errors"] as Json[]).map((e) => e["source"]["pointer"])).toEqual([
      "/shippingAddress/firstName",
      "/shippingAddress/lastName",
    ]);
    const session: Session = { token: "" };
    const shippingOnly = await call(
      "POST",
      "/store-api/account/register",
      { ...base, email: email(), shippingAddress: address(countryId, { firstName: "Ada", lastName: "Byron" }) },
      session,
    );
    expect(shippingOnly.status).toBe(200);
    expect(shippingOnly.json["defaultBillingAddressId"]).toBe(shippingOnly.json["defaultShippingAddressId"]);
    const addresses = (await call("POST", "/store-api/account/list-address", {}, session)).json["elements"] as Json[];
    expect(addresses.map((a) => a["firstName"])).toEqual(["Ada"]);
  });

  it("a business account needs billingAddress.company, which becomes the customer's company; no top-level company is asked for", async () => {
    const countryId = await germany();
    const business = (billing: Json, extra: Json = {}) =>
      call("POST", "/store-api/account/register", {
        accountType: "business",
        firstName: "Grace",
        lastName: "Hopper",
        email: email(),
        password: "secret-pass-1",
        storefrontUrl: ORIGIN,
        acceptedDataProtection: true,
        billingAddress: billing,
        ...extra,
      });
    const registered = await business(address(countryId, { company: "Analytical Engines" }));
    expect(registered.status).toBe(200);
    expect(registered.json["accountType"]).toBe("business");
    expect(registered.json["company"]).toBe("Analytical Engines");
    const refused = await business(address(countryId), { company: "Top Level Ltd" });
    expect(refused.status).toBe(400);
    expect((refused.json["errors"] as Json[]).map((e) => [e["code"], e["source"]["pointer"]])).toEqual([
      ["VIOLATION::IS_BLANK_ERROR", "/billingAddress/company"],
    ]);
  });
});
