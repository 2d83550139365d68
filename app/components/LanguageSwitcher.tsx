import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useFetcher, useMatches } from "react-router";
import type { Domain } from "../../kv-schemas/site-config";
import { loaderText } from "../framework/route-matches";
import { useI18n } from "../i18n/context";
import { withPrefix } from "../lib/paths";
import { closeGlobalLoader, openGlobalLoader } from "../state/global-loader";
import { useDomain, usePagePath, useSiteConfig } from "../state/site";
import { GlobalLoader } from "./GlobalLoader";
import { Icon } from "./Icon";
import * as INTENT from "../forms/intents";

const GLOBE =
  "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0 0c2.5-2.5 3.5-5.5 3.5-9S14.5 5.5 12 3m0 18c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3M3.5 9h17m-17 6h17";

/** What a catch-all page tells the switcher: the resource it shows, so it can be found in another language. */
export interface ResourceRef {
  resourceType: string;
  resourceIdentifier: string;
}

const TECHNICAL_PATH: Record<string, string> = {
  "frontend.navigation.page": "navigation",
  "frontend.detail.page": "detail",
  "frontend.landing.page": "landingPage",
};

/** The current page's resource, when it is a CMS, category, product or landing page. */
function useCurrentResource(): ResourceRef | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const resourceType = loaderText(match, "resourceType");
    const resourceIdentifier = loaderText(match, "resourceIdentifier");
    if (resourceType !== undefined && resourceIdentifier !== undefined) return { resourceType, resourceIdentifier };
  }
  return null;
}

/**
 * The page's global loader, where every page of the default layout has it: the switcher is in its
 * header. In the body rather than the header, whose stacking context and hiding (the editor's full
 * screen) would take the overlay with them; put there once the island runs (no server markup).
 */
function GlobalLoaderInPage() {
  const [body, setBody] = useState<HTMLElement | null>(null);
  useEffect(() => setBody(document.body), []);
  return body ? createPortal(<GlobalLoader />, body) : null;
}

/**
 * The languages as a form of buttons, one per domain, posted to the page it is on: the header's
 * switcher shows it in a <details>, the phone menu as a list of its own.
 */
export function LanguageOptions({ className, onSubmit }: { className?: string; onSubmit?: () => void }) {
  const config = useSiteConfig();
  const current = useDomain();
  const rest = usePagePath();
  const resource = useCurrentResource();
  const fetcher = useFetcher({ key: "language" });
  const busy = fetcher.state !== "idle";

  const targetOf = (domain: Domain) => {
    if (domain.id === current.id) return withPrefix(domain.langPrefix, rest);
    const technical = resource && rest !== "/" ? TECHNICAL_PATH[resource.resourceType] : undefined;
    return withPrefix(domain.langPrefix, technical ? `/${technical}/${resource!.resourceIdentifier}/` : rest);
  };

  return (
    <fetcher.Form
      method="post"
      action={withPrefix(current.langPrefix, rest)}
      className={className}
      onSubmit={() => {
        openGlobalLoader("domain-change");
        onSubmit?.();
      }}
    >
      <input type="hidden" name="intent" value={INTENT.switchLanguage} />
      <ul>
        {config.domains.map((domain) => (
          <li key={domain.id}>
            <button
              type="submit"
              name="redirectTo"
              value={targetOf(domain)}
              lang={domain.locale}
              className="switcher__option"
              aria-current={domain.id === current.id ? "true" : undefined}
              disabled={busy}
            >
              {domain.language.name}
            </button>
          </li>
        ))}
      </ul>
    </fetcher.Form>
  );
}

/**
 * "Language switch": a form posted to the page it is on; each language's button
 * names where it leads, the same static path under the new prefix, or for content pages the page's
 * technical path there, which the catch-all redirects to the new language's SEO URL. The action
 * sets the session's language and keeps the chosen language and domain in cookies, with or
 * without JavaScript.
 *
 * "Global loader": a domain change opens it when the form is sent and closes it at its
 * end. The fetcher stays busy through the redirect's navigation (the new language's loaders and
 * snippets), and becomes idle in the same update that shows the page in the new language, whose
 * header has a switcher of its own (another route's layout) with the same fetcher.
 */
export function LanguageSwitcher() {
  const { t } = useI18n();
  const current = useDomain();
  const busy = useFetcher({ key: "language" }).state !== "idle";
  useEffect(() => {
    if (!busy) closeGlobalLoader("domain-change");
  }, [busy]);

  return (
    <>
      <details className="switcher">
        <summary className="switcher__summary" aria-label={`${t("header.language")}: ${current.language.name}`}>
          <Icon path={GLOBE} />
          <span>{current.language.name}</span>
        </summary>
        <LanguageOptions className="switcher__list" />
      </details>
      <GlobalLoaderInPage />
    </>
  );
}
