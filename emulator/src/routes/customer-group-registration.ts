import { Hono } from "hono";
import type { EmulatorEnv } from "../env";
import { StoreApiError } from "../lib/errors";
import { requireUuid } from "../lib/request";
import { CUSTOMER_GROUPS } from "../seed/reference";
import { renderContext } from "../serialize/common";
import { serializeCustomerGroup } from "../serialize/reference";

/**
 * A customer group's registration page (Shopware's CustomerGroupRegistrationSettingsRoute): only a
 * group whose registration is active for the sales channel is found.
 */
export const customerGroupRegistrationRoutes = new Hono<EmulatorEnv>().get(
  "/customer-group-registration/config/:customerGroupId",
  (c) => {
    const id = requireUuid(c.req.param("customerGroupId"));
    const group = CUSTOMER_GROUPS.find((g) => g.id === id && g.registration);
    if (!group) {
      throw new StoreApiError(
        404,
        "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND",
        `Customer group registration for id ${id} not found.`,
        { customerGroupId: id },
      );
    }
    return c.json(serializeCustomerGroup(group, renderContext(c.get("state"))));
  },
);
