import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { publicOrigin } from "../middleware/sales-channel-context";
import { newId } from "../lib/crypto";
import { shopwareDate } from "../lib/dates";
import { renderSvg } from "../lib/svg";
import { FAMILIES, familyById } from "../seed/families";
import type { MediaMotif } from "../seed/media";
import { LANGUAGES, type LocaleCode } from "../seed/reference";
import { tr } from "../serialize/common";
import { findProject, listProjects, saveProject, sessionOwner, type Project } from "../state/projects";

/**
 * A stand-in for Printbox: its editor script (init.min.js, the editor side of reference/editor.md)
 * and the small part of its editor API the script uses. Reached through the storefront's
 * /__emulator/* passthrough, like a browser reaches Printbox's CDN and API.
 */
const projectInput = z.object({
  name: z.string().trim().min(1).max(120),
  productFamilyId: z.string().min(1).max(20),
  pageCount: z.coerce.number().int().positive().max(500).optional(),
  optionIds: z.array(z.number().int()).max(50).default([]),
  quantity: z.coerce.number().int().positive().max(1000).default(1),
});

/** A project thumbnail's motif by its family's editor module; photo books, and any other module, draw a book. */
/** The project list's page: Printbox's REST paging (`page` from 1, `page_size` up to 100, 10 by default). */
const editorListPaging = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
});

const MOTIF_BY_MODULE: Record<string, MediaMotif> = { calendar: "calendar", wallart: "frame", phonecase: "phone" };

const localeOf = (language: string | undefined): LocaleCode =>
  LANGUAGES.find((l) => l.editorLocale === language || l.code === language)?.code ?? "en-GB";

function projectJson(project: Project, origin: string) {
  return {
    ...project,
    thumbnailUrl: project.thumbnailUrl.startsWith("http") ? project.thumbnailUrl : `${origin}${project.thumbnailUrl}`,
  };
}

