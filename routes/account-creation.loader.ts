import { storefrontLoader } from "../app/router/loaders";
import { readCountries, readSalutations } from "../app/store-api/account";

export interface RegistrationData {
  salutations: { id: string; name: string }[];
  countries: { id: string; name: string; states: { id: string; name: string }[] }[];
}

const nameOf = (entity: { name?: string | null; translated?: unknown }) => ((entity.translated as { name?: string } | undefined)?.name ?? entity.name ?? "").trim();
const displayOf = (entity: { displayName?: string | null; translated?: unknown }) => ((entity.translated as { displayName?: string } | undefined)?.displayName ?? entity.displayName ?? "").trim();

/** What the registration form chooses from (spec section 7: countries with their states, salutations), in parallel. */
export const accountCreationLoader = storefrontLoader(async ({ services, domain }): Promise<RegistrationData> => {
  const [countries, salutations] = await Promise.all([readCountries(services.api, domain.languageId), readSalutations(services.api, domain.languageId)]);
  return {
    // The shop's "not specified" is the form's empty choice.
    salutations: salutations.filter((s) => s.salutationKey !== "not_specified").map((s) => ({ id: s.id, name: displayOf(s) })),
    countries: countries.map((c) => ({ id: c.id, name: nameOf(c), states: (c.states ?? []).map((state) => ({ id: state.id, name: nameOf(state) })) })),
  };
});
