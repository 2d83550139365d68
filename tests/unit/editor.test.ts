import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { editorCallbacks, type EditorHostDeps, installEditorHost } from "../../app/editor/editor-host";
import { type EditorContext, editorParams, editorQuery, projectListParams } from "../../app/editor/editor-params";
import { editorInitializerUrl } from "../../app/editor/editor-url";
import { siteConfigSchema } from "../../kv-schemas/site-config";

const CONTEXT: EditorContext = {
  printService: { instanceId: "edge_print_demo", storeConfigName: "default_store" },
  locale: "de-DE",
  editorLocale: "de",
  currencyIsoCode: "EUR",
  editorPath: "/de/editor/",
  sessionId: "session-1",
};

describe("the editor page's query", () => {
  it("takes family, module, project, fromCart and web-view", () => {
    expect(
      editorQuery(
        new URLSearchParams(
          "productFamilyId=101&moduleId=photobook&projectId=abc123&fromCart=1&web-view=1&utm_source=x",
        ),
      ),
    ).toEqual({
      productFamilyId: "101",
      moduleId: "photobook",
      projectId: "abc123",
      fromCart: "1",
      "web-view": "1",
    });
  });

  it.each([
    "",
    "moduleId=photobook",
    "productFamilyId=",
    "productFamilyId=<script>",
    "productFamilyId=101&projectId=../../x",
    `productFamilyId=${"1".repeat(65)}`,
  ])("%s is no editor link", (query) => {
    expect(editorQuery(new URLSearchParams(query))).toBeNull();
  });
});

describe("the editor's parameters", () => {
  it("are the shop's, the shopper's language and currency, the session and the query's", () => {
    const query = editorQuery(new URLSearchParams("productFamilyId=101&moduleId=photobook"))!;
    expect(editorParams(query, CONTEXT)).toEqual({
      currency: "EUR",
      ecommerceUrlPart: "/de/editor/",
      instanceId: "edge_print_demo",
      language: "de",
      locale: "de",
      moduleId: "photobook",
      productFamilyId: "101",
      storeName: "default_store",
      useIframe: false,
      sessionId: "session-1",
      isEmbededInWebview: false,
      forceTrailingSlashWhenGeneratingUrls: true,
    });
  });

  it("carry the project only when there is one, and the web view when asked for", () => {
    const params = editorParams(
      editorQuery(new URLSearchParams("productFamilyId=101&projectId=p1&web-view=1"))!,
      CONTEXT,
    );
    expect(params.projectId).toBe("p1");
    expect(params.isEmbededInWebview).toBe(true);
    expect(params.moduleId).toBe("");
    expect(
      editorParams(editorQuery(new URLSearchParams("productFamilyId=101&web-view=0"))!, CONTEXT).isEmbededInWebview,
    ).toBe(false);
  });

  it("fall back to the language's code without an editor locale, and to default_store without a store name", () => {
    const params = editorParams(editorQuery(new URLSearchParams("productFamilyId=101"))!, {
      ...CONTEXT,
      locale: "uk-UA",
      editorLocale: null,
      printService: { instanceId: "i", storeConfigName: "" },
    });
    expect(params).toMatchObject({ language: "uk", locale: "uk", storeName: "default_store" });
  });

  it("in project-list mode are only the project-list parameters", () => {
    expect(Object.keys(projectListParams(CONTEXT)).sort()).toEqual([
      "currency",
      "instanceId",
      "language",
      "locale",
      "sessionId",
      "storeName",
      "useIframe",
    ]);
  });
});

