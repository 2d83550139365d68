import { CurrencySwitcher } from "./CurrencySwitcher";
import { LanguageSwitcher } from "./LanguageSwitcher";

/**
 * The header's language and currency switchers, side by side: one island for the two, so that the
 * phone's menu island costs the first load nothing more (every island is an entry in its code).
 */
export function HeaderSwitchers() {
  return (
    <>
      <LanguageSwitcher />
      <CurrencySwitcher />
    </>
  );
}
