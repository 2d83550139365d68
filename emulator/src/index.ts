import { fakeTagManagerRoutes } from "./routes/fake-tag-manager";
import { mapTileRoutes } from "./routes/map-tiles";
import { adyenWebRoutes } from "./routes/adyen-web";
import { adyenAcsRoutes } from "./routes/adyen-acs";
import { fakePayPalRoutes } from "./routes/fake-paypal";
import { Hono } from "hono";
import { ZodError } from "zod";
import type { EmulatorEnv } from "./env";
import { ensureSchema, forgetSchema } from "./db/schema";
import { entry, errorBody, StoreApiError } from "./lib/errors";
import { accessKey } from "./middleware/access-key";
import { cors } from "./middleware/cors";
import { forwardingLog, forwardingLogRoutes } from "./middleware/forwarding-log";
import { includes } from "./middleware/includes";
import { maintenance } from "./middleware/maintenance";
import { salesChannelContext } from "./middleware/sales-channel-context";
import { breadcrumbRoutes } from "./routes/breadcrumb";
import { categoryRoutes } from "./routes/category";
import { contextRoutes } from "./routes/context";
import { devRoutes } from "./routes/dev";
import { applyFaults, faultRoutes } from "./routes/faults";
import { navigationRoutes } from "./routes/navigation";
import { productRoutes } from "./routes/product";
import { pwaPageRoutes } from "./routes/pwa-page";
import { referenceRoutes } from "./routes/reference";
import { sentryRoutes } from "./routes/sentry";
import { seoUrlRoutes } from "./routes/seo-url";
import { siteConfigRoutes } from "./routes/site-config";
import { accountRoutes } from "./routes/account";
import { addressRoutes } from "./routes/address";
import { adyenRoutes } from "./routes/adyen";
import { cartRoutes } from "./routes/cart";
import { cartMergeRoutes } from "./routes/cart-merge";
import { devPageRoutes } from "./routes/dev-pages";
import { fakePrintboxRoutes } from "./routes/fake-printbox";
import { formRoutes } from "./routes/forms";
import { orderRoutes } from "./routes/order";
import { parcelLockerRoutes } from "./routes/parcel-locker";
import { pbxRoutes } from "./routes/pbx";
import { socialLoginRoutes } from "./routes/social-login";
import { customerGroupRegistrationRoutes } from "./routes/customer-group-registration";
import { downloadRoutes } from "./routes/downloads";
import { productReviewRoutes } from "./routes/product-review";
import { sitemapRoutes } from "./routes/sitemap";
import { wishlistRoutes } from "./routes/wishlist";

/** Routes the storefront must reach while the shop is in maintenance (it learns the state from them). */
const MAINTENANCE_EXEMPT = [/^\/store-api\/pwa\/site-config$/, /^\/store-api\/pwa\/snippet\//];

const storeApi = new Hono<EmulatorEnv>()
  .use(forwardingLog())
  .use(cors())
  .use(accessKey())
  .use(maintenance(MAINTENANCE_EXEMPT))
  .use(salesChannelContext())
  .use(includes())
  .route("/", contextRoutes)
  .route("/", referenceRoutes)
  .route("/", navigationRoutes)
  .route("/", categoryRoutes)
  .route("/", breadcrumbRoutes)
  .route("/", seoUrlRoutes)
  .route("/", pwaPageRoutes)
  .route("/", productRoutes)
  .route("/", siteConfigRoutes)
  .route("/", accountRoutes)
  .route("/", addressRoutes)
  .route("/", cartRoutes)
  .route("/", orderRoutes)
  .route("/", adyenRoutes)
  .route("/", pbxRoutes)
  .route("/", socialLoginRoutes)
  .route("/", parcelLockerRoutes)
  .route("/", cartMergeRoutes)
  .route("/", formRoutes)
  .route("/", productReviewRoutes)
  .route("/", wishlistRoutes)
  .route("/", sitemapRoutes)
  .route("/", customerGroupRegistrationRoutes)
  .route("/", downloadRoutes);

const app = new Hono<EmulatorEnv>({ strict: false });

app.use(async (c, next) => {
  await ensureSchema(c.env.DB);
  await next();
});
app.route("/__emulator/pbx", fakePrintboxRoutes);
app.route("/__emulator/sentry", sentryRoutes);
app.route("/__emulator/gtm", fakeTagManagerRoutes);
app.route("/__emulator/tiles", mapTileRoutes);
app.route("/", adyenWebRoutes);
app.route("/__emulator/adyen/acs", adyenAcsRoutes);
app.route("/__emulator/paypal", fakePayPalRoutes);
app.route("/__emulator", forwardingLogRoutes);
app.route("/__emulator", devPageRoutes);
app.route("/__emulator", devRoutes);
app.route("/__emulator", faultRoutes);
app.use("/store-api/*", applyFaults());
app.route("/store-api", storeApi);

app.notFound((c) =>
  c.json(errorBody([entry(404, "0", `No route found for "${c.req.method} ${new URL(c.req.url).pathname}"`)]), 404),
);

app.onError((error, c) => {
  if (error instanceof StoreApiError) return c.json(errorBody(error.entries), error.status);
  if (error instanceof ZodError) {
    return c.json(
      errorBody(
        error.issues.map((issue) => ({
          ...entry(400, "FRAMEWORK__INVALID_REQUEST_PARAMETER", issue.message),
          source: { pointer: `/${issue.path.join("/")}` },
        })),
      ),
      400,
    );
  }
  if (error instanceof Error && /no such table/i.test(error.message)) forgetSchema(c.env.DB);
  console.error("emulator error", error);
  return c.json(errorBody([entry(500, "0", error instanceof Error ? error.message : String(error))]), 500);
});

export default app;