export const fakePrintboxRoutes = new Hono<EmulatorEnv>({ strict: false })
  .get("/init.min.js", (c) =>
    c.body(EDITOR_SCRIPT, 200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" }),
  )
  .get("/api/product-families/:id", (c) => {
    const family = familyById(c.req.param("id"));
    if (!family) return c.json({ error: "unknown product family" }, 404);
    const locale = localeOf(c.req.query("language"));
    return c.json({
      id: family.id,
      moduleId: family.moduleId,
      name: tr(family.name, locale),
      basePageCount: family.basePageCount,
      maxPageCount: family.maxPageCount,
      attributes: family.attributes.map((a) => ({
        id: a.id,
        name: tr(a.name, locale),
        options: a.options.map((o) => ({ id: o.id, value: o.value, name: tr(o.name, locale) })),
      })),
    });
  })
  .use("/api/projects/*", async (c, next) => {
    // Printbox's editor API knows the shopper only by the Session-Id the shop handed out.
    const owner = await sessionOwner(c.env.DB, c.req.header("session-id") ?? "");
    if (!owner) return c.json({ error: "session expired or unknown" }, 401);
    c.set("pbxOwner", owner);
    await next();
  })
  .use("/api/editor/projects", async (c, next) => {
    const owner = await sessionOwner(c.env.DB, c.req.header("session-id") ?? "");
    if (!owner) return c.json({ error: "session expired or unknown" }, 401);
    c.set("pbxOwner", owner);
    await next();
  })
  // Printbox's own path for the customer's project list (its Shopify integration's loadProjectList):
  // what a shop lists as "My projects", by id, before it asks the shop's plugin for their attributes.
  // Paged as Printbox's REST API pages (count, next, previous, results; `page`, `page_size`), so a shop
  // that reads only the first page misses projects here as it would there.
  .get("/api/editor/projects", async (c) => {
    const origin = publicOrigin(c.req.raw);
    const paging = editorListPaging.safeParse(c.req.query());
    if (!paging.success) return c.json({ detail: "Invalid page." }, 404);
    const { page, page_size: size } = paging.data;
    const all = await listProjects(c.env.DB, c.get("pbxOwner"));
    const pages = Math.max(1, Math.ceil(all.length / size));
    if (page > pages) return c.json({ detail: "Invalid page." }, 404);
    const pageUrl = (n: number) => {
      const url = new URL(c.req.path, origin);
      url.searchParams.set("page", String(n));
      url.searchParams.set("page_size", String(size));
      return url.href;
    };
    return c.json({
      count: all.length,
      next: page < pages ? pageUrl(page + 1) : null,
      previous: page > 1 ? pageUrl(page - 1) : null,
      results: all.slice((page - 1) * size, page * size).map((p) => projectJson(p, origin)),
    });
  })
  .use("/api/projects", async (c, next) => {
    const owner = await sessionOwner(c.env.DB, c.req.header("session-id") ?? "");
    if (!owner) return c.json({ error: "session expired or unknown" }, 401);
    c.set("pbxOwner", owner);
    await next();
  })
  .get("/api/projects", async (c) => {
    const origin = publicOrigin(c.req.raw);
    return c.json({ results: (await listProjects(c.env.DB, c.get("pbxOwner"))).map((p) => projectJson(p, origin)) });
  })
  .get("/api/projects/:id", async (c) => {
    const project = await findProject(c.env.DB, c.req.param("id"));
    if (!project || project.owner !== c.get("pbxOwner")) return c.json({ error: "not found" }, 404);
    return c.json(projectJson(project, publicOrigin(c.req.raw)));
  })
  .on(["POST", "PUT"], ["/api/projects", "/api/projects/:id"], async (c) => {
    const parsed = projectInput.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: parsed.error.issues[0]?.message ?? "invalid project" }, 400);
    const family = familyById(parsed.data.productFamilyId);
    if (!family) return c.json({ error: "unknown product family" }, 400);
    const owner = c.get("pbxOwner");
    const id = c.req.param("id");
    const existing = id ? await findProject(c.env.DB, id) : null;
    if (id && (!existing || existing.owner !== owner)) return c.json({ error: "not found" }, 404);
    if (existing?.ordered) return c.json({ error: "an ordered project cannot be changed" }, 409);
    const validOptions = parsed.data.optionIds.filter((oid) =>
      family.attributes.some((a) => a.options.some((o) => o.id === oid)),
    );
    const projectId = existing?.id ?? newId();
    const at = shopwareDate(Date.now());
    const project: Project = {
      id: projectId,
      owner,
      name: parsed.data.name,
      productFamilyId: family.id,
      moduleId: family.moduleId,
      pageCount: Math.min(Math.max(parsed.data.pageCount ?? family.basePageCount, 1), family.maxPageCount),
      quantity: parsed.data.quantity,
      optionIds: validOptions,
      thumbnailUrl: `/__emulator/pbx/thumbnail/${projectId}.svg`,
      ordered: false,
      createdAt: existing?.createdAt ?? at,
      updatedAt: existing ? at : null,
    };
    await saveProject(c.env.DB, project);
    return c.json(projectJson(project, publicOrigin(c.req.raw)), existing ? 200 : 201);
  })
  .get("/thumbnail/:file{[0-9a-f]{32}\\.svg}", async (c) => {
    const project = await findProject(c.env.DB, c.req.param("file").slice(0, 32));
    if (!project) return c.text("Not found", 404);
    const family = familyById(project.productFamilyId);
    const motif = MOTIF_BY_MODULE[family?.moduleId ?? ""] ?? "book";
    const svg = renderSvg(
      {
        id: project.id,
        fileName: project.id,
        alt: project.name,
        title: project.name,
        width: 400,
        height: 400,
        hue: parseInt(project.id.slice(0, 3), 16) % 360,
        motif,
        label: project.name,
        createdAt: project.createdAt,
      },
      400,
      400,
    );
    return c.body(svg, 200, { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "no-cache" });
  })
  .get("/harness", (c) => c.html(HARNESS_PAGE))
  .get("/families", (c) => c.json(FAMILIES.map((f) => ({ id: f.id, moduleId: f.moduleId, name: f.name["en-GB"] }))));

