import { island } from "../../framework/island";

/**
 * The variant configurator as an island: only variant pages need its code. The product page's
 * loader preloads it before a client navigation shows such a page.
 */
export const VariantConfigurator = island(() => import("./VariantConfigurator").then((m) => m.VariantConfigurator));
