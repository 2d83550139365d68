import { describe, expect, it } from "vitest";
import { allowedRedirectTarget } from "../../app/payment/redirect-target";

const SHOP = "https://shop.example";
const PROVIDER = "https://provider.example";
const origins = { shopOrigin: SHOP, providerOrigins: [PROVIDER, "https://pay.bank.example:8443"] };

describe("allowedRedirectTarget: where the shopper may be sent after a payment call", () => {
  it.each([
    ["the provider's page", "https://provider.example/3ds?session=1", "https://provider.example/3ds?session=1"],
    [
      "another listed provider origin with its port",
      "https://pay.bank.example:8443/acs",
      "https://pay.bank.example:8443/acs",
    ],
    [
      "the shop's own page",
      "https://shop.example/order-success/?orderId=1",
      "https://shop.example/order-success/?orderId=1",
    ],
    ["a path of the shop", "/payment-failure/?orderId=1", "https://shop.example/payment-failure/?orderId=1"],
    [
      "the provider's origin in capitals (URLs are case-insensitive in the host)",
      "https://PROVIDER.example/x",
      "https://provider.example/x",
    ],
  ])("follows %s", (_name, target, expected) => {
    expect(allowedRedirectTarget(target, origins)).toBe(expected);
  });

  it.each([
    ["http on a foreign origin", "http://provider.example/3ds"],
    ["http on the shop's own https origin", "http://shop.example/order-success/"],
    ["javascript:", "javascript:alert(document.cookie)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["another host", "https://evil.example/3ds"],
    ["a lookalike host", "https://provider.example.evil.com/3ds"],
    ["a lookalike suffix", "https://evilprovider.example/3ds"],
    ["user info naming the provider", "https://provider.example@evil.example/3ds"],
    ["user info on the provider itself", "https://user:pass@provider.example/3ds"],
    ["a protocol-relative address", "//evil.example/3ds"],
    ["another port of the provider", "https://provider.example:444/3ds"],
    ["no address at all", "https://"],
  ])("refuses %s", (_name, target) => {
    expect(allowedRedirectTarget(target, origins)).toBeNull();
  });

  it("allows http only for the shop's own origin when the shop runs on http (development)", () => {
    const dev = { shopOrigin: "http://localhost:8787", providerOrigins: [PROVIDER] };
    expect(allowedRedirectTarget("http://localhost:8787/__emulator/adyen/redirect/1", dev)).toBe(
      "http://localhost:8787/__emulator/adyen/redirect/1",
    );
    expect(allowedRedirectTarget("http://localhost:8788/__emulator/adyen/redirect/1", dev)).toBeNull();
    expect(allowedRedirectTarget("https://provider.example/3ds", dev)).toBe("https://provider.example/3ds");
  });

  it("allows no provider origin when none is configured", () => {
    expect(allowedRedirectTarget("https://provider.example/3ds", { shopOrigin: SHOP, providerOrigins: [] })).toBeNull();
  });
});
