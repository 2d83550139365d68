import { useSuspenseQuery } from "@tanstack/react-query";
import { useLocation } from "react-router";
import { CmsPage } from "../app/cms/CmsPage";
import { pageQuery } from "../app/queries/page";
import { useServices } from "../app/router/services";
import { useDomain } from "../app/state/site";
import { decodePath, listingParams } from "./catch-all";

/** A category, product or landing page: its name as heading, then its CMS layout. */
export default function CatchAllScreen() {
  const services = useServices();
  const { domain, rest } = useDomain();
  const { search } = useLocation();
  const page = useSuspenseQuery(pageQuery(services, domain.languageId, decodePath(rest) ?? rest, listingParams(new URLSearchParams(search)))).data;
  const entity = page.resourceType === "frontend.navigation.page" ? page.category
    : page.resourceType === "frontend.detail.page" ? page.product : page.landingPage;
  const name = (entity.translated as { name?: string } | undefined)?.name ?? (entity as { name?: string }).name ?? "";
  return (
    <article className="page page--cms">
      <h1 className="page__title">{name}</h1>
      {page.cmsPage ? <CmsPage page={page.cmsPage} /> : null}
    </article>
  );
}