/** The editor script: window.printbox with setEditorConfig and deinit, calling the host's callbacks. */
const EDITOR_SCRIPT = `(() => {
  "use strict";
  const script = document.currentScript;
  const API = new URL(script && script.src ? script.src : location.href).origin + "/__emulator/pbx/api";
  const REQUIRED = ["currency", "instanceId", "language", "locale", "productFamilyId", "storeName", "useIframe", "sessionId"];
  const LIST_REQUIRED = ["currency", "instanceId", "language", "locale", "storeName", "useIframe", "sessionId"];
  let config = null, family = null, project = null, root = null, busy = false, fullscreen = false, status = "";
  const pb = (window.printbox = window.printbox || {});
  const call = (name, ...args) => (typeof pb[name] === "function" ? pb[name](...args) : undefined);
  const emit = (eventName) => { try { call("externalEventBusListener", { eventName }); } catch (e) { console.error("printbox: event listener failed", e); } };
  const form = { name: "", pageCount: 1, quantity: 1, optionIds: [] };
  // The cart the host hands over when asked (getCartItems): "none" while the host has no such callback.
  const CART_FIELDS = ["listPrice", "totalPrice", "unitPrice", "quantity", "displayName", "productFamilyId", "projectEditUrl", "projectId", "thumbnailUrl", "selectedAttributes"];
  let cart = { state: "none", items: [], problem: "" };

  async function request(method, path, body) {
    const response = await fetch(API + path, { method, headers: { "content-type": "application/json", "Session-Id": (config && config.sessionId) || "", "X-Pbx-Store-Name": (config && config.storeName) || "", "X-Version": "v6" }, body: body ? JSON.stringify(body) : undefined });
    const data = await response.json().catch(() => null);
    if (!response.ok) throw new Error((data && data.error) || "HTTP " + response.status);
    return data;
  }
  async function ensureSession() {
    if (config.sessionId) return config.sessionId;
    const sessionId = await call("authUserRequest");
    if (!sessionId) throw new Error("The customer is not logged in.");
    config.sessionId = sessionId;
    return sessionId;
  }
  async function save(overrides) {
    await ensureSession();
    const body = Object.assign({ name: form.name || (family && family.name) || "Project", productFamilyId: config.productFamilyId, pageCount: form.pageCount, optionIds: form.optionIds, quantity: form.quantity }, overrides || {});
    try {
      project = project ? await request("PUT", "/projects/" + project.id, body) : await request("POST", "/projects", body);
    } catch (error) {
      if (String(error.message).includes("session")) {
        config.sessionId = await call("refreshSession");
        project = project ? await request("PUT", "/projects/" + project.id, body) : await request("POST", "/projects", body);
      } else throw error;
    }
    Object.assign(form, { name: project.name, pageCount: project.pageCount, quantity: project.quantity, optionIds: project.optionIds });
    call("savingFinished", project.id);
    return project;
  }
  async function addToCart(overrides) {
    const saved = await save(overrides);
    call("beginGoToCart");
    return call("goToCartFinished", saved.id, { project: saved, redirectToCartAfterAddingProjectToCart: true });
  }
  async function readCart() {
    if (typeof pb.getCartItems !== "function") { cart = { state: "none", items: [], problem: "" }; return; }
    cart = Object.assign({}, cart, { state: "reading" });
    render();
    try {
      const items = await pb.getCartItems();
      // The editor takes the spec's cart item or nothing: a missing field is the host's fault, shown as such.
      const broken = Array.isArray(items) ? items.map((item) => CART_FIELDS.filter((key) => item == null || !(key in item))).find((missing) => missing.length) : ["a list"];
      cart = broken ? { state: "invalid", items: [], problem: "missing " + broken.join(", ") } : { state: "ok", items, problem: "" };
    } catch (error) {
      cart = { state: "error", items: [], problem: String(error && error.message) };
    }
    if (config) render();
  }
  const money = (value) => (typeof value === "number" ? value.toFixed(2) + " " + ((config && config.currency) || "") : "none");
  function cartSection() {
    const children = [el("h3", {}, "Cart (from the shop)")];
    if (cart.state === "none") children.push(el("p", {}, "The shop hands over no cart."));
    else if (cart.state === "reading") children.push(el("p", {}, "Reading the cart…"));
    else if (cart.state === "error") children.push(el("p", { role: "alert" }, "The cart could not be read: " + cart.problem));
    else if (cart.state === "invalid") children.push(el("p", { role: "alert" }, "The cart came in an unknown shape: " + cart.problem));
    else if (!cart.items.length) children.push(el("p", {}, "No projects in the cart."));
    else children.push(el("ul", { "aria-label": "Projects in the cart" }, cart.items.map((item) => {
      const facts = [
        ["Quantity", String(item.quantity)], ["Unit price", money(item.unitPrice)], ["Total price", money(item.totalPrice)],
        ["List price", money(item.listPrice)], ["Product family", item.productFamilyId], ["Project", item.projectId],
        ["Attributes", (item.selectedAttributes || []).map((a) => a.name + ": " + a.value).join(", ") || "none"],
      ];
      return el("li", { "data-project-id": item.projectId, "aria-label": item.displayName }, [
        ...(item.thumbnailUrl ? [el("img", { src: item.thumbnailUrl, alt: "", width: 48, height: 48 })] : []),
        el("strong", {}, item.displayName),
        el("dl", {}, facts.map(([term, value]) => el("div", {}, [el("dt", {}, term), el("dd", {}, value)]))),
        ...(item.projectEditUrl ? [el("a", { href: item.projectEditUrl }, "Edit " + item.displayName)] : []),
      ]);
    })));
    return el("section", { class: "pbx-fake__cart", "aria-label": "Cart in the editor" }, children);
  }
  function setFullscreen(on) { fullscreen = on; call(on ? "hideECommerce" : "showECommerce"); render(); }
  async function run(action, overrides) {
    if (busy) return;
    busy = true; status = ""; render();
    try {
      const result = await action(overrides);
      status = "ok";
      // A saved or added project changes what the cart holds (its price, its options): ask for it again.
      void readCart();
      return result;
    } catch (error) {
      status = "Error: " + error.message;
      throw error;
    } finally { busy = false; render(); }
  }
  function el(tag, attrs, children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) { if (k.startsWith("on")) node.addEventListener(k.slice(2), v); else if (v !== false && v != null) node.setAttribute(k, v === true ? "" : String(v)); }
    for (const child of [].concat(children || [])) node.append(child && child.nodeType ? child : document.createTextNode(String(child)));
    return node;
  }
  function render() {
    if (!root || !config) return;
    const fields = [
      el("label", {}, ["Project name ", el("input", { name: "pbx-name", value: form.name, oninput: (e) => { form.name = e.target.value; } })]),
      el("label", {}, ["Pages ", el("input", { name: "pbx-pages", type: "number", min: 1, max: family ? family.maxPageCount : 1, value: form.pageCount, oninput: (e) => { form.pageCount = Number(e.target.value); } })]),
      el("label", {}, ["Quantity ", el("input", { name: "pbx-quantity", type: "number", min: 1, value: form.quantity, oninput: (e) => { form.quantity = Number(e.target.value); } })]),
      ...(family ? family.attributes : []).map((a) => el("label", {}, [a.name + " ", el("select", { name: "pbx-attr-" + a.id, onchange: (e) => {
        form.optionIds = form.optionIds.filter((id) => !a.options.some((o) => o.id === id)).concat([Number(e.target.value)]);
      } }, a.options.map((o) => el("option", { value: o.id, selected: form.optionIds.includes(o.id) }, o.name)))])),
    ];
    const buttons = el("div", { class: "pbx-fake__actions" }, [
      el("button", { type: "button", disabled: busy, onclick: () => run(save).catch(() => {}) }, "Save project"),
      el("button", { type: "button", disabled: busy, onclick: () => run(addToCart).catch(() => {}) }, "Add to cart"),
      el("button", { type: "button", onclick: () => setFullscreen(!fullscreen) }, fullscreen ? "Exit full screen" : "Full screen"),
    ]);
    root.replaceChildren(el("section", { class: "pbx-fake", "data-project-id": project ? project.id : "", "aria-label": "Printbox editor (emulator)" }, [
      el("h2", {}, "Printbox editor (emulator): " + (family ? family.name : config.productFamilyId)),
      el("p", {}, project ? "Project " + project.id + " saved." : "New project."),
      ...fields, buttons,
      el("p", { role: "status", class: "pbx-fake__status" }, status),
      cartSection(),
    ]));
  }
  async function renderProjectList() {
    // Project-list mode (the project-list parameters: no product family): the customer's projects.
    const projects = config.sessionId ? (await request("GET", "/projects")).results : [];
    root.replaceChildren(el("section", { class: "pbx-fake pbx-fake--list", "aria-label": "Printbox projects (emulator)" }, [
      el("h2", {}, "Printbox projects (emulator)"),
      projects.length
        ? el("ul", {}, projects.map((p) => el("li", { "data-project-id": p.id }, [el("img", { src: p.thumbnailUrl, alt: "", width: 48, height: 48 }), " " + p.name + " (" + p.pageCount + " pages)"])))
        : el("p", {}, config.sessionId ? "No projects yet." : "Log in to see your projects."),
    ]));
    emit("AppWasInitialized");
  }
  pb.setEditorConfig = async function setEditorConfig(next) {
    const listMode = next != null && next.productFamilyId === undefined;
    const missing = (listMode ? LIST_REQUIRED : REQUIRED).filter((key) => next == null || next[key] === undefined);
    if (missing.length) throw new Error("Printbox: missing editor parameter(s): " + missing.join(", "));
    config = Object.assign({}, next);
    root = document.getElementById(config.containerId || "app");
    if (!root) throw new Error("Printbox: no #" + (config.containerId || "app") + " element to render into");
    if (listMode) return renderProjectList();
    const response = await fetch(API + "/product-families/" + encodeURIComponent(config.productFamilyId) + "?language=" + encodeURIComponent(config.language));
    if (!response.ok) throw new Error("Printbox: unknown product family " + config.productFamilyId);
    family = await response.json();
    form.pageCount = family.basePageCount;
    form.optionIds = family.attributes.map((a) => a.options[0].id);
    form.name = family.name;
    if (config.projectId && config.sessionId) {
      project = await request("GET", "/projects/" + encodeURIComponent(config.projectId));
      Object.assign(form, { name: project.name, pageCount: project.pageCount, quantity: project.quantity, optionIds: project.optionIds });
    }
    render();
    emit("AppWasInitialized");
    // The editor is ready without the cart; it shows the cart once the host has answered.
    void readCart();
  };
  pb.deinit = function deinit() {
    if (fullscreen) setFullscreen(false);
    if (root) root.replaceChildren();
    config = null; project = null; family = null; root = null; cart = { state: "none", items: [], problem: "" };
    return Promise.resolve();
  };
  window.__pbxFake = {
    trigger(action, overrides) {
      if (!config) return Promise.reject(new Error("Printbox: the editor is not configured"));
      switch (action) {
        case "save": return run(save, overrides);
        case "addToCart": return run(addToCart, overrides);
        case "login": return run(ensureSession);
        case "fullscreen": setFullscreen(true); return Promise.resolve(true);
        case "exitFullscreen": setFullscreen(false); return Promise.resolve(true);
        case "close": return pb.deinit();
        default: return Promise.reject(new Error("Printbox fake: unknown action " + action));
      }
    },
    get project() { return project; },
    get config() { return config; },
    get cart() { return cart; },
    readCart() { return readCart(); },
  };
})();`;

