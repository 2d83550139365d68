import { afterEach, describe, expect, it, vi } from "vitest";
import { createStoreApiClient, StoreApiRedirectError } from "../../app/store-api/client";
import { mayCarryToken, parseWithoutTokens, removeTokens } from "../../app/store-api/without-tokens";

const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWxYz012345";

describe("answers without their tokens (issue 25)", () => {
  it("removes token and contextToken at every depth, in objects and arrays, and keeps everything else", () => {
    const answer = {
      token: TOKEN,
      apiAlias: "cart",
      lineItems: [{ id: "a", payload: { token: TOKEN, keep: true } }],
      extensions: { plugin: [[{ contextToken: TOKEN, name: "x" }]] },
      tokens: 3,
      tokenName: "kept",
    };
    expect(removeTokens(answer)).toBe(true);
    expect(answer).toEqual({
      apiAlias: "cart",
      lineItems: [{ id: "a", payload: { keep: true } }],
      extensions: { plugin: [[{ name: "x" }]] },
      tokens: 3,
      tokenName: "kept",
    });
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });

  it("keeps the token of a payment provider's 3-D Secure 2 action, which is the bank's check and not the session", () => {
    const answer = {
      isFinal: false,
      resultCode: "IdentifyShopper",
      action: { type: "threeDS2", subtype: "fingerprint", token: "eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IjEifQ==" },
      contextToken: TOKEN,
      nested: { type: "other", token: TOKEN },
    };
    removeTokens(answer);
    expect(answer).toEqual({
      isFinal: false,
      resultCode: "IdentifyShopper",
      action: { type: "threeDS2", subtype: "fingerprint", token: "eyJ0aHJlZURTU2VydmVyVHJhbnNJRCI6IjEifQ==" },
      nested: { type: "other" },
    });
  });

  it("keeps PayPal's order token in a provider's sdk action, and only there", () => {
    const answer = {
      isFinal: false,
      resultCode: "Pending",
      action: {
        type: "sdk",
        paymentMethodType: "paypal",
        sdkData: { token: "EC-1", contextToken: TOKEN, nested: { token: TOKEN } },
      },
      other: { sdkData: { token: TOKEN } },
      typed: { type: "sdk", sdkData: { token: TOKEN } },
    };
    expect(removeTokens(answer)).toBe(true);
    expect(answer).toEqual({
      isFinal: false,
      resultCode: "Pending",
      action: { type: "sdk", paymentMethodType: "paypal", sdkData: { token: "EC-1", nested: {} } },
      other: { sdkData: {} },
      typed: { type: "sdk", sdkData: {} },
    });
  });

  it("says when there was nothing to remove, and leaves other values alone", () => {
    expect(removeTokens({ a: [1, "token", null, { b: "contextToken" }] })).toBe(false);
    expect(removeTokens(null)).toBe(false);
    expect(removeTokens("token")).toBe(false);
  });

  it("walks only an answer whose text names a token key: the word in a text is no key", () => {
    expect(mayCarryToken(`{"token":"${TOKEN}"}`)).toBe(true);
    expect(mayCarryToken(`{"contextToken" : "${TOKEN}"}`)).toBe(true);
    expect(mayCarryToken('{"name":"a \\"token\\" of thanks","tokens":1}')).toBe(false);
  });

  it("parses like JSON.parse, minus the token keys", () => {
    expect(parseWithoutTokens(`{"token":"${TOKEN}","price":{"totalPrice":1}}`)).toEqual({ price: { totalPrice: 1 } });
    expect(parseWithoutTokens('[{"id":1}]')).toEqual([{ id: 1 }]);
    expect(() => parseWithoutTokens("<html>")).toThrow(SyntaxError);
  });
});

describe("the Store API client's answers (server and browser)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reach the caller (and so the query cache) without the token, in the browser's client too; the header's token is still adopted", async () => {
    const fetchStub = vi.fn(async () =>
      Response.json(
        { token: TOKEN, lineItems: [] },
        { headers: { "sw-context-token": "NewTokenNewTokenNewTokenNewToken" } },
      ),
    );
    vi.stubGlobal("fetch", fetchStub);
    const browser = createStoreApiClient({ baseURL: "https://shop.test/store-api" });
    expect((await browser.invoke("readCart get /checkout/cart")).data).toEqual({ lineItems: [] });

    const server = createStoreApiClient({
      baseURL: "https://shop.test/store-api",
      accessToken: "KEY",
      contextToken: TOKEN,
    });
    expect((await server.invoke("readCart get /checkout/cart")).data).toEqual({ lineItems: [] });
    expect(server.defaultHeaders["sw-context-token"]).toBe("NewTokenNewTokenNewTokenNewToken");
  });

  it("on the server, do not follow a redirect with the access key and token: the redirect is an error", async () => {
    const fetchStub = vi.fn(async (_input: unknown, _init?: RequestInit) =>
      Response.json({}, { status: 302, headers: { location: "https://elsewhere.example/" } }),
    );
    vi.stubGlobal("fetch", fetchStub);
    const server = createStoreApiClient({
      baseURL: "https://shop.test/store-api",
      accessToken: "KEY",
      contextToken: TOKEN,
    });
    await expect(server.invoke("readContext get /context")).rejects.toBeInstanceOf(StoreApiRedirectError);
    expect(fetchStub.mock.calls[0]![1]).toMatchObject({ redirect: "manual" });
  });
});
