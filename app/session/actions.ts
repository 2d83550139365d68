import { data, redirect } from "react-router";
import * as z from "zod/mini";
import { preferenceCookie, type PreferenceCookie } from "../lib/cookies";
import { resolveDomain } from "../lib/language";
import { safeReturnPath } from "../lib/return-path";
import { currenciesQuery } from "./currencies-query";
import { defineIntent, type StorefrontActionArgs } from "../framework/actions";
import { sessionChanged } from "./session-change";
import { updateContext } from "./store-api";
import { hexId } from "../forms/fields";
import * as INTENT from "../forms/intents";

/** Keeps a preference for the next visit: a Set-Cookie of the Worker's answer (a 303, or the data answer with JavaScript). */
function remember({ url }: StorefrontActionArgs, preferences: [PreferenceCookie, string][]): Headers {
  const headers = new Headers();
  for (const [name, value] of preferences)
    headers.append("Set-Cookie", preferenceCookie(name, value, url.protocol === "https:"));
  return headers;
}

/** "Currency change": calls the server, refreshes the session, broadcasts, stores a cookie. */
export const currencyIntent = defineIntent({
  schema: z.object({ currencyId: hexId() }),
  async run(args, { currencyId }) {
    const { services, domain } = args;
    const currencies = await services.queryClient.ensureQueryData(currenciesQuery(services, domain.languageId));
    const currency = currencies.find((c) => c.id === currencyId);
    if (!currency) {
      services.flash({ type: "danger", messageKey: "notification.changeFailed" });
      return data(
        { intent: INTENT.changeCurrency, ok: false, fieldErrors: { currencyId: "form.errors.invalid" } },
        { status: 400 },
      );
    }
    await updateContext(services.api, domain.languageId, { currencyId });
    const headers = remember(args, [["currency", currencyId]]);
    sessionChanged(services, { name: "currency-changed", detail: { currencyId, isoCode: currency.isoCode } });
    services.flash({
      type: "info",
      messageKey: "notification.currencyChanged",
      params: { currency: currency.isoCode },
    });
    return data({ intent: INTENT.changeCurrency, ok: true }, { headers });
  },
});

/**
 * "Language switch": sets the language, then goes to the same static path under the
 * new prefix, or for content pages to the page's technical path there (the catch-all redirects it to
 * the new language's SEO URL). The switcher's button names that target; its prefix names the
 * language, so a form cannot send a shopper anywhere else. The chosen domain is kept in a cookie.
 */
export const languageIntent = defineIntent({
  schema: z.object({
    redirectTo: z.string().check(z.minLength(1, "form.errors.required"), z.maxLength(2048, "form.errors.tooLong")),
  }),
  async run(args, { redirectTo }) {
    const { services, config } = args;
    const target = safeReturnPath(redirectTo, "/");
    const { domain } = resolveDomain(new URL(target, args.url).pathname, config.domains);
    await updateContext(services.api, domain.languageId, { languageId: domain.languageId });
    const headers = remember(args, [
      ["langId", domain.languageId],
      ["domainId", domain.id],
    ]);
    sessionChanged(services, {
      name: "language-changed",
      detail: { languageId: domain.languageId, domainId: domain.id },
    });
    return redirect(target, { status: 303, headers });
  },
});
