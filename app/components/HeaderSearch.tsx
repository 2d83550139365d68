import { useRef, useState } from "react";
import { useI18n } from "../i18n/context";
import { QuickSearch } from "./QuickSearch";

const SEARCH = "M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4-4";
const CLOSE = "M6 6l12 12M18 6 6 18";

/**
 * The header's search. Wide screens show the quick search in the row. On phones the row has a
 * search button instead, the summary of a <details>: opened, the quick search covers the row (CSS
 * keys on the open <details>, so it works without JavaScript as the plain GET form) and the same
 * button, now at the row's end, closes it. With JavaScript the field gets focus and Escape closes.
 */
export function HeaderSearch() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLDetailsElement>(null);
  const field = useRef<HTMLDivElement>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the Escape of the field or the button inside, not an action of the div
    <div
      className="header-search"
      onKeyDown={(event) => {
        // The quick search keeps an Escape that closes its suggestions to itself; the next one closes the search.
        if (event.key !== "Escape" || !toggle.current?.open) return;
        event.preventDefault();
        toggle.current.open = false;
        toggle.current.querySelector("summary")?.focus();
      }}
    >
      <details
        ref={toggle}
        className="header-search__toggle"
        onToggle={(event) => {
          const opened = event.currentTarget.open;
          setOpen(opened);
          if (opened) field.current?.querySelector("input")?.focus();
        }}
      >
        <summary className="icon-button" aria-label={open ? t("search.close") : t("search.open")}>
          {/* Both drawn, CSS shows the one for the state: the same without JavaScript. */}
          <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              className="header-search__open-icon"
              d={SEARCH}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
            <path
              className="header-search__close-icon"
              d={CLOSE}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </summary>
      </details>
      <div className="header-search__field" ref={field}>
        <QuickSearch />
      </div>
    </div>
  );
}
