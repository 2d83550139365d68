import type { ProfileData } from "../app/account/account-data";
import { NOT_SPECIFIED, salutationChoices } from "../app/lib/entity-names";
import { storefrontLoader } from "../app/framework/loaders";
import { readSalutations } from "../app/account/store-api";
import { ensureCustomer } from "./account-overview.loader";

/** The profile: the customer (cached, as the overview) and the salutations to choose from, in parallel. */
export const loader = storefrontLoader(async (args): Promise<ProfileData> => {
  const [salutations] = await Promise.all([
    readSalutations(args.services.api, args.domain.languageId),
    ensureCustomer(args),
  ]);
  return {
    salutations: salutationChoices(salutations),
    notSpecifiedId: salutations.find((s) => s.salutationKey === NOT_SPECIFIED)?.id ?? "",
  };
});
