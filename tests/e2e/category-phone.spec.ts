import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test, withoutJavaScript } from "./fixtures";

/**
 * Issue 27: a category on a phone. The products start on the first screen, the subcategories are one
 * row of links, and filters and sorting live behind one button (a drawer with JavaScript, a <details>
 * without); on a desktop the filters stay beside the listing.
 */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The header the products' first row is measured under: its target height on a phone. */
const HEADER_TARGET = 64;
/** What the page puts between the header and the first product card at most (title, subcategories, filter button, total). */
const PAGE_TOP_BUDGET = 230;

const total = async (page: Page): Promise<number> =>
  Number((await page.locator(".listing__total").textContent())!.match(/\d+/)![0]);
const filterButton = (page: Page) => page.locator("summary.filters__summary");
const drawer = (page: Page) => page.getByRole("dialog", { name: "Filter and sort" });
const subcategories = (page: Page) => page.getByRole("navigation", { name: "Categories" }).getByRole("link");

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").not.toBeNull();
  return found!;
}

async function noSidewaysScroll(page: Page, what: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, what).toBeLessThanOrEqual(client);
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("a category on a phone", () => {
  test.use(PHONE);

  test("the first row of products is on the first screen, under one scrolling row of subcategories", async ({
    page,
    problems,
  }) => {
    await page.goto("/Photo-books/");
    await hydrated(page);
    const header = await box(page.locator("header").first());
    const card = await box(page.locator(".listing__grid .product-card").first());
    const pageTop = card.y - (header.y + header.height);
    test.info().annotations.push({
      type: "measured",
      description: `first card top ${Math.round(card.y)} px, header ${Math.round(header.height)} px, page top ${Math.round(pageTop)} px`,
    });
    // Whatever the header's height today: with a header of its target height the card starts above 420 px.
    expect(card.y - (header.height - HEADER_TARGET)).toBeLessThanOrEqual(420);
    expect(pageTop).toBeLessThanOrEqual(PAGE_TOP_BUDGET);

    // The subcategories: one row of links, each a full touch target; the sidebar's tree is not shown.
    await expect(subcategories(page)).toHaveText(["Hardcover", "Softcover", "Layflat"]);
    const chips = await Promise.all((await subcategories(page).all()).map(box));
    for (const chip of chips) {
      expect(chip.y).toBe(chips[0]!.y);
      expect(chip.height).toBeGreaterThanOrEqual(44);
    }
    await expect(page.locator(".category-nav__tree")).toBeHidden();
    // Sorting and page size are behind the filter button, which is a touch target too.
    await expect(page.getByLabel("Sort by")).toBeHidden();
    expect((await box(filterButton(page))).height).toBeGreaterThanOrEqual(44);
    await expect(filterButton(page)).toHaveAccessibleName("Filter and sort");

    // In a subcategory without subcategories of its own, its siblings, the current one marked.
    await subcategories(page).filter({ hasText: "Softcover" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Softcover" })).toBeVisible();
    await expect(subcategories(page)).toHaveText(["Hardcover", "Softcover", "Layflat"]);
    await expect(subcategories(page).filter({ hasText: "Softcover" })).toHaveAttribute("aria-current", "page");
    expect(problems).toEqual([]);
  });

  test("“Filter and sort” opens a drawer whose choices narrow the listing; the button counts them; Reset clears", async ({
    page,
    problems,
  }) => {
    await page.goto("/Photo-books/");
    await hydrated(page);
    const all = await total(page);
    await filterButton(page).click();
    await expect(drawer(page)).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await drawer(page).getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: "Blue" }).check();
    await drawer(page).getByRole("radio", { name: "Price descending" }).check();
    // Nothing moves until the shopper applies the choices.
    await expect(page).not.toHaveURL(/properties=/);
    await drawer(page).getByRole("button", { name: "Apply" }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).toHaveURL(/[?&]properties=[0-9a-f]{32}/);
    await expect(page).toHaveURL(/[?&]order=price-desc/);
    await expect(filterButton(page)).toHaveAccessibleName("Filter and sort (1)");
    await expect(page.locator(".listing")).not.toHaveAttribute("aria-busy", "true");
    const narrowed = await total(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    // Focus is back on the button that opened the drawer.
    await expect(filterButton(page)).toBeFocused();

    // Opened again it shows the state: the count, the choice, and Reset.
    await filterButton(page).click();
    await expect(drawer(page).getByRole("status")).toHaveText("1 filter active");
    await expect(drawer(page).getByRole("checkbox", { name: "Blue" })).toBeChecked();
    await expect(drawer(page).getByRole("radio", { name: "Price descending" })).toBeChecked();
    await drawer(page).getByRole("link", { name: "Reset" }).click();
    await expect(drawer(page)).toBeHidden();
    await expect(page).not.toHaveURL(/properties=/);
    // Reset clears the filters; the sorting the shopper chose stays.
    await expect(page).toHaveURL(/[?&]order=price-desc/);
    await expect(filterButton(page)).toHaveAccessibleName("Filter and sort");
    await expect(page.locator(".listing__total")).toHaveText(`${all} products`);

    // Escape closes it without applying anything.
    await filterButton(page).click();
    await drawer(page).getByRole("checkbox", { name: "Black" }).check();
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toBeHidden();
    await expect(page).not.toHaveURL(/properties=/);
    expect(problems).toEqual([]);
  });

  test("without JavaScript the button opens the same form in the page, and it filters and sorts", async ({
    browser,
  }) => {
    await withoutJavaScript(
      browser,
      async (page) => {
        await page.goto("/Photo-books/");
        const all = await total(page);
        const form = page.getByRole("form", { name: "Filter" });
        await expect(form).toBeHidden();
        await filterButton(page).click();
        await expect(form).toBeVisible();
        await form.getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: "Blue" }).check();
        await page.getByRole("group", { name: "Sort order" }).getByRole("radio", { name: "Price ascending" }).check();
        await form.getByRole("button", { name: "Apply filters" }).click();
        await expect(page).toHaveURL(/[?&]properties=[0-9a-f]{32}/);
        await expect(page).toHaveURL(/[?&]order=price-asc/);
        const narrowed = await total(page);
        expect(narrowed).toBeGreaterThan(0);
        expect(narrowed).toBeLessThan(all);
        await expect(filterButton(page)).toHaveAccessibleName("Filter and sort (1)");
        // The products come first again: the form stays closed until asked for.
        await expect(form).toBeHidden();
        await filterButton(page).click();
        await form.getByRole("link", { name: "Reset all filters" }).click();
        await expect(page).not.toHaveURL(/properties=/);
        expect(await total(page)).toBe(all);
      },
      PHONE,
    );
  });

  test("a listing with nothing to filter shows no empty filter box", async ({ page, problems }) => {
    await page.goto("/search/?search=zzqqxxnothing");
    await hydrated(page);
    await expect(page.locator(".listing__total")).toHaveText("0 products");
    await expect(page.locator(".filters")).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Filter" })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("nothing scrolls sideways at 320 px, the drawer included; the subcategories scroll inside their row", async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/Photo-books/", "/Wall-art/", "/Photo-books/Hardcover/", "/search/?search=photo"]) {
      await page.goto(path);
      await hydrated(page);
      await noSidewaysScroll(page, `${path} at 320 px`);
    }
    await page.goto("/Wall-art/");
    await hydrated(page);
    const row = page.locator(".category-nav__chips");
    const { scroll, client, overflow } = await row.evaluate((list) => ({
      scroll: list.scrollWidth,
      client: list.clientWidth,
      overflow: getComputedStyle(list).overflowX,
    }));
    expect(overflow).toBe("auto");
    expect(scroll).toBeGreaterThan(client);
    const last = subcategories(page).last();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    await noSidewaysScroll(page, "/Wall-art/ with its row scrolled");
    await filterButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await noSidewaysScroll(page, "the filter drawer at 320 px");
    expect(problems).toEqual([]);
  });
});

test.describe("a category on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the filters stay beside the listing, the category tree in the sidebar, sorting in the listing's bar", async ({
    page,
    problems,
  }) => {
    await page.goto("/Photo-books/");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Filter" });
    await expect(form.getByRole("group", { name: "Manufacturer" })).toBeVisible();
    await expect(form.getByRole("group", { name: "Sort order" })).toBeHidden();
    await expect(page.locator(".filters__summary")).toHaveAccessibleName("Filter");
    const filters = await box(page.locator(".filters"));
    const grid = await box(page.locator(".listing__grid"));
    expect(filters.x + filters.width).toBeLessThanOrEqual(grid.x);
    await expect(page.getByLabel("Sort by")).toBeVisible();
    await expect(page.locator(".category-nav__tree")).toBeVisible();
    await expect(page.locator(".category-nav__chips")).toBeHidden();
    // A click on the filters' heading opens no drawer: they are already there.
    await page.locator(".filters__summary").click({ force: true });
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await form.getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: "Blue" }).check();
    await expect(page).toHaveURL(/[?&]properties=[0-9a-f]{32}/);
    await expect(page.locator(".filters__summary")).toHaveAccessibleName("Filter (1 active)");
    expect(problems).toEqual([]);
  });
});
