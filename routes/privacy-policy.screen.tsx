import { useSuspenseQuery } from "@tanstack/react-query";
import { useLoaderData } from "react-router";
import { CmsPage } from "../app/cms/CmsPage";
import { CmsPageProvider } from "../app/cms/context";
import { pageQuery } from "../app/cms/queries";
import { useServices } from "../app/framework/services";
import { useI18n } from "../app/i18n/context";
import { useDomain, useSiteConfig } from "../app/state/site";
import type { loader } from "./privacy-policy.loader";

const SECTIONS = ["controller", "data", "cookies", "rights"] as const;

/** The privacy policy: the shop's own page where the configuration names one, else the built-in text. */
export default function PrivacyPolicyScreen() {
  const { t } = useI18n();
  const { contentPath } = useLoaderData<typeof loader>();
  return (
    <article className={contentPath ? "page page--cms page--landing" : "page page--text"}>
      <h1 className="page__title">{t("pageTitle.privacyPolicy")}</h1>
      {contentPath ? <ShopPrivacyPolicy path={contentPath} /> : <BuiltInPrivacyPolicy />}
    </article>
  );
}

/** The CMS layout of the page the shop names, in the page's language (the loader has it in the query cache). */
function ShopPrivacyPolicy({ path }: { path: string }) {
  const services = useServices();
  const domain = useDomain();
  const page = useSuspenseQuery(pageQuery(services, domain.languageId, path)).data;
  return page.cmsPage ? (
    <CmsPageProvider value={{ page, listing: null }}>
      <CmsPage page={page.cmsPage} />
    </CmsPageProvider>
  ) : null;
}

/** The storefront's own text, with the shop's company and address. */
function BuiltInPrivacyPolicy() {
  const { t } = useI18n();
  const { companyAddress } = useSiteConfig().storeInformation;
  return SECTIONS.map((section) => (
    <section key={section}>
      <h2>{t(`privacyPolicy.${section}.heading`)}</h2>
      <p>{t(`privacyPolicy.${section}.text`, { company: companyAddress.company, email: companyAddress.email })}</p>
    </section>
  ));
}
