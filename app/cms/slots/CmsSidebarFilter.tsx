import { ListingFilters } from "../../catalog/listing/ListingFilters";
import { useCmsPage } from "../context";

/** The sidebar-filter element: filters of the page's product listing (the same listing state). */
export function CmsSidebarFilter() {
  const { listing } = useCmsPage();
  return listing ? <ListingFilters source={listing.source} params={listing.params} /> : null;
}
