import { expect, registerInPage, test } from "./fixtures";

/**
 * The emulator's developer-facing parts, in a real browser: the fake Printbox editor on its bare host
 * page (the storefront's editor screen comes with a later issue) and the mail outbox page.
 */

test("the fake editor saves a project and puts it into the cart with its options", async ({ page }) => {
  await page.goto("/__emulator/pbx/harness?productFamilyId=101&moduleId=photobook");
  const editor = page.getByRole("region", { name: "Printbox editor (emulator)" });
  await expect(editor).toBeVisible();
  await expect(page.locator("#log")).toContainText("event AppWasInitialized");

  // A guest cannot save: the host has no editor session to give.
  await editor.getByRole("button", { name: "Save project" }).click();
  await expect(editor.getByRole("status")).toHaveText("Error: The customer is not logged in.");

  await registerInPage(page, `editor-${Date.now()}@example.com`);
  await page.reload();
  await editor.getByLabel("Project name").fill("Holiday 2026");
  await editor.getByLabel("Pages").fill("36");
  await editor.getByLabel("Quantity").fill("2");
  const cover = editor.locator("select").nth(1);
  const secondCover = await cover.locator("option").nth(1).textContent();
  await cover.selectOption({ index: 1 });
  await editor.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.locator("#log")).toContainText("cart 200");
  const projectId = await editor.getAttribute("data-project-id");
  expect(projectId).toMatch(/^[0-9a-f]{32}$/);

  type CartLine = {
    type: string;
    quantity: number;
    payload: { customFields?: Record<string, unknown> };
    children: { label: string }[];
  };
  const cart = await page.evaluate(
    async () => (await (await fetch("/store-api/checkout/cart")).json()) as { lineItems: CartLine[] },
  );
  const line = cart.lineItems.find((item) => item.payload.customFields?.["_project_id"] !== undefined)!;
  expect(line.quantity).toBe(2);
  expect(line.payload.customFields).toMatchObject({
    _project_id: projectId,
    pbx_page_count: 36,
    pbx_pbx2_product_family_id: "101",
  });
  expect(line.children.map((child) => child.label).join(" ")).toContain(secondCover!.trim());

  // Reopening the project, as the editor screen does with ?projectId=, loads what was saved.
  await page.evaluate(async (id) => {
    type Host = {
      printbox: { setEditorConfig(config: object): Promise<void> };
      __pbxFake: { trigger(action: string): Promise<unknown> };
    };
    const host = window as unknown as Host;
    await host.__pbxFake.trigger("close");
    const session = (await (await fetch("/store-api/pbx2/session")).json()) as { session_id: string };
    await host.printbox.setEditorConfig({
      currency: "EUR",
      instanceId: "edge_print_demo",
      language: "en",
      locale: "en-GB",
      productFamilyId: "101",
      storeName: "default_store",
      useIframe: false,
      sessionId: session.session_id,
      projectId: id,
    });
  }, projectId);
  await expect(editor.getByLabel("Project name")).toHaveValue("Holiday 2026");
});