describe("the editor script's address", () => {
  it("is the configured one, or Printbox's CDN for the instance", () => {
    expect(editorInitializerUrl({ initializerUrl: "/__emulator/pbx/init.min.js", instanceId: "x" })).toBe(
      "/__emulator/pbx/init.min.js",
    );
    expect(editorInitializerUrl({ initializerUrl: "", instanceId: "edge_print_demo" })).toBe(
      "https://js-cdn.getprintbox.com/init/edge_print_demo/init.min.js",
    );
  });

  it("may be configured as a URL or a path of this site, never a protocol-relative one", () => {
    const printService = (initializerUrl: string) =>
      siteConfigSchema.shape.printService.safeParse({
        modelName: "m",
        storeConfigId: "1",
        instanceId: "i",
        initializerUrl,
      }).success;
    expect(printService("https://cdn.example/init.min.js")).toBe(true);
    expect(printService("/__emulator/pbx/init.min.js")).toBe(true);
    expect(printService("")).toBe(true);
    expect(printService("//evil.example/init.js")).toBe(false);
    // Only https: its origin is allowed in the editor pages' Content-Security-Policy.
    expect(printService("http://cdn.example/init.min.js")).toBe(false);
    expect(printService("javascript:alert(1)")).toBe(false);
    expect(printService("init.js")).toBe(false);
  });
});

describe("the host's callbacks (reference/editor.md)", () => {
  let deps: EditorHostDeps & { [K in keyof EditorHostDeps]: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    deps = {
      authorise: vi.fn(async () => "session-2"),
      refreshSession: vi.fn(async () => "session-3"),
      addProjectToCart: vi.fn(async () => true),
      showCart: vi.fn(),
      setFullscreen: vi.fn(),
      projectSaved: vi.fn(),
      editorEvent: vi.fn(),
      isCustomer: vi.fn(() => false),
    } as never;
  });
  afterEach(() => vi.restoreAllMocks());

  it("authUserRequest and refreshSession answer the session ids; a closed modal's refusal reaches the editor", async () => {
    const callbacks = editorCallbacks(deps);
    expect(await callbacks["authUserRequest"]!()).toBe("session-2");
    expect(await callbacks["refreshSession"]!()).toBe("session-3");
    deps.authorise.mockRejectedValueOnce(new Error("customer closed modal"));
    await expect(callbacks["authUserRequest"]!()).rejects.toThrow("customer closed modal");
  });

  it("goToCartFinished adds the project with its quantity and shows the cart", async () => {
    const callbacks = editorCallbacks(deps);
    expect(
      await callbacks["goToCartFinished"]!("p1", {
        project: { id: "p1", quantity: 3 },
        redirectToCartAfterAddingProjectToCart: true,
      }),
    ).toBe(true);
    expect(deps.addProjectToCart).toHaveBeenCalledWith("p1", 3);
    expect(deps.showCart).toHaveBeenCalledOnce();
  });

  it.each([[0.5], [0], [-2], [Number.NaN]])(
    "goToCartFinished adds at least one piece (quantity %s)",
    async (quantity) => {
      await editorCallbacks(deps)["goToCartFinished"]!("p1", { project: { quantity } });
      expect(deps.addProjectToCart).toHaveBeenCalledWith("p1", 1);
    },
  );

  it("goToCartFinished stays in the editor when asked to, and when the cart refused", async () => {
    const callbacks = editorCallbacks(deps);
    await callbacks["goToCartFinished"]!("p1", { redirectToCartAfterAddingProjectToCart: false });
    expect(deps.addProjectToCart).toHaveBeenCalledWith("p1", 1);
    deps.addProjectToCart.mockResolvedValueOnce(false);
    expect(await callbacks["goToCartFinished"]!("p1", {})).toBe(false);
    expect(deps.showCart).not.toHaveBeenCalled();
  });

  it.each([[""], [undefined], [42], ["a b"]])(
    "goToCartFinished refuses the project id %j (spec: a project id must not be empty)",
    async (id) => {
      expect(await editorCallbacks(deps)["goToCartFinished"]!(id, {})).toBe(false);
      expect(deps.addProjectToCart).not.toHaveBeenCalled();
    },
  );

  it("goToCartFinished answers false when the cart call fails, never throws into the editor", async () => {
    deps.addProjectToCart.mockRejectedValueOnce(new Error("offline"));
    expect(await editorCallbacks(deps)["goToCartFinished"]!("p1", {})).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });

  it("full screen, saving and the editor's events reach the page", () => {
    const callbacks = editorCallbacks(deps);
    callbacks["hideECommerce"]!();
    callbacks["showECommerce"]!();
    expect(deps.setFullscreen.mock.calls).toEqual([[true], [false]]);
    callbacks["savingFinished"]!("p1");
    callbacks["savingFinished"]!({});
    expect(deps.projectSaved.mock.calls).toEqual([["p1"]]);
    callbacks["externalEventBusListener"]!({ eventName: "AppWasInitialized" });
    callbacks["externalEventBusListener"]!("nonsense");
    expect(deps.editorEvent.mock.calls).toEqual([["AppWasInitialized"]]);
    expect(callbacks["isUserLoggedIn"]!()).toBe(false);
  });

  it("a callback the storefront has nothing for logs 'method not implemented' and returns", () => {
    expect(editorCallbacks(deps)["setupEcommercePricesIntegration"]!()).toBeUndefined();
    expect(vi.mocked(console.error).mock.calls[0]?.[0]).toContain("method not implemented");
  });

  it("are put on Printbox's global and taken off again, leaving what is not ours", () => {
    const printbox: Record<string, unknown> = { setEditorConfig: () => undefined, authUserRequest: "theirs" };
    const callbacks = editorCallbacks(deps);
    const uninstall = installEditorHost(printbox, callbacks);
    expect(printbox["goToCartFinished"]).toBe(callbacks["goToCartFinished"]);
    printbox["hideECommerce"] = "replaced by someone else";
    uninstall();
    expect(printbox["goToCartFinished"]).toBeUndefined();
    expect(printbox["hideECommerce"]).toBe("replaced by someone else");
    expect(typeof printbox["setEditorConfig"]).toBe("function");
  });
});

