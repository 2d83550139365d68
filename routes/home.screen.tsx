import { useSuspenseQuery } from "@tanstack/react-query";
import { CmsPage } from "../app/cms/CmsPage";
import { CmsPageProvider } from "../app/cms/context";
import { pageQuery } from "../app/queries/page";
import { useServices } from "../app/router/services";
import { useDomain } from "../app/state/site";

export default function HomeScreen() {
  const services = useServices();
  const domain = useDomain();
  const page = useSuspenseQuery(pageQuery(services, domain.languageId, "/")).data;
  return page.cmsPage ? (
    <CmsPageProvider value={{ page, listing: null }}>
      <CmsPage page={page.cmsPage} />
    </CmsPageProvider>
  ) : null;
}
