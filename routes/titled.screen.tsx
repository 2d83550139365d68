import { useMatches } from "react-router";
import { useI18n } from "../app/i18n/context";
import type { RouteHandle } from "../app/router/types";

/**
 * The heading of a screen whose content a later issue builds (login, cart, account…): its route,
 * guard, layout and title are in place; the page shows its title.
 */
export default function TitledScreen() {
  const { t } = useI18n();
  const handle = [...useMatches()]
    .reverse()
    .map((m) => m.handle as RouteHandle | undefined)
    .find((h) => h?.titleKey);
  return (
    <div className="page">
      <h1 className="page__title">{handle?.titleKey ? t(handle.titleKey) : ""}</h1>
    </div>
  );
}
