import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { projectsAction } from "../../app/projects/actions";
import { editableAttributes, editorPath, newestFirst } from "../../app/projects/project-list";
import { isActionResult } from "../../app/framework/action-result";
import { servicesContext } from "../../app/framework/services";
import type { PbxProject } from "../../app/session/shop-plugins";
import { loader } from "../../routes/projects.loader";
import { apiError, config, ORIGIN, post, services } from "./action-harness";

const ID = "0123456789abcdef0123456789abcdef";
const OTHER = "fedcba9876543210fedcba9876543210";
const PRODUCT = "abcdefabcdefabcdefabcdefabcdefab";

const option = (id: number, value: string) => ({
  id,
  value,
  translatedValue: value[0]!.toUpperCase() + value.slice(1),
});
const project = (fields: Partial<PbxProject> = {}): PbxProject => ({
  id: ID,
  name: "Summer in Lviv",
  productFamilyId: "101",
  moduleId: "photobook",
  productId: PRODUCT,
  path: `/editor/?productFamilyId=101&moduleId=photobook&projectId=${fields.id ?? ID}`,
  thumbnailUrl: "/__emulator/pbx/thumbnail/x.svg",
  pageCount: 30,
  quantity: 2,
  ordered: false,
  price: { gross: 42.5, net: 35.71 },
  attributes: [
    {
      id: 1,
      name: "Paper",
      editable: true,
      selected: option(12, "glossy"),
      options: [option(11, "silk"), option(12, "glossy"), option(13, "matte")],
    },
    {
      id: 2,
      name: "Cover",
      editable: true,
      selected: option(22, "linen"),
      options: [option(21, "photo"), option(22, "linen")],
    },
  ],
  createdAt: "2025-03-01T10:00:00.000+00:00",
  updatedAt: null,
  apiAlias: "pbx2_project",
  ...fields,
});

const patchOf = (calls: { operation: string; body: unknown }[]) =>
  calls.filter((c) => c.operation.startsWith("updatePbxProject"));

