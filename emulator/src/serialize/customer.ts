import { COUNTRIES, CUSTOMER_GROUPS, SALES_CHANNEL_ID, SALUTATIONS } from "../seed/reference";
import type { AddressRecord, CustomerRecord } from "../state/customers";
import type { RenderContext } from "./common";
import { serializeCountry, serializeCustomerGroup, serializeSalutation } from "./reference";
import { tr } from "./common";

export function serializeAddress(address: AddressRecord, ctx: RenderContext, customer?: CustomerRecord) {
  const p = address.payload;
  const country = COUNTRIES.find((c) => c.id === p.countryId);
  const state = country?.states.find((s) => s.id === p.countryStateId);
  const salutation = SALUTATIONS.find((s) => s.id === p.salutationId);
  return {
    id: address.id,
    customerId: address.customerId,
    countryId: p.countryId,
    countryStateId: p.countryStateId,
    salutationId: p.salutationId,
    firstName: p.firstName,
    lastName: p.lastName,
    zipcode: p.zipcode,
    city: p.city,
    company: p.company,
    street: p.street,
    department: p.department,
    title: p.title,
    phoneNumber: p.phoneNumber,
    additionalAddressLine1: p.additionalAddressLine1,
    additionalAddressLine2: p.additionalAddressLine2,
    customFields: {},
    isDefaultBillingAddress: customer?.payload.defaultBillingAddressId === address.id,
    isDefaultShippingAddress: customer?.payload.defaultShippingAddressId === address.id,
    createdAt: address.createdAt,
    updatedAt: address.updatedAt,
    country: country ? serializeCountry(country, ctx, false) : null,
    countryState:
      state && country
        ? {
            id: state.id,
            countryId: country.id,
            shortCode: state.shortCode,
            name: tr(state.name, ctx.locale),
            position: state.position,
            active: true,
            translated: { name: tr(state.name, ctx.locale) },
            apiAlias: "country_state",
          }
        : null,
    salutation: salutation ? serializeSalutation(salutation, ctx) : null,
    apiAlias: "customer_address",
  };
}

/**
 * Shopware's Customer as /account/customer answers it: with the default and active addresses, the
 * salutation and the customer group.
 */
export function serializeCustomer(
  customer: CustomerRecord,
  addresses: AddressRecord[],
  ctx: RenderContext,
  active: { billing?: string | null; shipping?: string | null } = {},
) {
  const p = customer.payload;
  const byId = (id: string | null | undefined) => addresses.find((a) => a.id === id);
  const address = (id: string | null | undefined) => {
    const found = byId(id);
    return found ? serializeAddress(found, ctx, customer) : null;
  };
  const group = CUSTOMER_GROUPS.find((g) => g.id === customer.groupId) ?? CUSTOMER_GROUPS[0]!;
  const salutation = SALUTATIONS.find((s) => s.id === p.salutationId);
  return {
    id: customer.id,
    groupId: customer.groupId,
    salesChannelId: SALES_CHANNEL_ID,
    languageId: customer.languageId,
    lastPaymentMethodId: null,
    defaultBillingAddressId: p.defaultBillingAddressId ?? "",
    defaultShippingAddressId: p.defaultShippingAddressId ?? "",
    customerNumber: customer.customerNumber,
    salutationId: p.salutationId,
    firstName: p.firstName,
    lastName: p.lastName,
    email: customer.email,
    title: p.title,
    affiliateCode: null,
    campaignCode: null,
    active: customer.active,
    doubleOptInRegistration: customer.doubleOptIn,
    doubleOptInEmailSentDate: customer.doubleOptIn ? customer.createdAt : null,
    doubleOptInConfirmDate: customer.confirmedAt,
    guest: customer.guest,
    firstLogin: p.firstLogin,
    lastLogin: p.lastLogin,
    birthday: p.birthday,
    lastOrderDate: null,
    orderCount: 0,
    orderTotalAmount: 0,
    reviewCount: 0,
    accountType: p.accountType,
    company: p.company,
    vatIds: p.vatIds,
    newsletterSalesChannelIds: p.newsletter ? { [SALES_CHANNEL_ID]: SALES_CHANNEL_ID } : null,
    customFields: {},
    tagIds: null,
    requestedGroupId: null,
    createdAt: customer.createdAt,
    updatedAt: customer.updatedAt,
    group: serializeCustomerGroup(group, ctx),
    salutation: salutation ? serializeSalutation(salutation, ctx) : null,
    defaultBillingAddress: address(p.defaultBillingAddressId),
    defaultShippingAddress: address(p.defaultShippingAddressId),
    activeBillingAddress: address(active.billing ?? p.defaultBillingAddressId),
    activeShippingAddress: address(active.shipping ?? p.defaultShippingAddressId),
    apiAlias: "customer",
  };
}
