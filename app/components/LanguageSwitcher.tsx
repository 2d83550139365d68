import type { MouseEvent } from "react";
import { useMatches, useNavigate } from "react-router";
import type { Domain } from "../../kv-schemas/site-config";
import { useI18n } from "../i18n/context";
import { withPrefix } from "../lib/paths";
import { setPreferenceCookie } from "../lib/cookies";
import { useServices } from "../router/services";
import { useDomain, useSiteConfig } from "../state/site";
import { updateContext } from "../store-api/context";
import { Icon } from "./Icon";

/** What a catch-all page tells the switcher: the resource it shows, so it can be found in another language. */
export interface ResourceRef { resourceType: string; resourceIdentifier: string }

const TECHNICAL_PATH: Record<string, string> = {
  "frontend.navigation.page": "navigation",
  "frontend.detail.page": "detail",
  "frontend.landing.page": "landingPage",
};

/** The current page's resource, when it is a CMS, category, product or landing page. */
function useCurrentResource(): ResourceRef | null {
  for (const match of [...useMatches()].reverse()) {
    const data = match.loaderData as Partial<ResourceRef> | null | undefined;
    if (data && typeof data.resourceType === "string" && typeof data.resourceIdentifier === "string") return data as ResourceRef;
  }
  return null;
}

/**
 * Spec section 4 "Language switch": the same static path under the new prefix, or for content pages
 * the page's technical path there, which the catch-all redirects to the new language's SEO URL. The
 * chosen language and domain are kept in cookies; with JavaScript the session language is set first.
 */
export function LanguageSwitcher() {
  const { t } = useI18n();
  const config = useSiteConfig();
  const { domain: current, rest } = useDomain();
  const resource = useCurrentResource();
  const services = useServices();
  const navigate = useNavigate();

  const targetOf = (domain: Domain) => {
    if (domain.id === current.id) return withPrefix(domain.langPrefix, rest);
    const technical = resource && rest !== "/" ? TECHNICAL_PATH[resource.resourceType] : undefined;
    return withPrefix(domain.langPrefix, technical ? `/${technical}/${resource!.resourceIdentifier}/` : rest);
  };

  const choose = async (event: MouseEvent<HTMLAnchorElement>, domain: Domain) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setPreferenceCookie("langId", domain.languageId);
    setPreferenceCookie("domainId", domain.id);
    try {
      await updateContext(services.api, domain.languageId, { languageId: domain.languageId });
    } catch {
      // The page is still shown in the chosen language: every call names its language itself.
    }
    (event.target as HTMLElement).closest("details")?.removeAttribute("open");
    navigate(targetOf(domain));
  };

  return (
    <details className="switcher">
      <summary className="switcher__summary" aria-label={`${t("header.language")}: ${current.language.name}`}>
        <Icon name="globe" /><span>{current.language.name}</span>
      </summary>
      <ul className="switcher__list">
        {config.domains.map((domain) => (
          <li key={domain.id}>
            <a href={targetOf(domain)} hrefLang={domain.locale} lang={domain.locale}
              aria-current={domain.id === current.id ? "true" : undefined} onClick={(e) => void choose(e, domain)}>
              {domain.language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