describe("changing a project's attributes (PATCH with an integer list)", () => {
  it("sends the chosen option ids as integers and says it is saved, for this project's form", async () => {
    const svc = services(() => project());
    const { result, calls } = await post(
      projectsAction,
      "/projects/",
      {
        intent: "project-attributes",
        formId: ID,
        projectId: ID.toUpperCase(),
        "attribute-1": "13",
        "attribute-2": "21",
        other: "ignored",
      },
      svc,
    );
    expect(calls).toEqual([
      { operation: "updatePbxProject patch /pbx2/projects/{id}", body: { attributes: [13, 21] } },
    ]);
    expect(result).toEqual({ intent: "project-attributes", formId: ID, ok: true, notice: "projects.saved" });
  });

  it("leaves out an attribute without a choice, and sends an option once", async () => {
    const { calls } = await post(
      projectsAction,
      "/projects/",
      { intent: "project-attributes", projectId: ID, "attribute-1": "", "attribute-2": "21" },
      services(() => project()),
    );
    expect(patchOf(calls).map((c) => c.body)).toEqual([{ attributes: [21] }]);
  });

  it("without JavaScript the notice travels to the page it comes back to (post/redirect/get)", async () => {
    const { flashed } = await post(
      projectsAction,
      "/projects/",
      { intent: "project-attributes", projectId: ID, "attribute-1": "11" },
      services(() => project()),
    );
    expect(flashed).toEqual([{ type: "success", messageKey: "projects.saved" }]);
  });

  it.each([
    [{ projectId: "" }, { projectId: "form.errors.invalid" }],
    [{ projectId: "../../account/customer" }, { projectId: "form.errors.invalid" }],
    [{ projectId: ID, "attribute-1": "glossy" }, { "attribute-1": "form.errors.invalid" }],
    [{ projectId: ID, "attribute-1": "-1" }, { "attribute-1": "form.errors.invalid" }],
    [{ projectId: ID, "attribute-1": "1.5" }, { "attribute-1": "form.errors.invalid" }],
    [{ projectId: ID, "attribute-1": "12345678901" }, { "attribute-1": "form.errors.invalid" }],
  ])("refuses %j at its field without asking the shop, and keeps what was chosen", async (fields, errors) => {
    const { result, status, calls } = await post(
      projectsAction,
      "/projects/",
      { intent: "project-attributes", formId: ID, ...fields },
      services(),
    );
    expect(status).toBe(400);
    expect(calls).toEqual([]);
    if (!isActionResult(result)) throw new Error("no result");
    expect(result.fieldErrors).toEqual(errors);
    expect(result.formId).toBe(ID);
    expect(result.values).toMatchObject(fields);
  });

  it("the shop's violation lands on the form with its text, and the choices stay", async () => {
    const svc = services(() => {
      throw apiError(400, [
        { code: "VIOLATION::NO_SUCH_CHOICE_ERROR", detail: "Unknown attribute option(s): 99.", pointer: "/attributes" },
      ]);
    });
    const { result, status } = await post(
      projectsAction,
      "/projects/",
      { intent: "project-attributes", formId: ID, projectId: ID, "attribute-1": "99" },
      svc,
    );
    expect(status).toBe(400);
    if (!isActionResult(result)) throw new Error("no result");
    expect(result.ok).toBe(false);
    expect(result.fieldErrors).toEqual({ attributes: "Unknown attribute option(s): 99." });
    expect(result.values).toEqual({ formId: ID, projectId: ID, "attribute-1": "99" });
    expect(result.formId).toBe(ID);
  });

  it.each([
    ["PBX__PROJECT_ORDERED", 400, "projects.errors.ordered"],
    ["PBX__PROJECT_NOT_FOUND", 404, "projects.errors.notFound"],
  ])("the shop's %s is told in our words", async (code, status, text) => {
    const svc = services(() => {
      throw apiError(status, [{ code }]);
    });
    const { result } = await post(
      projectsAction,
      "/projects/",
      { intent: "project-attributes", formId: ID, projectId: ID, "attribute-1": "11" },
      svc,
    );
    expect(isActionResult(result) && [result.ok, result.formError, result.formId]).toEqual([false, text, ID]);
  });

  it("a lost login goes to the login with the way back", async () => {
    const svc = services(() => {
      throw apiError(403, [{ code: "CHECKOUT__CUSTOMER_NOT_LOGGED_IN" }]);
    });
    const thrown = await post(
      projectsAction,
      "/projects/",
      { intent: "project-attributes", projectId: ID, "attribute-1": "11" },
      svc,
    ).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe(`/login/?redirect=${encodeURIComponent("/projects/")}`);
  });

  it("the page's own intents are answered too (the header's forms post here)", async () => {
    const thrown = await post(projectsAction, "/projects/", { intent: "logout" }, services()).catch(
      (response: unknown) => response,
    );
    expect((thrown as Response).headers.get("Location")).toBe("/");
  });

  it("adding to the cart is not this route's: the form posts to the cart", async () => {
    const { status, result } = await post(
      projectsAction,
      "/projects/",
      { intent: "add-project", projectId: ID },
      services(),
    );
    expect(status).toBe(400);
    expect(isActionResult(result) && result.formError).toBe("form.errors.unknownIntent");
  });
});

/** The customer's session, their editor session and the language's editor locale (the project-list editor's parameters). */
const SESSION = {
  customer: {
    id: "c1",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    guest: false,
    groupId: "g",
    defaultBillingAddressId: "a",
    defaultShippingAddressId: "a",
  },
  currency: { id: config.domains[0]!.currencyId, isoCode: "EUR", symbol: "€", factor: 1 },
  paymentMethod: { id: "p" },
  shippingMethod: { id: "s" },
  salesChannel: {
    id: config.salesChannel.id,
    languageId: config.domains[0]!.languageId,
    currencyId: config.domains[0]!.currencyId,
  },
};
const EDITOR_CALLS = ["readContext", "readPbxSession", "readLanguages"];
function editorAnswers(operation: string): unknown {
  if (operation.startsWith("readContext")) return SESSION;
  if (operation.startsWith("readPbxSession")) {
    return { session_id: "editor-session-1", session_expires: "2030-01-01T00:00:00.000+00:00" };
  }
  return { elements: [{ id: config.domains[0]!.languageId, customFields: { pbx_editor_locale: "en" } }] };
}

/**
 * The page's loader against a recorded shop and a recorded Printbox project list (`printbox`: what its
 * editor API answers, by default the two projects' ids as a page of results).
 */
