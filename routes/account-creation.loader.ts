import { storefrontLoader } from "../app/router/loaders";
import type { StoreApi } from "../app/store-api/api";
import { readCountries, readSalutations } from "../app/store-api/account";

/** What an address form chooses from: the registration's and the address book's. */
export interface RegistrationData {
  salutations: { id: string; name: string }[];
  countries: { id: string; name: string; states: { id: string; name: string }[] }[];
}
export type AddressChoices = RegistrationData;

export const nameOf = (entity: { name?: string | null; translated?: unknown }) => ((entity.translated as { name?: string } | undefined)?.name ?? entity.name ?? "").trim();
export const displayOf = (entity: { displayName?: string | null; translated?: unknown }) =>
  ((entity.translated as { displayName?: string } | undefined)?.displayName ?? entity.displayName ?? "").trim();

/** Spec section 7: countries with their states, and salutations, in parallel. */
export async function readAddressChoices(api: StoreApi, languageId: string): Promise<AddressChoices> {
  const [countries, salutations] = await Promise.all([readCountries(api, languageId), readSalutations(api, languageId)]);
  return {
    // The shop's "not specified" is the form's empty choice.
    salutations: salutations.filter((s) => s.salutationKey !== "not_specified").map((s) => ({ id: s.id, name: displayOf(s) })),
    countries: countries.map((c) => ({ id: c.id, name: nameOf(c), states: (c.states ?? []).map((state) => ({ id: state.id, name: nameOf(state) })) })),
  };
}

/** What the registration form chooses from. */
export const loader = storefrontLoader(({ services, domain }): Promise<RegistrationData> => readAddressChoices(services.api, domain.languageId));
