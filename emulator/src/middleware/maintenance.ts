import { createMiddleware } from "hono/factory";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { SALES_CHANNEL_ID } from "../seed/reference";
import { isMaintenance } from "../state/settings";

/**
 * While the channel is in maintenance Shopware answers every Store API call with 503. The shop's
 * configuration endpoints stay reachable: they are how the storefront learns about the maintenance.
 */
export const maintenance = (exempt: readonly RegExp[]) =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    if (!exempt.some((re) => re.test(c.req.path)) && (await isMaintenance(c.env.DB))) {
      throw errors.maintenance(SALES_CHANNEL_ID);
    }
    await next();
  });
