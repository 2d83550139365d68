import { createMiddleware } from "hono/factory";
import type { EmulatorEnv } from "../env";
import { errors } from "../lib/errors";
import { HEX32 } from "../lib/request";
import { storefrontOrigins } from "../lib/storefront-origins";
import {
  CURRENCIES,
  currencyById,
  CUSTOMER_GROUPS,
  DEFAULT_CUSTOMER_GROUP_ID,
  LANGUAGES,
  languageById,
  LIVE_VERSION_ID,
} from "../seed/reference";
import { defaultPayload, loadContext, newToken } from "../state/context";
import { findCustomer } from "../state/customers";

const TOKEN = /^[A-Za-z0-9_-]{8,128}$/;

/** The public origin the shopper's browser sees, as the forwarding proxy reports it. */
export function publicOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host");
  const proto = request.headers.get("x-forwarded-proto");
  if (host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host) && (proto === "http" || proto === "https"))
    return `${proto}://${host}`;
  return url.origin;
}

/**
 * Shopware's SalesChannelRequestContextResolver: the token names a stored context or, when it is
 * unknown or absent, a fresh default one under that token. `sw-language-id` and `sw-currency-id`
 * override the stored language and currency for this request and must belong to the channel.
 */
export const salesChannelContext = () =>
  createMiddleware<EmulatorEnv>(async (c, next) => {
    const header = c.req.header("sw-context-token");
    const token = header && TOKEN.test(header) ? header : newToken();
    const stored = await loadContext(c.env.DB, token);
    const payload = stored ?? defaultPayload();

    const languageId = c.req.header("sw-language-id") ?? payload.languageId;
    const language = HEX32.test(languageId) ? languageById(languageId) : undefined;
    if (!language)
      throw errors.languageNotAvailable(
        languageId,
        LANGUAGES.map((l) => l.id),
      );
    const currencyId = c.req.header("sw-currency-id") ?? payload.currencyId;
    const currency = currencyById(currencyId) ?? (c.req.header("sw-currency-id") ? undefined : CURRENCIES[0]);
    if (!currency) throw errors.currencyNotFound(currencyId);
    // A context whose customer was deleted in the meantime is a guest context again.
    const customer = payload.customerId ? await findCustomer(c.env.DB, payload.customerId) : null;
    const group =
      CUSTOMER_GROUPS.find((g) => g.id === (customer?.groupId ?? DEFAULT_CUSTOMER_GROUP_ID)) ?? CUSTOMER_GROUPS[0]!;

    const origin = publicOrigin(c.req.raw);
    c.set("state", {
      token,
      persisted: stored !== null,
      payload,
      language,
      currency,
      origin,
      storefrontOrigins: storefrontOrigins(c.env.STOREFRONT_ORIGINS, origin),
      includeSeoUrls: c.req.header("sw-include-seo-urls") !== undefined,
      displayGross: group.displayGross,
      customer,
    });
    await next();
    // Shopware 6.6 echoes the context headers on every Store API response.
    c.header("sw-context-token", c.get("state").token);
    c.header("sw-language-id", language.id);
    c.header("sw-version-id", LIVE_VERSION_ID);
  });
