import { withoutLinkSecrets } from "../../lib/link-secrets";

/**
 * The link secrets (app/lib/link-secrets) leave the address bar with `history.replaceState`, before
 * the browser bundle, the tag manager or the error reporter can read `location.href` (issue 25). The
 * page needs nothing of them from the address: its loaders put them into the server-rendered data and
 * the forms' hidden fields. Other parameters and the fragment stay; an address without secrets is not
 * touched. A browser that cannot do it keeps the address.
 */
export function removeLinkSecrets(
  address: Pick<Location, "pathname" | "search" | "hash">,
  history: Pick<History, "state" | "replaceState">,
): void {
  try {
    const search = withoutLinkSecrets(address.search);
    if (search !== address.search) history.replaceState(history.state, "", address.pathname + search + address.hash);
  } catch {
    // The address stays as it is: the page works with it, only less private.
  }
}
