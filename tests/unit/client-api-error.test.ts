import { describe, expect, it } from "vitest";
import { ClientApiError, MAINTENANCE_ERROR_CODE, toClientApiError } from "../../app/store-api/errors";

describe("toClientApiError (failures normalised once)", () => {
  it("a failure that wraps the shop's own (the customer lookup's) is routed by the shop's error", () => {
    const shop = new ClientApiError(
      [
        {
          status: "503",
          code: MAINTENANCE_ERROR_CODE,
          title: "Service Unavailable",
          detail: "The shop is in maintenance.",
        },
      ],
      503,
    );
    const lookup = new Error("Unexpected getCustomerResponse.", { cause: shop });
    expect(toClientApiError(lookup)).toBe(shop);
  });

  it("any other failure is one message with code -1, the error's name as title and its text as detail", () => {
    const normalised = toClientApiError(new TypeError("Network connection lost.", { cause: "socket" }));
    expect(normalised.statusCode).toBe(-1);
    expect(normalised.messages).toEqual([
      { status: "-1", code: "-1", title: "TypeError", detail: "Network connection lost." },
    ]);
  });
});