/** A bare host page for the fake editor, so the editor side can be tested before the storefront's editor screen exists. */
const HARNESS_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Printbox emulator harness</title></head>
<body><h1>Printbox emulator harness</h1><div id="app"></div><pre id="log" aria-label="Host log"></pre>
<script>
const log = (line) => { document.getElementById("log").textContent += line + "\\n"; };
window.printbox = {
  authUserRequest: async () => { const r = await fetch("/store-api/pbx2/session"); if (!r.ok) { log("auth: " + r.status); return null; } const s = await r.json(); log("session " + s.session_id.slice(0, 6)); return s.session_id; },
  refreshSession: async () => (await (await fetch("/store-api/pbx2/session")).json()).session_id,
  goToCartFinished: async (projectId, options) => {
    const r = await fetch("/store-api/checkout/cart/line-item", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ type: "pbx2project", id: projectId, referencedId: projectId, quantity: options.project.quantity, payload: { projectId } }] }) });
    log("cart " + r.status);
    return r.ok;
  },
  savingFinished: (projectId) => log("saved " + projectId),
  hideECommerce: () => log("fullscreen on"),
  showECommerce: () => log("fullscreen off"),
  externalEventBusListener: ({ eventName }) => log("event " + eventName),
};
const params = new URLSearchParams(location.search);
const script = document.createElement("script");
script.src = "/__emulator/pbx/init.min.js";
script.onload = () => window.printbox.setEditorConfig({ currency: "EUR", instanceId: "edge_print_demo", language: "en", locale: "en-GB", moduleId: params.get("moduleId") || "photobook",
  productFamilyId: params.get("productFamilyId") || "101", storeName: "default_store", useIframe: false, sessionId: "", isEmbededInWebview: false,
  forceTrailingSlashWhenGeneratingUrls: true, ecommerceUrlPart: "/editor/" }).catch((e) => log("config error " + e.message));
document.head.append(script);
</script></body></html>`;
