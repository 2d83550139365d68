import AxeBuilder from "@axe-core/playwright";
import { mkdir } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  expect,
  hydrated,
  markWindow,
  registerByRequest,
  registerInPage,
  stillSameWindow,
  test,
  withoutJavaScript,
} from "./fixtures";

const unique = (what: string) => `${what}-${Date.now()}-${Math.random().toString(16).slice(2, 6)}@example.com`;
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
const notice = (page: Page, text: string) => page.getByRole("region", { name: "Notifications" }).getByText(text);
const card = (page: Page, name: string) => page.getByRole("main").getByRole("listitem", { name });

interface ProjectInput {
  name: string;
  productFamilyId?: string;
  pageCount?: number;
  optionIds?: number[];
  quantity?: number;
}
interface ServerProject {
  id: string;
  name: string;
  path: string;
  attributes: { id: number; selected: { id: number } | null }[];
}

/** A saved project of the logged-in customer, made the way the editor saves it (the pbx2 session names the owner). */
async function saveProject(request: APIRequestContext, project: ProjectInput): Promise<string> {
  const session = (await (await request.get("/store-api/pbx2/session")).json()) as { session_id: string };
  const response = await request.post("/__emulator/pbx/api/projects", {
    headers: { "session-id": session.session_id },
    data: { productFamilyId: "101", pageCount: 30, optionIds: [12, 22], ...project },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** What the shop holds now (the page's cookies: the same customer). */
async function serverProject(request: APIRequestContext, id: string): Promise<ServerProject> {
  const list = (await (await request.get(`/store-api/pbx2/projects?id[]=${id}`)).json()) as {
    elements: ServerProject[];
  };
  return list.elements[0]!;
}
const selectedOptions = (project: ServerProject) => project.attributes.map((attribute) => attribute.selected?.id);

test.describe("the customer's projects (/projects/)", () => {
  test("newest first with thumbnail, name, facts and options; a change saved without a reload; axe; screenshots", async ({
    page,
    problems,
  }) => {
    await page.goto("/");
    await registerInPage(page, unique("projects"));
    const winter = await saveProject(page.request, {
      name: "Winter in Kyiv",
      productFamilyId: "101",
      optionIds: [11, 21],
    });
    const id = await saveProject(page.request, { name: "Summer in Lviv", quantity: 2 });
    await page.goto("/projects/");
    await hydrated(page);
    await expect(page).toHaveTitle(/^My projects \| /);
    await expect(page.getByRole("heading", { level: 1, name: "My projects" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Account menu" }).getByRole("link", { name: "Projects" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main").locator(".project-card h2")).toHaveText(["Summer in Lviv", "Winter in Kyiv"]);

    const summer = card(page, "Summer in Lviv");
    const thumbnail = summer.getByRole("img", { name: "Summer in Lviv" });
    await expect(thumbnail).toBeVisible();
    expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(summer.locator(".project-card__facts")).toContainText(
      "ProductClassic hardcover photo book A4 portrait",
    );
    await expect(summer.locator(".project-card__facts")).toContainText("Pages30");
    await expect(summer.locator(".project-card__facts")).toContainText("Quantity2");
    await expect(summer.locator(".project-card__price")).toContainText(/€.*incl\. VAT/);
    const paper = summer.getByRole("combobox", { name: "Paper" });
    const cover = summer.getByRole("combobox", { name: "Cover" });
    await expect(paper).toHaveValue("12");
    await expect(cover).toHaveValue("22");
    expect(await paper.locator("option").allTextContents()).toEqual(["Silk", "Glossy", "Matte"]);
    await expect(summer.getByRole("link", { name: "Open in editor: Summer in Lviv" })).toHaveAttribute(
      "href",
      `/editor/?productFamilyId=101&moduleId=photobook&projectId=${id}`,
    );

    // The editor in project-list mode (the project-list parameters), with the customer's editor session.
    const editorList = page.getByRole("region", { name: "Printbox projects (emulator)" });
    await expect(editorList.getByRole("listitem")).toHaveCount(2);
    await expect(editorList).toContainText("Summer in Lviv (30 pages)");
    const listConfig = await page.evaluate(
      () => (window as unknown as { __pbxFake: { config: Record<string, unknown> } }).__pbxFake.config,
    );
    expect(Object.keys(listConfig).sort()).toEqual([
      "currency",
      "instanceId",
      "language",
      "locale",
      "sessionId",
      "storeName",
      "useIframe",
    ]);
    expect(listConfig["sessionId"]).toMatch(/^.{8,}$/);

    expect(await axe(page)).toEqual([]);
    await mkdir("test-results/screens", { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `test-results/screens/projects-${width}.png`, fullPage: true });
    }

    // With JavaScript: a fetcher, no reload; the price follows the options (the page's data is read again).
    const price = await summer.locator(".project-card__price").textContent();
    await markWindow(page);
    await paper.selectOption("13");
    await cover.selectOption("21");
    // The form goes to the Worker, which saves the project (route actions run there, decision 021): its answer is the action's.
    const patched = page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        r.request().headers()["x-storefront-action"] === "1" &&
        (r.request().postData() ?? "").includes("intent=project-attributes"),
    );
    // The page's data read again in the browser: the ids from Printbox's list (with the editor session), then the shop's projects by those ids.
    const listed = page.waitForRequest((r) => new URL(r.url()).pathname === "/__emulator/pbx/api/editor/projects");
    const byIds = page.waitForRequest((r) => new URL(r.url()).pathname === "/store-api/pbx2/projects");
    await summer.getByRole("button", { name: "Save changes" }).click();
    expect((await listed).headers()).toMatchObject({
      "session-id": expect.stringMatching(/^.{8,}$/),
      "x-version": "v6",
    });
    expect(new URL((await byIds).url()).searchParams.getAll("id[]").sort()).toEqual([id, winter].sort());
    expect((await (await patched).json()) as { status: number; result: { ok: boolean } }).toMatchObject({
      status: 200,
      result: { ok: true },
    });
    await expect(summer.getByRole("status")).toHaveText("Your changes have been saved.");
    await expect(summer.locator(".project-card__price")).not.toHaveText(price ?? "");
    expect(await stillSameWindow(page)).toBe(true);
    expect(selectedOptions(await serverProject(page.request, id))).toEqual([13, 21]);
    await expect(paper).toHaveValue("13");
    // The other project is untouched.
    await expect(card(page, "Winter in Kyiv").getByRole("combobox", { name: "Paper" })).toHaveValue("11");
    expect(problems).toEqual([]);
  });

  test("into the cart with its quantity; the cart shows it", async ({ page, problems }) => {
    await page.goto("/");
    await registerInPage(page, unique("projects-cart"));
    await saveProject(page.request, { name: "Summer in Lviv", quantity: 2 });
    await page.goto("/projects/");
    await hydrated(page);
    await markWindow(page);
    await card(page, "Summer in Lviv").getByRole("button", { name: "Add to cart: Summer in Lviv" }).click();
    await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
    expect(await stillSameWindow(page)).toBe(true);
    await page.goto("/cart/");
    const item = page.locator(".cart-line").filter({ hasText: "Summer in Lviv" });
    await expect(item.getByRole("img", { name: "Summer in Lviv" })).toBeVisible();
    await expect(item).toContainText("Paper: Glossy");
    await expect(item.getByRole("combobox", { name: "Quantity of Summer in Lviv" })).toHaveValue("2");
    expect(problems).toEqual([]);
  });

  test("without JavaScript: the list, a change (post/redirect/get) and add to cart", async ({ browser, baseURL }) => {
    await withoutJavaScript(browser, async (page) => {
      await registerByRequest(page, unique("projects-nojs"), baseURL);
      const id = await saveProject(page.request, { name: "Summer in Lviv" });
      await page.goto("/projects/");
      const summer = card(page, "Summer in Lviv");
      await expect(summer.getByRole("img", { name: "Summer in Lviv" })).toBeVisible();
      await summer.getByRole("combobox", { name: "Paper" }).selectOption("11");
      await summer.getByRole("button", { name: "Save changes" }).click();
      await expect(page).toHaveURL(/\/projects\/$/);
      await expect(notice(page, "Your changes have been saved.")).toBeVisible();
      await expect(summer.getByRole("combobox", { name: "Paper" })).toHaveValue("11");
      expect(selectedOptions(await serverProject(page.request, id))).toEqual([11, 22]);

      await summer.getByRole("button", { name: "Add to cart: Summer in Lviv" }).click();
      await expect(page).toHaveURL(/\/projects\/$/);
      await expect(notice(page, "The product has been added to your cart.")).toBeVisible();
      await page.goto("/cart/");
      await expect(page.locator(".cart-line").filter({ hasText: "Summer in Lviv" })).toContainText("Paper: Silk");
    });
  });

  test("a shop's refusal lands on the form, with and without JavaScript", async ({ page, browser, problems }) => {
    await page.goto("/");
    await registerInPage(page, unique("projects-refused"));
    await saveProject(page.request, { name: "Summer in Lviv" });
    await page.goto("/projects/");
    await hydrated(page);
    const summer = card(page, "Summer in Lviv");
    // An option the family does not have (a stale page after the shop changed its options).
    await summer.getByRole("combobox", { name: "Paper" }).evaluate((element) => {
      const select = element as unknown as HTMLSelectElement;
      select.add(new Option("Gone", "99"));
      select.value = "99";
    });
    await summer.getByRole("button", { name: "Save changes" }).click();
    await expect(summer.getByRole("alert")).toHaveText("Unknown attribute option(s): 99.");
    expect(problems.filter((p) => !/status of 400|HTTP 400 \/store-api\/pbx2\/projects\//.test(p))).toEqual([]);

    await withoutJavaScript(
      browser,
      async (plain) => {
        await plain.goto("/projects/");
        const form = card(plain, "Summer in Lviv");
        await form.getByRole("combobox", { name: "Cover" }).evaluate((element) => {
          const select = element as unknown as HTMLSelectElement;
          select.add(new Option("Gone", "98"));
          select.value = "98";
        });
        await form.getByRole("button", { name: "Save changes" }).click();
        await expect(form.getByRole("alert")).toHaveText("Unknown attribute option(s): 98.");
      },
      { storageState: await page.context().storageState() },
    );
  });

  test("no projects yet: a way to the shop", async ({ page, problems }) => {
    await page.goto("/");
    await registerInPage(page, unique("projects-none"));
    await page.goto("/projects/");
    await expect(page.getByText("You have not saved any projects yet.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/");
    expect(problems).toEqual([]);
  });

  test("a guest is sent to the login", async ({ page }) => {
    await page.goto("/projects/");
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fprojects%2F$/);
  });

  test("in another language: its texts, and the editor link under its prefix", async ({ page, problems }) => {
    await page.goto("/de/");
    await registerInPage(page, unique("projects-de"));
    const id = await saveProject(page.request, { name: "Sommer in Lwiw" });
    await page.goto("/de/projects/");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Meine Projekte" })).toBeVisible();
    const sommer = card(page, "Sommer in Lwiw");
    await expect(sommer.getByRole("combobox", { name: "Papier" })).toHaveValue("12");
    await expect(sommer.getByRole("link", { name: "Im Editor öffnen: Sommer in Lwiw" })).toHaveAttribute(
      "href",
      `/de/editor/?productFamilyId=101&moduleId=photobook&projectId=${id}`,
    );
    expect(problems).toEqual([]);
  });
});
