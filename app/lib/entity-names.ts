/**
 * The names Shopware gives its entities, in the shopper's language: the `translated` value (the
 * language's, or the default language's where it has none), else the field itself; trimmed.
 */
type Translated<K extends string> = { [key in K]?: string | null } & { translated?: unknown };

const translated = <K extends string>(entity: Translated<K> | null | undefined, key: K): string =>
  ((entity?.translated as Partial<Record<K, string>> | undefined)?.[key] ?? entity?.[key] ?? "").trim();

/** A country's, state's, method's… name. */
export const translatedName = (entity: Translated<"name"> | null | undefined): string => translated(entity, "name");

/** A shipping or payment method's description. */
export const translatedDescription = (entity: Translated<"description"> | null | undefined): string =>
  translated(entity, "description");

/** A salutation's display name ("Mrs."). */
export const displayName = (entity: Translated<"displayName"> | null | undefined): string =>
  translated(entity, "displayName");

/** Shopware's salutation key for "not specified": the forms' empty choice, and nothing on a label. */
export const NOT_SPECIFIED = "not_specified";

/** A salutation as a name or an address shows it: "not specified" (or none) says nothing. */
export const salutationText = (
  salutation: (Translated<"displayName"> & { salutationKey?: string | null }) | null | undefined,
): string => (!salutation || salutation.salutationKey === NOT_SPECIFIED ? "" : displayName(salutation));

/** The salutations a form offers: the shop's "not specified" is the form's empty choice, not one of them. */
export const salutationChoices = (
  salutations: ({ id: string; salutationKey?: string | null } & Translated<"displayName">)[],
): { id: string; name: string }[] =>
  salutations.filter((s) => s.salutationKey !== NOT_SPECIFIED).map((s) => ({ id: s.id, name: displayName(s) }));
