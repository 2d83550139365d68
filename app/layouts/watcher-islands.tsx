import { island } from "../framework/island";

/**
 * The lean layouts' watchers (checkout, blank): what the default layout's account entry and footer
 * carry there. Islands, so that their code (zod for the session's messages, the login dialog, the
 * consent banner) is not part of those pages' first load; the layouts start loading them at once.
 * Apart from the chrome's islands (./islands), which the entry imports: these would only weigh on it.
 */
export const SessionWatch = island(() => import("../session/use-session-watch").then((m) => m.SessionWatch));
export const LoginModalHost = island(() => import("../account/LoginModalHost").then((m) => m.LoginModalHost));
export const ConsentBanner = island(() => import("../analytics/ConsentBanner").then((m) => m.ConsentBanner));
