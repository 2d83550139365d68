import { describe, expect, it } from "vitest";
import { queryNotice, withoutNoticeParams } from "../../app/state/query-notice";

describe("a notice named in the address", () => {
  it.each([
    [
      "notification=account.logout.success&notificationType=success",
      { type: "success", key: "account.logout.success" },
    ],
    [
      "notification=checkout.errors.cartChanged&notificationType=danger",
      { type: "danger", key: "checkout.errors.cartChanged" },
    ],
    // Only success and danger are honoured.
    ["notification=account.logout.success&notificationType=info", null],
    ["notification=account.logout.success&notificationType=warning", null],
    ["notification=account.logout.success", null],
    // Only the shop's own texts: a snippet key, never words of the link's own.
    ["notification=Your+account+is+locked,+call+0900&notificationType=danger", null],
    ["notification=<script>&notificationType=success", null],
  ])("%s → %j", (query, notice) => {
    expect(queryNotice(new URLSearchParams(query))).toEqual(notice);
  });
});

describe("the address afterwards", () => {
  it("loses the notice's parameters and keeps everything else", () => {
    expect(withoutNoticeParams("https://shop.test/de/cart/?p=2&notification=a.b&notificationType=success#top")).toBe(
      "/de/cart/?p=2#top",
    );
    expect(withoutNoticeParams("https://shop.test/?notificationType=info")).toBe("/");
  });

  it("is left alone when it names no notice", () => {
    expect(withoutNoticeParams("https://shop.test/search/?search=book")).toBeNull();
  });
});
