import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../../app/cms/sanitize";
import { cmsHref } from "../../app/cms/links";

describe("CMS HTML sanitiser", () => {
  it("keeps the formatting the CMS produces", () => {
    const html =
      '<h2 style="text-align: center;">Title</h2><p>Text with <strong>bold</strong> and <a href="/x/">a link</a>.</p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(
      '<h2 style="text-align:center;">Title</h2><p>Text with <strong>bold</strong> and <a href="/x/">a link</a>.</p><ul><li>one</li></ul>',
    );
  });
  it.each([
    ["<script>alert(1)</script><p>ok</p>", "<p>ok</p>"],
    ['<img src="/media/a.png" onerror="alert(1)">', '<img src="/media/a.png">'],
    ['<img src="x" alt="relative file names are not trusted">', '<img src alt="relative file names are not trusted">'],
    ['<a href="javascript:alert(1)">x</a>', "<a href>x</a>"],
    ['<p onclick="steal()">x</p>', "<p>x</p>"],
    ['<iframe src="https://evil.example"></iframe>', ""],
    ["<style>body{display:none}</style><p>x</p>", "<p>x</p>"],
    ['<p style="position:fixed;top:0">x</p>', "<p style>x</p>"],
  ])("removes the dangerous part of %s", (input, output) => {
    expect(sanitizeHtml(input)).toBe(output);
  });
  it("makes links that open a new tab safe", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("CMS links", () => {
  const prefixes = ["", "de", "uk"];
  it.each([
    ["/navigation/abc", "", { href: "/navigation/abc/", external: false }],
    ["/navigation/abc", "de", { href: "/de/navigation/abc/", external: false }],
    ["/de/information/privacy-policy/", "de", { href: "/de/information/privacy-policy/", external: false }],
    ["/search?search=x", "", { href: "/search/?search=x", external: false }],
    ["https://blog.example.com/", "de", { href: "https://blog.example.com/", external: true }],
    ["mailto:a@b.c", "", { href: "mailto:a@b.c", external: true }],
    ["//evil.example/", "", null],
    ["javascript:alert(1)", "", null],
    ["", "", null],
  ])("%s on a %s page", (url, prefix, expected) => expect(cmsHref(url, prefix, prefixes)).toEqual(expected));
});
