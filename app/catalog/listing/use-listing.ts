import { useSuspenseQuery } from "@tanstack/react-query";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { changeListing, listingSearch, type ListingParams, type ListingSource } from "./listing-query";
import { listingQuery } from "./queries";
import { useServices } from "../../framework/services";
import { useDomain } from "../../state/site";

/**
 * One listing state (loaded by the route's loader) and how to move to another: every change is a
 * navigation to the URL of the new state, so reload, back/forward and shared links show the same.
 */
export function useListing(source: ListingSource, params: ListingParams) {
  const services = useServices();
  const domain = useDomain();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const listing = useSuspenseQuery(listingQuery(services, domain.languageId, source, params)).data;
  const term = source.type === "search" ? source.term : undefined;
  const hrefFor = (next: ListingParams) => `${pathname}${listingSearch(next, term)}`;
  return {
    listing,
    params,
    hrefFor,
    /** A filter or sorting change: page 1 of the new state, without jumping to the top. */
    change: (change: Partial<ListingParams>) =>
      navigate(hrefFor(changeListing(params, change)), { preventScrollReset: true }),
    busy: navigation.state === "loading" && navigation.location.pathname === pathname,
  };
}
