import { type Context, Hono } from "hono";
import { parseCriteria, pathResolver, search, applyIncludes } from "../catalog/criteria";
import type { EmulatorEnv } from "../env";
import { newId } from "../lib/crypto";
import { StoreApiError } from "../lib/errors";
import { criteriaInput, jsonBody, requireUuid } from "../lib/request";
import { entitySearchResult } from "../lib/search-result";
import { Violations } from "../lib/validation";
import { renderContext } from "../serialize/common";
import { serializeAddress } from "../serialize/customer";
import { deleteAddress, findAddress, listAddresses, now, saveAddress, saveCustomer } from "../state/customers";
import { readAddress, requireCustomer } from "./account";

const notFound = (id: string) =>
  new StoreApiError(400, "CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND", `Customer address with id "${id}" not found.`, {
    addressId: id,
  });

async function ownAddress(c: Context<EmulatorEnv>, id: string) {
  const customer = requireCustomer(c);
  const address = await findAddress(c.env.DB, customer.id, requireUuid(id));
  if (!address) throw notFound(id);
  return { customer, address };
}

/** Shopware's address book: list, create, read, change, delete, and the default billing/shipping switch. */
export const addressRoutes = new Hono<EmulatorEnv>()
  .post("/account/list-address", async (c) => {
    const customer = requireCustomer(c);
    const criteria = parseCriteria(await criteriaInput(c));
    const ctx = renderContext(c.get("state"));
    const docs = (await listAddresses(c.env.DB, customer.id)).map((a) => serializeAddress(a, ctx, customer));
    const result = search(docs, criteria, pathResolver("customer_address"), (d) => d.id);
    return c.json(
      applyIncludes(
        entitySearchResult("customer_address", result.elements, result.total, result.page, result.limit),
        criteria.includes,
      ),
    );
  })
  .post("/account/address", async (c) => {
    // Guests may keep addresses too (_loginRequiredAllowGuest on Shopware's create route).
    const customer = requireCustomer(c);
    const v = new Violations();
    const payload = readAddress(await jsonBody(c), "", v);
    v.throwIfAny();
    const address = { id: newId(), customerId: customer.id, payload, createdAt: now(), updatedAt: null };
    await saveAddress(c.env.DB, address);
    return c.json(serializeAddress(address, renderContext(c.get("state")), customer));
  })
  .get("/account/address/:addressId", async (c) => {
    const { customer, address } = await ownAddress(c, c.req.param("addressId"));
    return c.json(serializeAddress(address, renderContext(c.get("state")), customer));
  })
  .patch("/account/address/:addressId{[0-9a-f]{32}}", async (c) => {
    const { customer, address } = await ownAddress(c, c.req.param("addressId"));
    const v = new Violations();
    // Shopware's UpsertAddressRoute writes every field from the body: one left out is emptied, not kept.
    const payload = readAddress(await jsonBody(c), "", v);
    v.throwIfAny();
    const updated = { ...address, payload, updatedAt: now() };
    await saveAddress(c.env.DB, updated);
    return c.json(serializeAddress(updated, renderContext(c.get("state")), customer));
  })
  .delete("/account/address/:addressId", async (c) => {
    const { customer, address } = await ownAddress(c, c.req.param("addressId"));
    const p = customer.payload;
    if (address.id === p.defaultBillingAddressId || address.id === p.defaultShippingAddressId) {
      throw new StoreApiError(
        400,
        "CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT",
        `Customer address with id "${address.id}" is a default address and cannot be deleted.`,
        { addressId: address.id },
      );
    }
    const state = c.get("state");
    if (address.id === state.payload.billingAddressId || address.id === state.payload.shippingAddressId) {
      throw new StoreApiError(
        400,
        "CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE",
        `Customer address with id "${address.id}" is an active address and cannot be deleted.`,
        { addressId: address.id },
      );
    }
    await deleteAddress(c.env.DB, address.id);
    return c.body(null, 204);
  })
  .patch("/account/address/default-billing/:addressId", (c) => switchDefault(c, "defaultBillingAddressId"))
  .patch("/account/address/default-shipping/:addressId", (c) => switchDefault(c, "defaultShippingAddressId"));

async function switchDefault(c: Context<EmulatorEnv>, key: "defaultBillingAddressId" | "defaultShippingAddressId") {
  const { customer, address } = await ownAddress(c, c.req.param("addressId") ?? "");
  await saveCustomer(c.env.DB, { ...customer, payload: { ...customer.payload, [key]: address.id }, updatedAt: now() });
  // Shopware's SwitchDefaultAddressRoute answers NoContentResponse: 204, no body (an empty 200 is not JSON).
  return c.body(null, 204);
}