describe("the editor script (loaded once, only where the editor opens)", () => {
  type FakeScript = {
    src: string;
    async: boolean;
    dataset: Record<string, string>;
    onload?: () => void;
    onerror?: () => void;
    remove: () => void;
  };
  let appended: FakeScript[];
  beforeEach(() => {
    vi.resetModules();
    appended = [];
    const fakeWindow: { printbox?: unknown } = {};
    vi.stubGlobal("window", fakeWindow);
    vi.stubGlobal("document", {
      createElement: () => ({ dataset: {}, remove() {} }) as unknown as FakeScript,
      head: { appendChild: (script: FakeScript) => appended.push(script) },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("appends one script for any number of callers and answers Printbox's global once it is defined", async () => {
    const { loadEditorScript } = await import("../../app/editor/editor-script");
    const first = loadEditorScript("/init.min.js");
    const second = loadEditorScript("/init.min.js");
    expect(appended).toHaveLength(1);
    const printbox = { setEditorConfig: () => undefined };
    (window as { printbox?: unknown }).printbox = printbox;
    appended[0]!.onload!();
    expect(await first).toBe(printbox);
    expect(await second).toBe(printbox);
    expect(await loadEditorScript("/init.min.js")).toBe(printbox);
    expect(appended).toHaveLength(1);
  });

  it("a script that fails, or defines no editor, is an initialization error; the next call tries again", async () => {
    const { loadEditorScript } = await import("../../app/editor/editor-script");
    const failing = loadEditorScript("/init.min.js");
    appended[0]!.onerror!();
    await expect(failing).rejects.toMatchObject({ name: "EditorInitializationError" });
    const empty = loadEditorScript("/init.min.js");
    expect(appended).toHaveLength(2);
    appended[1]!.onload!();
    await expect(empty).rejects.toThrow("defined no editor");
  });

  it("gives up after its time", async () => {
    vi.useFakeTimers();
    const { loadEditorScript } = await import("../../app/editor/editor-script");
    try {
      const slow = loadEditorScript("/init.min.js", 1000);
      vi.advanceTimersByTime(1001);
      await expect(slow).rejects.toThrow("did not load in 1000 ms");
    } finally {
      vi.useRealTimers();
    }
  });
});
