import { snippetsQuery } from "../queries/snippets";
import { FALLBACK_LOCALE } from "../i18n/i18n";
import { ensureSession, storefrontLoader } from "./loaders";

/** The document needs the texts of the page's language and the en-GB fallback. */
export const rootLoader = storefrontLoader(async ({ services, domain }) => {
  const { queryClient } = services;
  await Promise.all([
    queryClient.ensureQueryData(snippetsQuery(services, domain.locale)),
    domain.locale !== FALLBACK_LOCALE ? queryClient.ensureQueryData(snippetsQuery(services, FALLBACK_LOCALE)) : null,
  ]);
  return null;
});

/** Spec: the session context is loaded for every request; guest or customer is known to every route. */
export const sessionLoader = storefrontLoader(async (args) => {
  await ensureSession(args);
  return null;
});
