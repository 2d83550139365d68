import { describe, expect, it } from "vitest";
import { inlineScriptSources } from "../../worker/edge-cache/page-cache";

const sha256 = async (text: string) =>
  `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))))}'`;

describe("the CSP sources a kept page is served with (issue 13)", () => {
  it("hash exactly the inline scripts the render gave its nonce: not scripts with a src, not scripts without the nonce", async () => {
    const html = [
      '<html><head><script nonce="N1" id="_R_">window.__ES_BOOT__={"a":1}</script>',
      '<script type="module" src="/assets/entry.js" nonce="N1" async=""></script></head>',
      "<body><script>alert('not ours')</script>",
      '<script nonce="other">alert("another nonce")</script>',
      '<script nonce="N1">$RC("B:0","S:0")</script></body></html>',
    ].join("");
    const sources = await inlineScriptSources(html, "N1");
    expect(sources).toEqual([await sha256('window.__ES_BOOT__={"a":1}'), await sha256('$RC("B:0","S:0")')]);
  });

  it("without a nonce nothing is allowed", async () => {
    expect(await inlineScriptSources('<script nonce="">x</script><script>y</script>', "")).toEqual([]);
  });
});
