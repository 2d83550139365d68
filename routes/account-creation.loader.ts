import type { AddressChoices, RegistrationData } from "../app/account/account-data";
import { salutationChoices, translatedName } from "../app/lib/entity-names";
import { storefrontLoader } from "../app/framework/loaders";
import type { StoreApi } from "../app/store-api/api";
import { readCountries, readSalutations } from "../app/account/store-api";

/** Countries with their states, and salutations, in parallel. */
export async function readAddressChoices(api: StoreApi, languageId: string): Promise<AddressChoices> {
  const [countries, salutations] = await Promise.all([
    readCountries(api, languageId),
    readSalutations(api, languageId),
  ]);
  return {
    salutations: salutationChoices(salutations),
    countries: countries.map((c) => ({
      id: c.id,
      name: translatedName(c),
      states: (c.states ?? []).map((state) => ({ id: state.id, name: translatedName(state) })),
    })),
  };
}

/** What the registration form chooses from. */
export const loader = storefrontLoader(
  ({ services, domain }): Promise<RegistrationData> => readAddressChoices(services.api, domain.languageId),
);
