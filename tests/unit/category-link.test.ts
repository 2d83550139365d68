import { describe, expect, it } from "vitest";
import { categoryLink } from "../../app/navigation/category-link";
import type { Category } from "../../app/navigation/store-api";

const category = (fields: Partial<Category>): Category =>
  ({ id: "a".repeat(32), name: "C", type: "page", ...fields }) as Category;
const prefixes = ["de", "uk"];

describe("category links", () => {
  it("links a page by its SEO URL in the current language", () => {
    const c = category({ seoUrls: [{ seoPathInfo: "Fotobuecher/", isCanonical: true } as never] });
    expect(categoryLink(c, "de", prefixes)).toEqual({ href: "/de/Fotobuecher/", external: false, newTab: false });
  });
  it("links a page without an SEO URL by /navigation/{id}", () => {
    expect(categoryLink(category({}), "", prefixes)?.href).toBe(`/navigation/${"a".repeat(32)}/`);
  });
  it("gives folders no link", () => {
    expect(categoryLink(category({ type: "folder" }), "", prefixes)).toBeNull();
  });
  it("links external links as they are, honouring 'open in new tab'", () => {
    const c = category({
      type: "link",
      linkType: "external",
      externalLink: "https://blog.example.com/",
      linkNewTab: true,
    });
    expect(categoryLink(c, "de", prefixes)).toEqual({
      href: "https://blog.example.com/",
      external: true,
      newTab: true,
    });
  });
  it("links internal links to their target's technical path in the current language", () => {
    const c = category({ type: "link", linkType: "landing_page", internalLink: "b".repeat(32) });
    expect(categoryLink(c, "uk", prefixes)?.href).toBe(`/uk/landingPage/${"b".repeat(32)}/`);
  });
  it("prefixes a relative external link once", () => {
    expect(
      categoryLink(
        category({ type: "link", linkType: "external", externalLink: "/information/privacy-policy/" }),
        "de",
        prefixes,
      )?.href,
    ).toBe("/de/information/privacy-policy/");
    expect(
      categoryLink(category({ type: "link", linkType: "external", externalLink: "/de/information/" }), "de", prefixes)
        ?.href,
    ).toBe("/de/information/");
  });
  it("refuses a link with a scheme it does not know", () => {
    expect(
      categoryLink(category({ type: "link", linkType: "external", externalLink: "javascript:alert(1)" }), "", prefixes),
    ).toBeNull();
  });
});
