import { useSuspenseQuery } from "@tanstack/react-query";
import { ConsentBanner, ConsentSettingsButton } from "../analytics/ConsentBanner";
import { useI18n } from "../i18n/context";
import { CategoryLink } from "../components/CategoryLink";
import { NewsletterSignup } from "../components/NewsletterSignup";
import { navigationQuery } from "../navigation/queries";
import { useServices } from "../framework/services";
import { useDomain, useSiteConfig } from "../state/site";

import { FOOTER_NAVIGATION_DEPTH, SERVICE_NAVIGATION_DEPTH } from "./navigation-depth";
import { showsServiceNavigation } from "./service-navigation";
import { Copyright, StoreInformation } from "./StoreInformation";

/**
 * Shopware's service menu (the sales channel's service category), where Shopware's storefront has it:
 * one line of links at the foot of every page. The default layout's loader fetched it.
 */
function ServiceNavigation({ languageId }: { languageId: string }) {
  const { t } = useI18n();
  const entries = useSuspenseQuery(
    navigationQuery(useServices(), languageId, "service-navigation", SERVICE_NAVIGATION_DEPTH),
  ).data;
  if (!entries.length) return null;
  return (
    <nav className="site-footer__service container" aria-label={t("footer.serviceNavigation")}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <CategoryLink category={entry} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer navigation and the store information from the configuration (address, social links). */
export function Footer() {
  const { t } = useI18n();
  const services = useServices();
  const config = useSiteConfig();
  const domain = useDomain();
  const columns = useSuspenseQuery(
    navigationQuery(services, domain.languageId, "footer-navigation", FOOTER_NAVIGATION_DEPTH),
  ).data;
  const { socialLinks } = config.storeInformation;
  const social = (["facebook", "instagram"] as const).filter((k) => socialLinks[k]);
  const apps = (["appStore", "googlePlay"] as const).filter((k) => socialLinks[k]);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav className="site-footer__nav" aria-label={t("footer.navigation")}>
          {columns.map((column) => (
            <div key={column.id} className="site-footer__column">
              <h2 className="site-footer__heading">
                <CategoryLink category={column} />
              </h2>
              <ul>
                {(column.children ?? []).map((child) => (
                  <li key={child.id}>
                    <CategoryLink category={child} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <StoreInformation />
        {social.length || apps.length ? (
          <section className="site-footer__column" aria-labelledby="follow-us">
            <h2 id="follow-us" className="site-footer__heading">
              {t("footer.followUs")}
            </h2>
            <ul>
              {social.map((k) => (
                <li key={k}>
                  <a href={socialLinks[k]} rel="noopener noreferrer">
                    {t(`footer.${k}`)}
                  </a>
                </li>
              ))}
            </ul>
            {apps.length ? (
              <>
                <h2 className="site-footer__heading">{t("footer.getTheApp")}</h2>
                <ul>
                  {apps.map((k) => (
                    <li key={k}>
                      <a href={socialLinks[k]} rel="noopener noreferrer">
                        {t(`footer.${k}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
        ) : null}
        {config.newsletter.active ? (
          // No landmark of its own: the form is named by the heading, and an account page has a "Newsletter" region.
          <section className="site-footer__column site-footer__newsletter">
            <h2 id="footer-newsletter" className="site-footer__heading">
              {t("newsletter.title")}
            </h2>
            <NewsletterSignup formId="footer" labelledBy="footer-newsletter" />
          </section>
        ) : null}
      </div>
      {showsServiceNavigation(config) ? <ServiceNavigation languageId={domain.languageId} /> : null}
      <Copyright>
        <ConsentSettingsButton />
      </Copyright>
      <ConsentBanner />
    </footer>
  );
}
