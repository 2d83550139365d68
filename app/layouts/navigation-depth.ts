// Shopware's NavigationRoute loads the levels below the root down to rootLevel + depth + 1: a depth
// of n gives n + 1 levels (0 gives the first level only).

/** Three levels: the header shows two, a category page's sidebar navigation the third (one request for both). */
export const MAIN_NAVIGATION_DEPTH = 2;

/** The footer shows its columns (level 1) and their entries (level 2). */
export const FOOTER_NAVIGATION_DEPTH = 1;

/** The service navigation is one line of links. */
export const SERVICE_NAVIGATION_DEPTH = 0;
