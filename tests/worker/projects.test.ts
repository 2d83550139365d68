import { describe, expect, it, vi } from "vitest";
import { SITE_CONFIG_KV_KEY } from "../../kv-schemas/site-config";
import { call, emulatorSiteConfig, jar, kvEntry, memoryKv, ORIGIN, registerCustomer } from "./helpers";

/**
 * "My projects" as the server renders it: the ids from Printbox's project list (the emulator's
 * stand-in, reached through the shop's upstream with the customer's editor session), then the shop's
 * projects by those ids (GET /store-api/pbx2/projects?id[]=…, which refuses a call without ids).
 */
async function customer(label: string): Promise<{ cookie: string; sessionId: string }> {
  const email = `${label}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
  const token = `${label}Registrar`.padEnd(32, "x").slice(0, 32);
  const registered = await registerCustomer(`es-consent=none; sw-context-token=${token}`, email);
  expect(registered.status).toBe(200);
  const cookie = jar("es-consent=none", registered);
  const session = (await (await call("/store-api/pbx2/session", { headers: { cookie, origin: ORIGIN } })).json()) as {
    session_id: string;
  };
  return { cookie, sessionId: session.session_id };
}

async function saveProject(who: { cookie: string; sessionId: string }, name: string): Promise<string> {
  const saved = await call("/__emulator/pbx/api/projects", {
    method: "POST",
    headers: { "content-type": "application/json", "session-id": who.sessionId, origin: ORIGIN, cookie: who.cookie },
    body: JSON.stringify({ name, productFamilyId: "101", pageCount: 26, optionIds: [12, 22] }),
  });
  expect(saved.status).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

const projectsPage = async (cookie: string, overrides: Parameters<typeof call>[2] = {}) => {
  const response = await call("/projects/", { headers: { cookie, accept: "text/html" } }, overrides);
  expect(response.status).toBe(200);
  return response.text();
};

describe("the projects page, as the server renders it", () => {
  it("shows the customer's projects Printbox lists, by their ids, and none of another customer's", async () => {
    const ada = await customer("ProjectsAda");
    const grace = await customer("ProjectsGrace");
    await saveProject(ada, "Ada's holiday book");
    await saveProject(ada, "Ada's second book");
    await saveProject(grace, "Grace's wedding book");

    const html = await projectsPage(ada.cookie);
    expect(html).toContain("Ada&#x27;s holiday book");
    expect(html).toContain("Ada&#x27;s second book");
    expect(html).not.toContain("Grace&#x27;s wedding book");
    expect(html).not.toContain("You have not saved any projects yet.");
    // The shop's plugin answers by id only: the page did not rely on an answer without ids.
    const withoutIds = await call("/store-api/pbx2/projects", { headers: { cookie: ada.cookie, origin: ORIGIN } });
    expect(withoutIds.status).toBe(400);
  }, 30_000);

  it("a customer without projects is told so, with the way to the shop", async () => {
    const html = await projectsPage((await customer("ProjectsNone")).cookie);
    expect(html).toContain("You have not saved any projects yet.");
  }, 20_000);

  it("without Printbox's editor API the page says the list is unavailable, never that there are no projects", async () => {
    const ada = await customer("ProjectsNoApi");
    await saveProject(ada, "Ada's lost book");
    const config = await emulatorSiteConfig();
    const kv = memoryKv({
      [SITE_CONFIG_KV_KEY]: kvEntry({ ...config, printService: { ...config.printService, editorApiUrl: "" } }),
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const html = await projectsPage(ada.cookie, { SITE_KV: kv });
    error.mockRestore();
    expect(html).toContain("Your projects cannot be listed right now.");
    expect(html).not.toContain("You have not saved any projects yet.");
    expect(html).not.toContain("Ada&#x27;s lost book");
  }, 20_000);
});
