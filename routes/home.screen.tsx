import { useSuspenseQuery } from "@tanstack/react-query";
import { CmsPage } from "../app/cms/CmsPage";
import { CmsPageProvider } from "../app/cms/context";
import { pageQuery } from "../app/cms/queries";
import { useServices } from "../app/framework/services";
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
