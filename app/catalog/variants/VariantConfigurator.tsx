import { useEffect, useState } from "react";
import { Link, useNavigation } from "react-router";
import { useI18n } from "../../i18n/context";
import { useLocalePath } from "../../state/site";
import type { Schemas } from "../../store-api/operations";
import { variantSwitchPath } from "./switch-path";

type Group = Schemas["PropertyGroup"];
type Option = Schemas["PropertyGroupOption"];

const nameOf = (entity: { name?: string; translated?: unknown }): string =>
  (entity.translated as { name?: string } | undefined)?.name ?? entity.name ?? "";

/** The variant's option of each configurator group. */
function currentOptions(groups: readonly Group[], optionIds: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const group of groups) {
    const chosen = (group.options ?? []).find((option) => optionIds.includes(option.id));
    if (chosen) out[group.id] = chosen.id;
  }
  return out;
}

/**
 * The variant configurator (Shopware's product-detail configurator): one group per property, its
 * options as links, the variant's own marked as current, options that make no available variant
 * with the other chosen ones marked unavailable (still choosable: the switch then keeps this choice
 * and finds a variant for it). Each link leads through the variant switch to the chosen variant's
 * own URL, so the choice is in the URL, with or without JavaScript; with it, the choice shows at
 * once while React Router loads the variant's page.
 */
export function VariantConfigurator({
  product,
  groups,
}: {
  product: { parentId?: string | null; optionIds?: string[] | null };
  groups: readonly Group[];
}) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const navigation = useNavigation();
  const [pending, setPending] = useState<{ group: string; option: string } | null>(null);
  useEffect(() => {
    if (navigation.state === "idle") setPending(null);
  }, [navigation.state]);
  const parentId = product.parentId;
  if (!parentId) return null;
  const current = currentOptions(groups, product.optionIds ?? []);
  const shown = pending ? { ...current, [pending.group]: pending.option } : current;

  return (
    <fieldset className="configurator" aria-busy={pending ? true : undefined}>
      <legend className="visually-hidden">{t("variant.choose")}</legend>
      {groups.map((group) => {
        const options = group.options ?? [];
        const selected = options.find((option) => option.id === shown[group.id]);
        const swatches = group.displayType === "color";
        return (
          <fieldset key={group.id} className="configurator__group">
            <legend className="configurator__label">
              {selected ? t("variant.selected", { group: nameOf(group), option: nameOf(selected) }) : nameOf(group)}
            </legend>
            <ul className="configurator__options">
              {options.map((option: Option) => {
                const name = nameOf(option);
                const selectedHere = option.id === shown[group.id];
                // The variant's own options are its choice, sold out or not (its buy box says so).
                const unavailable = option.combinable === false && !selectedHere;
                const className = `configurator__option${swatches ? " configurator__option--swatch" : ""}${unavailable ? " is-unavailable" : ""}`;
                const content = (
                  <>
                    {swatches ? (
                      <span
                        className="swatch"
                        style={{ backgroundColor: option.colorHexCode ?? undefined }}
                        aria-hidden="true"
                      />
                    ) : null}
                    <span className={swatches ? "visually-hidden" : undefined}>{name}</span>
                    {unavailable ? <span className="visually-hidden">{` (${t("variant.unavailable")})`}</span> : null}
                  </>
                );
                if (selectedHere) {
                  return (
                    <li key={option.id}>
                      <span
                        className={`${className} is-selected`}
                        aria-current="true"
                        title={swatches ? name : undefined}
                      >
                        {content}
                      </span>
                    </li>
                  );
                }
                return (
                  <li key={option.id}>
                    <Link
                      to={localePath(variantSwitchPath(parentId, { ...current, [group.id]: option.id }, group.id))}
                      className={className}
                      rel="nofollow"
                      preventScrollReset
                      title={
                        swatches || unavailable
                          ? `${name}${unavailable ? ` (${t("variant.unavailable")})` : ""}`
                          : undefined
                      }
                      onClick={(event) => {
                        // A click that opens a new tab or window leaves this page as it is.
                        if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey)
                          setPending({ group: group.id, option: option.id });
                      }}
                    >
                      {content}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
