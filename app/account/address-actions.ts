import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { withPrefix } from "../lib/paths";
import { safeReturnPath } from "../lib/return-path";
import type { ActionResult } from "../framework/action-result";
import { defineIntent, storefrontAction, type StorefrontActionArgs } from "../framework/actions";
import { sessionChanged } from "../session/session-change";
import {
  createAddress,
  type CustomerAddressInput,
  deleteAddress,
  setDefaultBillingAddress,
  setDefaultShippingAddress,
  updateAddress,
} from "./address-store-api";
import { ClientApiError } from "../store-api/errors";
import { type CustomerAddressForm, customerAddressFields, hexId, redirectField } from "../forms/fields";
import { PAGE_INTENTS } from "../session/page-action";
import * as INTENT from "../forms/intents";
import type { Intent } from "../forms/intents";

const addressId = hexId();

/**
 * What the shop gets: the fields as typed, an empty optional one left out. Shopware writes every
 * field of an address on create and on update alike (a field left out is emptied), so the whole
 * form goes every time.
 */
export function toAddressInput(form: CustomerAddressForm): CustomerAddressInput {
  const input: CustomerAddressInput = {
    firstName: form.firstName,
    lastName: form.lastName,
    street: form.street,
    city: form.city,
    countryId: form.countryId,
  };
  for (const key of ["salutationId", "company", "zipcode", "countryStateId", "phoneNumber"] as const) {
    const value = form[key];
    if (value) input[key] = value;
  }
  return input;
}

/** Shopware's refusals about an address, as texts of ours (its own texts name ids). */
const ADDRESS_ERRORS: Record<string, string> = {
  CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND: "account.addresses.notFound",
  CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT: "account.addresses.deleteDefaultRefused",
  CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE: "account.addresses.deleteActiveRefused",
};
const knownRefusal = (error: unknown) =>
  error instanceof ClientApiError ? error.messages.map((m) => ADDRESS_ERRORS[m.code]).find(Boolean) : undefined;

/**
 * A refused change of the list: said in a notice (a browser without JavaScript reads it on the list
 * again) and beside the button. A default or active address the page offered to delete means the
 * defaults changed elsewhere (another tab): the session is read again, so the marks show the truth.
 */
async function refused(services: StorefrontActionArgs["services"], intent: Intent, messageKey: string) {
  if (messageKey !== ADDRESS_ERRORS["CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND"])
    sessionChanged(services, { name: "customer-changed" });
  services.flash({ type: "danger", messageKey });
  return data<ActionResult>({ intent, ok: false, formError: messageKey }, { status: 400 });
}

/** Where a saved address leads: a same-origin `redirect` (the checkout's "enter a new address"), else the address book. */
function saved({ services, domain }: StorefrontActionArgs, back: string | undefined, notice: string): Response {
  services.flash({ type: "success", messageKey: notice });
  return redirect(safeReturnPath(back, withPrefix(domain.langPrefix, "/account/addresses/")), 303);
}

/** POST /account/address. A failed form is shown again with what was typed; the shop's violations land at their fields. */
export const createAddressIntent = defineIntent({
  schema: z.object({ ...customerAddressFields, redirect: redirectField }),
  keepsValues: true,
  async run(args, { redirect: back, ...form }) {
    await createAddress(args.services.api, args.domain.languageId, toAddressInput(form));
    throw saved(args, back, "account.addresses.created");
  },
});

/**
 * PATCH /account/address/{id}. An edited default address may move the session's
 * shipping country (and with it taxes and shipping costs): the session changes like a default switch.
 */
export const updateAddressIntent = defineIntent({
  schema: z.object({ ...customerAddressFields, addressId, redirect: redirectField }),
  keepsValues: true,
  async run(args, { addressId: id, redirect: back, ...form }) {
    try {
      await updateAddress(args.services.api, args.domain.languageId, id, toAddressInput(form));
    } catch (error) {
      const known = knownRefusal(error);
      if (!known) throw error;
      return data<ActionResult>({ intent: INTENT.updateAddress, ok: false, formError: known }, { status: 400 });
    }
    sessionChanged(args.services, { name: "customer-changed" });
    throw saved(args, back, "account.addresses.updated");
  },
});

/** DELETE /account/address/{id}. The shop refuses a default (or active) address; the refusal is told. */
export const deleteAddressIntent = defineIntent({
  schema: z.object({ addressId }),
  async run({ services }, { addressId: id }) {
    try {
      await deleteAddress(services.api, id);
    } catch (error) {
      const known = knownRefusal(error);
      if (!known) throw error;
      return refused(services, INTENT.deleteAddress, known);
    }
    services.flash({ type: "success", messageKey: "account.addresses.deleted" });
    return { intent: INTENT.deleteAddress, ok: true };
  },
});

/** The default billing and shipping switches: the session's customer changes (the one session-change path). */
const setDefaultIntent = (intent: Intent, set: typeof setDefaultBillingAddress, notice: string) =>
  defineIntent({
    schema: z.object({ addressId }),
    async run({ services, domain }, { addressId: id }) {
      try {
        await set(services.api, domain.languageId, id);
      } catch (error) {
        const known = knownRefusal(error);
        if (!known) throw error;
        return refused(services, intent, known);
      }
      sessionChanged(services, { name: "customer-changed" });
      services.flash({ type: "success", messageKey: notice });
      return { intent, ok: true };
    },
  });

export const defaultBillingAddressIntent = setDefaultIntent(
  INTENT.setDefaultBillingAddress,
  setDefaultBillingAddress,
  "account.addresses.defaultBillingChanged",
);
export const defaultShippingAddressIntent = setDefaultIntent(
  INTENT.setDefaultShippingAddress,
  setDefaultShippingAddress,
  "account.addresses.defaultShippingChanged",
);

/** The address book's action: its buttons, and what every page answers. */
export const addressBookAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.deleteAddress]: deleteAddressIntent,
  [INTENT.setDefaultBillingAddress]: defaultBillingAddressIntent,
  [INTENT.setDefaultShippingAddress]: defaultShippingAddressIntent,
});

/** The address form's action: a new address or a changed one. */
export const addressFormAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.createAddress]: createAddressIntent,
  [INTENT.updateAddress]: updateAddressIntent,
});
