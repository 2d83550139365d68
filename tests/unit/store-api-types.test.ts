import { describe, expectTypeOf, it } from "vitest";
import type { LineItemInput } from "../../app/cart/store-api";
import { essentials, type ContextUpdate, type SessionContext } from "../../app/session/store-api";
import type { ContactFormInput } from "../../app/cms/forms-store-api";
import type { StorefrontOperations } from "../../app/store-api/operations";

type Body<K extends keyof StorefrontOperations> = StorefrontOperations[K] extends { body: infer B } ? B : never;

describe("types at the Store API boundary", () => {
  it("inputs are the official client's request bodies", () => {
    expectTypeOf<LineItemInput>().toEqualTypeOf<Body<"addLineItem post /checkout/cart/line-item">["items"][number]>();
    expectTypeOf<ContextUpdate>().toEqualTypeOf<Body<"updateContext patch /context">>();
    expectTypeOf<ContactFormInput>().toEqualTypeOf<Body<"sendContactMail post /contact-form">>();
  });

  it("the trimmed session context has only what essentials() keeps", () => {
    const read = (session: SessionContext) => [
      session.currency.isoCode,
      session.customer?.defaultBillingAddressId,
      session.taxState,
      session.displayGross,
      // @ts-expect-error the shipping location is not carried to pages
      session.shippingLocation,
      // @ts-expect-error a customer's addresses are not carried to pages
      session.customer?.defaultBillingAddress,
    ];
    expectTypeOf(read).returns.toBeArray();
  });

  it("essentials() keeps the active address ids, the tax state and gross display, and drops everything else", () => {
    const session = essentials({
      apiAlias: "sales_channel_context",
      token: "secret-token",
      customer: {
        id: "c",
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@example.com",
        guest: false,
        groupId: "g",
        defaultBillingAddressId: "b",
        defaultShippingAddressId: "s",
        activeBillingAddress: { id: "b2" },
        activeShippingAddress: { id: "s2" },
        password: "hash",
      },
      currency: { id: "eur", isoCode: "EUR", symbol: "€", factor: 1, name: "Euro" },
      paymentMethod: { id: "p", name: "Invoice" },
      shippingMethod: { id: "m", name: "Standard" },
      salesChannel: { id: "sc", languageId: "l", currencyId: "eur", accessKey: "SWSC" },
      currentCustomerGroup: { displayGross: false },
      context: { taxState: "net" },
    } as unknown as Parameters<typeof essentials>[0]);
    if (
      JSON.stringify(session).includes("secret-token") ||
      JSON.stringify(session).includes("hash") ||
      JSON.stringify(session).includes("SWSC")
    )
      throw new Error("essentials() kept a secret");
    expectTypeOf(session.customer).toEqualTypeOf<SessionContext["customer"]>();
    if (
      session.customer?.activeBillingAddressId !== "b2" ||
      session.taxState !== "net" ||
      session.displayGross !== false
    )
      throw new Error(`unexpected ${JSON.stringify(session)}`);
  });
});
