import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

test.describe("the style guide", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("has no accessibility violations (axe)", async ({ page, problems }) => {
    const response = await page.goto("/__styleguide/");
    expect(response?.status()).toBe(200);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("its buttons and stepper buttons are at least 44 × 44 px on a 390 px phone", async ({ page }) => {
    await page.goto("/__styleguide/");
    const sizes = await page.locator(".button, .stepper__button, .drawer__close").evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.textContent?.trim() || element.getAttribute("aria-label"),
          // Whole CSS pixels, as Lighthouse's target-size audit measures: a layout's sub-pixel rounding
          // (43.99997 for a 44 px box inside a scaled drawer) is not a smaller target.
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      }),
    );
    expect(sizes.length).toBeGreaterThan(10);
    expect(sizes.filter((size) => size.width < 44 || size.height < 44)).toEqual([]);
    // The stepper stays one row at this width: − quantity + side by side.
    const tops = await page
      .locator(".stepper")
      .first()
      .locator("> *")
      .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
  });
});