async function load(
  answer: (operation: string, body: unknown) => unknown,
  printbox: (url: string) => Response | Promise<Response> = () =>
    Response.json({ results: [{ id: ID }, { id: OTHER }] }),
) {
  const svc = services((operation, body) =>
    EDITOR_CALLS.some((name) => operation.startsWith(name)) ? editorAnswers(operation) : answer(operation, body),
  );
  // The shop's project call carries its ids in the query: recorded too.
  const queries: unknown[] = [];
  const invoke = svc.value.api.invoke;
  svc.value.api = {
    invoke: ((operation: string, params?: { query?: unknown }) => {
      if (operation.startsWith("readPbxProjects")) queries.push(params?.query);
      return (invoke as (operation: string, params?: unknown) => unknown)(operation, params);
    }) as typeof invoke,
  };
  const printboxCalls: { url: string; headers: Headers }[] = [];
  svc.value.printboxFetch = async (url, init) => {
    printboxCalls.push({ url, headers: new Headers(init?.headers) });
    return printbox(url);
  };
  const context = new RouterContextProvider();
  context.set(servicesContext, svc.value);
  const request = new Request(`${ORIGIN}/projects/`);
  return {
    data: await loader({ request, params: {}, context, url: new URL(request.url), pattern: "/projects/" }),
    queries,
    printboxCalls,
    ...svc,
  };
}

describe("the projects page's loader", () => {
  it("reads the customer's projects by the ids Printbox lists, newest first, with their products' names in the shopper's language", async () => {
    const older = project({ id: OTHER, name: "Winter", createdAt: "2025-01-01T10:00:00.000+00:00" });
    const newer = project();
    const { data, calls, queries, printboxCalls } = await load((operation) =>
      operation.startsWith("readPbxProjects")
        ? { elements: [older, newer], total: 2 }
        : { elements: [{ id: PRODUCT, name: "Photo book", translated: { name: "Classic photo book" } }], total: 1 },
    );
    // Printbox's list, asked with the customer's editor session as Printbox's own integration asks it.
    expect(printboxCalls.map((c) => c.url)).toEqual([
      `${config.printService.editorApiUrl}/api/editor/projects?page_size=100`,
    ]);
    expect(Object.fromEntries(printboxCalls[0]!.headers)).toMatchObject({
      "session-id": "editor-session-1",
      "x-version": "v6",
      "x-pbx-store-name": "default_store",
    });
    // The shop is asked for those ids, never without.
    expect(queries).toEqual([{ "id[]": [ID, OTHER] }]);
    expect(data.projects?.map((p) => p.name)).toEqual(["Summer in Lviv", "Winter"]);
    expect(data.productNames).toEqual({ [PRODUCT]: "Classic photo book" });
    const own = calls.filter((c) => !EDITOR_CALLS.some((name) => c.operation.startsWith(name)));
    expect(own.map((c) => c.operation)).toEqual(["readPbxProjects get /pbx2/projects", "readProduct post /product"]);
    // One product asked once, only its name.
    expect(own[1]?.body).toEqual({ ids: [PRODUCT], limit: 1, includes: { product: ["id", "name", "translated"] } });
    // The editor's project list, with the project-list parameters and the customer's editor session.
    expect(data.editor).toEqual({
      scriptUrl:
        config.printService.initializerUrl ||
        `https://js-cdn.getprintbox.com/init/${config.printService.instanceId}/init.min.js`,
      params: {
        currency: "EUR",
        instanceId: config.printService.instanceId,
        language: "en",
        locale: "en",
        storeName: "default_store",
        useIframe: false,
        sessionId: "editor-session-1",
      },
    });
  });

  it("no projects at Printbox: no call to the shop's plugin, no product call", async () => {
    const { data, calls } = await load(
      () => ({ elements: [], total: 0 }),
      () => Response.json([]),
    );
    expect(data).toMatchObject({ projects: [], productNames: {} });
    expect(calls.filter((c) => /^read(PbxProjects|Product)/.test(c.operation))).toHaveLength(0);
  });

  it("Printbox's answer as a plain list is read too; an id listed twice is asked once", async () => {
    const { queries } = await load(
      () => ({ elements: [project()], total: 1 }),
      () => Response.json([{ id: ID }, { id: ID, name: "copy" }]),
    );
    expect(queries).toEqual([{ "id[]": [ID] }]);
  });

  it("every page of Printbox's list is read, its next page asked at the configured API whatever origin it names", async () => {
    const LIST = `${config.printService.editorApiUrl}/api/editor/projects`;
    const FIRST = `${LIST}?page_size=100`;
    const { queries, printboxCalls } = await load(
      () => ({ elements: [], total: 0 }),
      (url) =>
        url === FIRST
          ? Response.json({
              count: 3,
              next: "https://elsewhere.example/api/editor/projects?page=2&page_size=100",
              results: [{ id: ID }],
            })
          : Response.json({ count: 3, next: null, previous: LIST, results: [{ id: OTHER }, { id: 42 }] }),
    );
    expect(printboxCalls.map((c) => c.url)).toEqual([FIRST, `${LIST}?page=2&page_size=100`]);
    expect(printboxCalls.every((c) => c.headers.get("session-id") === "editor-session-1")).toBe(true);
    expect(queries).toEqual([{ "id[]": [ID, OTHER, "42"] }]);
  });

  it.each([
    ["a page that fails", () => Response.json({ detail: "Invalid page." }, { status: 404 })],
    ["a list that names itself as next forever", null],
  ])("%s: the list is not read (the page says so), never a part of it", async (_, second) => {
    const LIST = `${config.printService.editorApiUrl}/api/editor/projects`;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let n = 0;
    const { data, printboxCalls } = await load(
      () => ({ elements: [project()], total: 1 }),
      (url) =>
        url === `${LIST}?page_size=100` || !second
          ? Response.json({ next: `${LIST}?page=${++n + 1}`, results: [{ id: ID }] })
          : second(),
    );
    expect(data.projects).toBeNull();
    expect(printboxCalls.length).toBe(second ? 2 : 20);
    error.mockRestore();
  });

  it("many projects are asked for in calls of 50 ids", async () => {
    const ids = Array.from({ length: 120 }, (_, n) => n.toString(16).padStart(32, "0"));
    const { queries } = await load(
      () => ({ elements: [], total: 0 }),
      () => Response.json({ results: ids.map((id) => ({ id })) }),
    );
    expect(queries.map((q) => (q as { "id[]": string[] })["id[]"].length)).toEqual([50, 50, 20]);
    expect(queries.flatMap((q) => (q as { "id[]": string[] })["id[]"])).toEqual(ids);
  });

  it.each([
    ["answers 401", () => Response.json({ error: "session expired or unknown" }, { status: 401 })],
    ["answers an unknown shape", () => Response.json({ projects: "none" })],
    ["is unreachable", () => Promise.reject(new TypeError("fetch failed"))],
  ])(
    "Printbox's list that %s: the page says so (no empty list pretending), and the shop is not asked",
    async (_, printbox) => {
      const error = vi.spyOn(console, "error").mockImplementation(() => {});
      const { data, calls } = await load(() => ({ elements: [project()], total: 1 }), printbox);
      expect(data.projects).toBeNull();
      expect(calls.filter((c) => c.operation.startsWith("readPbxProjects"))).toHaveLength(0);
      expect(error).toHaveBeenCalledWith(
        "the customer's projects could not be listed:",
        expect.any(String),
        expect.anything(),
      );
      error.mockRestore();
    },
  );

  it("an answer that breaks the contract is the bad-gateway page, not a broken list", async () => {
    const thrown = await load(() => ({ elements: [{ id: "x" }], total: 1 })).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 502 } });
  });
});

