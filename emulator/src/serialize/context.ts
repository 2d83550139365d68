import type { RequestState } from "../env";
import { PAYMENT_METHODS, SHIPPING_METHODS } from "../seed/checkout-methods";
import {
  COUNTRIES,
  CUSTOMER_GROUPS,
  DEFAULT_CUSTOMER_GROUP_ID,
  LIVE_VERSION_ID,
  SALES_CHANNEL_ID,
  TAXES,
} from "../seed/reference";
import { contextRuleIds } from "../seed/rules";
import { renderContext, tr } from "./common";
import {
  serializeCountry,
  serializeCurrency,
  serializePaymentMethod,
  serializeSalesChannel,
  serializeShippingMethod,
  allDomains,
} from "./reference";

/** GET /store-api/context: Shopware's SalesChannelContext for this request. */
export function serializeSalesChannelContext(
  state: RequestState,
  maintenance: boolean,
  customer: Record<string, unknown> | null,
) {
  const ctx = renderContext(state);
  const group =
    CUSTOMER_GROUPS.find((g) => g.id === (state.customer?.groupId ?? DEFAULT_CUSTOMER_GROUP_ID)) ?? CUSTOMER_GROUPS[0]!;
  const fallback = CUSTOMER_GROUPS.find((g) => g.id === DEFAULT_CUSTOMER_GROUP_ID)!;
  const payment = PAYMENT_METHODS.find((m) => m.id === state.payload.paymentMethodId) ?? PAYMENT_METHODS[0]!;
  const shipping = SHIPPING_METHODS.find((m) => m.id === state.payload.shippingMethodId) ?? SHIPPING_METHODS[0]!;
  const country = COUNTRIES.find((c) => c.id === state.payload.countryId) ?? COUNTRIES[0]!;
  const rounding = serializeCurrency(state.currency, ctx).itemRounding;
  return {
    token: state.token,
    currentCustomerGroup: {
      id: group.id,
      name: tr(group.name, ctx.locale),
      displayGross: group.displayGross,
      apiAlias: "customer_group",
    },
    fallbackCustomerGroup: {
      id: fallback.id,
      name: tr(fallback.name, ctx.locale),
      displayGross: fallback.displayGross,
      apiAlias: "customer_group",
    },
    currency: serializeCurrency(state.currency, ctx),
    salesChannel: { ...serializeSalesChannel(maintenance), domains: allDomains(state.storefrontOrigins) },
    taxRules: Object.values(TAXES).map((t) => ({ taxRate: t.taxRate, name: t.name })),
    customer,
    paymentMethod: serializePaymentMethod(payment, ctx),
    shippingMethod: serializeShippingMethod(shipping, ctx),
    shippingLocation: {
      country: serializeCountry(country, ctx, false),
      state: null,
      address: null,
      apiAlias: "cart_delivery_shipping_location",
    },
    context: {
      versionId: LIVE_VERSION_ID,
      currencyId: state.currency.id,
      currencyFactor: state.currency.factor,
      currencyPrecision: state.currency.decimals,
      languageIdChain:
        state.language.id === "2fbb5fe2e29a4d70aa5854ce7ce3e20b"
          ? [state.language.id]
          : [state.language.id, "2fbb5fe2e29a4d70aa5854ce7ce3e20b"],
      // The rules that hold for this context (Shopware's Context::$ruleIds).
      ruleIds: contextRuleIds(country, group.id),
      scope: "user",
      source: { type: "sales-channel", salesChannelId: SALES_CHANNEL_ID },
      taxState: group.displayGross ? "gross" : "net",
      useCache: true,
      rounding,
    },
    itemRounding: rounding,
    totalRounding: rounding,
    languageInfo: { name: state.language.name, localeCode: state.language.code },
    measurementSystem: {
      system: "metric",
      units: { length: "mm", weight: "kg" },
      apiAlias: "context_measurement_system_info",
    },
    apiAlias: "sales_channel_context",
  };
}
