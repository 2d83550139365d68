import { storefrontLoader } from "../app/router/loaders";
import { readSalutations } from "../app/store-api/account";
import { ensureCustomer } from "./account-overview.loader";

export interface ProfileData {
  salutations: { id: string; name: string }[];
  /** The shop's "not specified" salutation: the value of the form's empty choice, so that choosing it is saved. */
  notSpecifiedId: string;
}

const displayOf = (entity: { displayName?: string | null; translated?: unknown }) => ((entity.translated as { displayName?: string } | undefined)?.displayName ?? entity.displayName ?? "").trim();

/** The profile: the customer (cached, as the overview) and the salutations to choose from, in parallel. */
export const loader = storefrontLoader(async (args): Promise<ProfileData> => {
  const [salutations] = await Promise.all([readSalutations(args.services.api, args.domain.languageId), ensureCustomer(args)]);
  return {
    salutations: salutations.filter((s) => s.salutationKey !== "not_specified").map((s) => ({ id: s.id, name: displayOf(s) })),
    notSpecifiedId: salutations.find((s) => s.salutationKey === "not_specified")?.id ?? "",
  };
});