describe("a project's list helpers", () => {
  it("newest first; an unreadable date goes last, the shop's order breaks ties", () => {
    const list = [
      project({ id: "1".repeat(32), createdAt: "2024-01-01T00:00:00Z" }),
      project({ id: "2".repeat(32), createdAt: "nonsense" }),
      project({ id: "3".repeat(32), createdAt: "2025-01-01T00:00:00Z" }),
      project({ id: "4".repeat(32), createdAt: "2025-01-01T00:00:00Z" }),
    ];
    expect(newestFirst(list).map((p) => p.id[0])).toEqual(["3", "4", "1", "2"]);
  });

  it("an ordered project has nothing to change; an attribute the shop does not let change is text", () => {
    expect(editableAttributes(project({ ordered: true }))).toEqual([]);
    const one = project();
    const fixed = { ...one, attributes: [{ ...one.attributes[0]!, editable: false }, one.attributes[1]!] };
    expect(editableAttributes(fixed).map((a) => a.name)).toEqual(["Cover"]);
  });

  it.each([
    ["/editor/?projectId=1", "", "/editor/?projectId=1"],
    ["/editor/?projectId=1", "de", "/de/editor/?projectId=1"],
    ["/de/editor/?projectId=1", "uk", "/de/editor/?projectId=1"],
    ["//evil.example/editor/", "", null],
    ["https://evil.example/editor/", "de", null],
    ["/\\evil.example/", "", null],
    ["/a/..//evil.example/", "", null],
  ])("the editor link of %s on %j pages is %s", (path, langPrefix, expected) => {
    expect(editorPath({ path }, langPrefix, ["", "de", "uk"])).toBe(expected);
  });
});
