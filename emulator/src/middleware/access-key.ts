import { createMiddleware } from "hono/factory";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { DEFAULT_ACCESS_KEY } from "../seed/reference";

/** Shopware's SalesChannelAuthenticationListener: no key is 401, an unknown key 412. */
export const accessKey = () =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const key = c.req.header("sw-access-key");
    if (!key) throw errors.missingAccessKey();
    if (key !== (c.env.ACCESS_KEY || DEFAULT_ACCESS_KEY)) throw errors.salesChannelNotFound();
    await next();
  });
