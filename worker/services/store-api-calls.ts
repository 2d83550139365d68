import type { StorefrontOperations } from "../../app/store-api/operations";

/** A Store API call as the client names it: `"readCart get /checkout/cart"` (the official operation id, method and path). */
export type Operation = keyof StorefrontOperations;

/**
 * What a call does to the session, as the session tracker (services/session-state) reads it:
 * - `none`: leaves it as it was: reads (Shopware reads with POST as often as with GET), and calls that
 *   only send something (a contact mail, a review, a newsletter subscription);
 * - `cart`: reads (GET) or changes the cart; a cart in the answer says whether it is filled;
 * - `context`: reads (GET) or changes the session's context (currency, country, payment or shipping
 *   method: Shopware's rules may follow any of them);
 * - `order`: places an order from the cart, which it empties;
 * - `session`: the session changes hands or ends: a login, logout, registration or its confirmation, a
 *   social login, a guest's conversion, a password reset, an account's deletion, a cart merge;
 * - `account`: changes the logged-in customer's own data (profile, addresses, password, wishlist): who
 *   shops and the cart stay as they were, and a customer's pages are never shared, whatever the context;
 * - `payment`: changes a placed order's payment (or cancels the order);
 * - `unknown`: a change the Worker does not read (a print project's price, the parcel locker, B2B
 *   quotes and budgets, a plugin's call): the cart and the context may have changed.
 */
export type SessionEffect = "none" | "cart" | "context" | "order" | "session" | "account" | "payment" | "unknown";

export interface CallEffect {
  readonly session: SessionEffect;
  /** It may answer with a new context token (the `sw-context-token` header or a body `contextToken`), which the proxy adopts into the cookie. */
  readonly newToken?: true;
  /** A login: the guest's cart joins the customer's under the new token (services/cart-merge), after the proxy's call or the server's. */
  readonly mergesCart?: true;
  /** Only the Worker makes it: the proxy refuses it to browsers, whatever the method or the case, and every path under it (or under `refusedUnder`). */
  readonly workerOnly?: true;
  /** The family a Worker-only call is refused with, when wider than its own path. */
  readonly refusedUnder?: string;
  /** It changes state whatever its method: a GET needs the same-origin check a POST has. */
  readonly changesWhateverMethod?: true;
}

const none: CallEffect = { session: "none" };
const cart: CallEffect = { session: "cart" };
const context: CallEffect = { session: "context" };
const contextChange: CallEffect = { session: "context", newToken: true };
const order: CallEffect = { session: "order" };
/** A login: a new token, and the guest's cart merged into the customer's. */
const login: CallEffect = { session: "session", newToken: true, mergesCart: true };
/** Another session under a new token, without a cart merge (a logout, an imitation, an employee's switch). */
const newSession: CallEffect = { session: "session", newToken: true };
const session: CallEffect = { session: "session" };
const account: CallEffect = { session: "account" };
const payment: CallEffect = { session: "payment" };
/** Shopware's handle-payment takes GET as well as POST. */
const handlePayment: CallEffect = { session: "payment", changesWhateverMethod: true };
const unknown: CallEffect = { session: "unknown" };
/** The context gateway (an app server changes the context, its answer names a token). */
const gateway: CallEffect = { session: "unknown", newToken: true };
/**
 * The orders read: a guest's deep link with `login: true` logs the guest in under a new token. Read as a
 * change the Worker does not follow (as before the table): it only costs a customer's pages, never shared.
 */
const orders: CallEffect = { session: "unknown", newToken: true };
/** The Worker's background reads (site configuration, snippets, SEO URLs, sitemap): pages get them from /api-sync/. */
const workerRead: CallEffect = { session: "none", workerOnly: true };
/** The shop's API description (OpenAPI, routes), for developers, not for shoppers: all of `_info`. */
const apiDescription: CallEffect = { session: "none", workerOnly: true, refusedUnder: "/_info" };
/** Only the Worker merges a guest's cart after a login: the path names another session's token. */
const cartMerge: CallEffect = { session: "session", workerOnly: true };

/**
 * Every Store API call the storefront's client knows (`StorefrontOperations`: the official
 * @shopware/api-client operations and the shop's own), and what it does to the session: one table read
 * by the proxy, the server's client and the session tracker. A call missing here is a type error.
 * Calls at the same method and path (the shop's typed variants of an official one) say the same.
 */
export const STORE_API_CALLS = {
  // The official operations (@shopware/api-client's store-api-types), in its order. Shopware's own,
  // B2B's, Digital Sales Rooms', PayPal's and the other extensions' alike: the storefront calls few of
  // them, but a page script could call any through the proxy.
  "api-info get /_info/openapi3.json": apiDescription,
  "getRoutes get /_info/routes": apiDescription,
  "storeApiMcpPost post /_mcp": unknown,
  "storeApiMcpDelete delete /_mcp": unknown,
  "createCustomerAddress post /account/address": account,
  "deleteCustomerAddress delete /account/address/{addressId}": account,
  "updateCustomerAddress patch /account/address/{addressId}": account,
  "defaultBillingAddress patch /account/address/default-billing/{addressId}": account,
  "defaultShippingAddress patch /account/address/default-shipping/{addressId}": account,
  "changeEmail post /account/change-email": account,
  "changeLanguage post /account/change-language": account,
  "changePassword post /account/change-password": account,
  "changeProfile post /account/change-profile": account,
  "convertGuest post /account/convert-guest": session,
  "readCustomer post /account/customer": none,
  "deleteCustomer delete /account/customer": session,
  "getCustomerRecoveryIsExpired post /account/customer-recovery-is-expired": none,
  "listAddress post /account/list-address": none,
  "loginCustomer post /account/login": login,
  "imitateCustomerLogin post /account/login/imitate-customer": newSession,
  "logoutCustomer post /account/logout": newSession,
  "readNewsletterRecipient post /account/newsletter-recipient": none,
  "sendRecoveryMail post /account/recovery-password": account,
  "recoveryPassword post /account/recovery-password-confirm": session,
  "register post /account/register": login,
  "registerConfirm post /account/register-confirm": login,
  "listAdvancedProductCatalogCategories get /advanced-product-catalogs/categories": none,
  "listAdvancedProductCatalogCategoriesPost post /advanced-product-catalogs/categories": none,
  "removeAdvancedProductCatalogCategories delete /advanced-product-catalogs/categories/remove": unknown,
  "searchAdvancedProductCatalogCategories get /advanced-product-catalogs/categories/search": none,
  "saveAdvancedProductCatalog post /advanced-product-catalogs/save": unknown,
  "updateAdvancedProductCatalog patch /advanced-product-catalogs/save": unknown,
  "generateJWTAppSystemAppServer post /app-system/{name}/generate-token": unknown,
  "readApprovalRules get /approval-rule": none,
  "listApprovalRules post /approval-rule": none,
  "readApprovalRule get /approval-rule/{id}": none,
  "updateApprovalRule patch /approval-rule/{id}": unknown,
  "createApprovalRule post /approval-rule/create": unknown,
  "readBreadcrumb get /breadcrumb/{id}": none,
  "createBudget post /budget": unknown,
  "readBudgetGet get /budget/{id}": none,
  "readBudget post /budget/{id}": none,
  "updateBudget patch /budget/{id}": unknown,
  "storeBudgetRecipients post /budget/{id}/recipients": unknown,
  "deleteBudgetRecipients delete /budget/{id}/recipients": unknown,
  "readBudgetsGet get /budgets": none,
  "readBudgets post /budgets": none,
  "deleteBudgets delete /budgets/delete": unknown,
  "readCategoryListGet get /category": none,
  "readCategoryList post /category": none,
  "readCategoryGet get /category/{navigationId}": none,
  "readCategory post /category/{navigationId}": none,
  "getCheckoutBudgetStatistic get /checkout/budget/{budgetId}/statistic": none,
  "getCheckoutBudgetStatisticPost post /checkout/budget/{budgetId}/statistic": none,
  "getCheckoutAvailableBudgets get /checkout/budgets": none,
  "getCheckoutAvailableBudgetsPost post /checkout/budgets": none,
  "readCart get /checkout/cart": cart,
  "deleteCart delete /checkout/cart": cart,
  "addLineItem post /checkout/cart/line-item": cart,
  "removeLineItemDeprecated delete /checkout/cart/line-item": cart,
  "updateLineItem patch /checkout/cart/line-item": cart,
  "removeLineItem post /checkout/cart/line-item/delete": cart,
  "checkoutGateway get /checkout/gateway": none,
  "createOrder post /checkout/order": order,
  "readCmsGet get /cms/{id}": none,
  "readCms post /cms/{id}": none,
  "sendContactMail post /contact-form": none,
  "readContext get /context": context,
  "updateContext patch /context": contextChange,
  "contextGatewayGet get /context/gateway": gateway,
  "contextGateway post /context/gateway": gateway,
  "readCookieGroups get /cookie-groups": none,
  "readCountryGet get /country": none,
  "readCountry post /country": none,
  "readCountryStateGet get /country-state/{countryId}": none,
  "readCountryState post /country-state/{countryId}": none,
  "readCurrencyGet get /currency": none,
  "readCurrency post /currency": none,
  "getCustomerGroupRegistrationInfo get /customer-group-registration/config/{customerGroupId}": none,
  "readCustomerWishlist post /customer/wishlist": none,
  "addProductOnWishlist post /customer/wishlist/add/{productId}": account,
  "deleteProductOnWishlist delete /customer/wishlist/delete/{productId}": account,
  "mergeProductOnWishlist post /customer/wishlist/merge": account,
  "addCustomizedProductToCart post /customized-products/add-to-cart": cart,
  "customizedProductConfigurationShare post /customized-products/configuration/create-share": none,
  "reorderCustomizedProduct post /customized-products/reorder/{orderId}": cart,
  "uploadCustomizedProductCustomerFile post /customized-products/upload": none,
  "downloadGet get /document/download/{documentId}/{deepLinkCode}": none,
  "download post /document/download/{documentId}/{deepLinkCode}": none,
  "dsrAccountUpdateDefaultInfo post /dsr/account/update-default-info": account,
  "attendeeRespondInvitation patch /dsr/appointment/{appointmentId}/attendee/respond-invitation": unknown,
  "getCalendarFile post /dsr/appointment/{appointmentId}/download-ics": none,
  "getSharingShoppingList get /dsr/appointment/{appointmentId}/shopping-lists": none,
  "dsrReadAppointmentSettings get /dsr/appointment/{presentationPath}/basic-setting": none,
  "joinAppointmentAsClient post /dsr/appointment/{presentationPath}/join-as-client": session,
  "updateAttendee patch /dsr/appointment/attendee": unknown,
  "getAttendeeProductCollection get /dsr/appointment/collection/{alias}": none,
  "attendeeProductCollectionAddProduct post /dsr/appointment/collection/{alias}/{productId}": unknown,
  "attendeeProductCollectionRemoveProduct delete /dsr/appointment/collection/{alias}/{productId}": unknown,
  "getLastSeenProducts get /dsr/appointment/collection/last-seen": none,
  "getPresentationStructure get /dsr/appointment/presentation": none,
  "getSlideData get /dsr/appointment/presentation/{presentationCmsPageId}/slide/{sectionId}": none,
  "getSlideProducts post /dsr/appointment/presentation/{presentationCmsPageId}/slide/{sectionId}/products": none,
  "getClientPresentationState get /dsr/appointment/presentation/state": none,
  "createAppointmentRequest post /dsr/appointment/request": unknown,
  "dsrAutomaticLogin post /dsr/customer/automatic-login": newSession,
  "dsrGenerateLoginToken post /dsr/customer/generate-login-token": session,
  "dsrMigrateVisitorSession post /dsr/customer/migrate-visitor-session": session,
  "dsrLoadCustomerWishlistProductIds post /dsr/customer/wishlist-product-ids": none,
  "addInteraction post /dsr/interaction": unknown,
  "dsrProductListing post /dsr/product-listing": none,
  "dsrReadProductDetailPage get /dsr/product/{productId}": none,
  "resolveQuickviewPage get /dsr/quickview/{productId}/{cmsPageLayoutId}": none,
  "dsrReadShopPage get /dsr/shop-pages/{layoutName}": none,
  "readEmployees get /employee": none,
  "readEmployeesPOST post /employee": none,
  "readB2bEmployee get /employee/{id}": none,
  "deleteEmployee delete /employee/{id}": unknown,
  "updateEmployee patch /employee/{id}": unknown,
  "getEmployeeContextsGet get /employee/context": none,
  "getEmployeeContexts post /employee/context": none,
  "cancelEmployeeContext post /employee/context/cancel": session,
  "switchEmployeeContext post /employee/context/switch": newSession,
  "createEmployee post /employee/create": unknown,
  "reinviteEmployee post /employee/reinvite/{id}": unknown,
  "handlePaymentMethodGet get /handle-payment": handlePayment,
  "handlePaymentMethod post /handle-payment": handlePayment,
  "readLandingPageGet get /landing-page/{landingPageId}": none,
  "readLandingPage post /landing-page/{landingPageId}": none,
  "readLanguagesGet get /language": none,
  "readLanguages post /language": none,
  "renderLegalGuaranteeNotice get /legal-guarantee-notice": none,
  "readMediaGet get /media": none,
  "readMedia post /media": none,
  "readNavigationGet get /navigation/{activeId}/{rootId}": none,
  "readNavigation post /navigation/{activeId}/{rootId}": none,
  "confirmNewsletter post /newsletter/confirm": none,
  "subscribeToNewsletter post /newsletter/subscribe": none,
  "unsubscribeToNewsletter post /newsletter/unsubscribe": none,
  "readOrder post /order": orders,
  "createOrderReturn post /order/{orderId}/return": account,
  "orderDownloadFile get /order/download/{orderId}/{downloadId}": none,
  "orderSetPayment post /order/payment": payment,
  "cancelOrder post /order/state/cancel": payment,
  "createOrganizationUnit post /organization-unit": unknown,
  "removeOrganizationUnits delete /organization-unit": unknown,
  "readOrganizationUnit post /organization-unit/{id}": none,
  "updateOrganizationUnit patch /organization-unit/{id}": unknown,
  "readOrganizationUnits post /organization-units": none,
  "readPaymentMethodGet get /payment-method": none,
  "readPaymentMethod post /payment-method": none,
  "createPayPalOrder post /paypal/create-order": payment,
  "createPayPalExpressOrder post /paypal/express/create-order": payment,
  "preparePayPalExpressCheckout post /paypal/express/prepare-checkout": newSession,
  "handlePayPalExpressShippingCallback post /paypal/express/shipping-callback/{salesChannelId}/{token}": unknown,
  "setPaymentMethodEligibility post /paypal/payment-method-eligibility": unknown,
  "getPUIPaymentInstructions get /paypal/pui/payment-instructions/{transactionId}": none,
  "getPayPalCustomerVaultToken get /paypal/vault-token": none,
  "paypalVaultClear post /paypal/vault/clear": account,
  "fetchPendingOrder post /pending-order/{id}": none,
  "approvePendingOrder post /pending-order/{id}/approve": unknown,
  "createOrderFromPendingOrder post /pending-order/{id}/checkout/order": unknown,
  "declinePendingOrder post /pending-order/{id}/decline": unknown,
  "fetchPendingOrderPaymentMethods post /pending-order/{id}/payment-method": none,
  "requestOrderApproval post /pending-orders/request": unknown,
  "readPermissions get /permission": none,
  "addPermission post /permission": unknown,
  "readProductGet get /product": none,
  "readProduct post /product": none,
  "readProductExport get /product-export/{accessKey}/{fileName}": none,
  "readProductListingGet get /product-listing/{categoryId}": none,
  "readProductListing post /product-listing/{categoryId}": none,
  "readProductDetailGet get /product/{productId}": none,
  "readProductDetail post /product/{productId}": none,
  "readProductCrossSellingsGet get /product/{productId}/cross-selling": none,
  "readProductCrossSellings post /product/{productId}/cross-selling": none,
  "searchProductVariantIdsGet get /product/{productId}/find-variant": none,
  "searchProductVariantIds post /product/{productId}/find-variant": none,
  "renderGaranLabel get /product/{productId}/garan-label": none,
  "saveProductReview post /product/{productId}/review": none,
  "readProductReviewsGet get /product/{productId}/reviews": none,
  "readProductReviews post /product/{productId}/reviews": none,
  "searchByImageSearchTerm post /product/image-upload-search/search-term": none,
  "naturalLanguageSearchTerm post /product/natural-language/search-term": none,
  "readProductsPurchaseLimit get /product/purchase-limit": none,
  "getQuote get /quote/{id}": none,
  "readQuote post /quote/{id}": none,
  "deleteDraftQuote delete /quote/{id}": unknown,
  "removeMessageInQuote delete /quote/{id}/comment/{commentId}": unknown,
  "editMessageInQuote patch /quote/{id}/comment/{commentId}": unknown,
  "replyMessageInQuote post /quote/{id}/comment/reply": unknown,
  "switchPaymentOrShippingMethod post /quote/{id}/configure": unknown,
  "declineQuote post /quote/{id}/decline": unknown,
  "createDraftQuoteVersion post /quote/{id}/draft-version": unknown,
  "deleteDraftQuoteVersion delete /quote/{id}/draft-version": unknown,
  "saveDraftQuoteVersion post /quote/{id}/draft-version/save": unknown,
  "markQuoteHistoryAsSeen post /quote/{id}/history/read": unknown,
  "readQuoteLineItemHistory post /quote/{id}/line-item-history-listing": none,
  "readQuoteLineItems post /quote/{id}/line-item-listing": none,
  "addQuoteLineItem post /quote/{id}/line-item/add": unknown,
  "replaceQuoteNotificationEmployees post /quote/{id}/notification-employees": unknown,
  "createOrderFromQuote post /quote/{id}/order": unknown,
  "markMessagesAsReadInQuote post /quote/{id}/read-message": unknown,
  "requestChangeQuote post /quote/{id}/request-change": unknown,
  "sendMessageInQuote post /quote/{id}/send-message": unknown,
  "sendDraftQuoteRequest post /quote/{id}/send-request": unknown,
  "readQuoteDocuments post /quote/{quoteId}/documents": none,
  "editQuoteLineItem post /quote/{quoteId}/line-item/{lineItemId}/edit": unknown,
  "patchEditQuoteLineItem patch /quote/{quoteId}/line-item/{lineItemId}/edit": unknown,
  "removeQuoteLineItem post /quote/{quoteId}/line-item/{lineItemId}/remove": unknown,
  "deleteQuoteLineItem delete /quote/{quoteId}/line-item/{lineItemId}/remove": unknown,
  "searchQuoteProductsGet get /quote/{quoteId}/product-search": none,
  "searchQuoteProducts post /quote/{quoteId}/product-search": none,
  "downloadQuoteDocument post /quote/document/download/{documentId}/{deepLinkCode}": none,
  "requestQuote post /quote/request": unknown,
  "readQuotes post /quotes": none,
  "sendRevocationRequestMail post /revocation-request-form": none,
  "readRoles get /role": none,
  "readRolesPOST post /role": none,
  "readRole get /role/{id}": none,
  "deleteRole delete /role/{id}": unknown,
  "updateRole patch /role/{id}": unknown,
  "createRole post /role/create": unknown,
  "updateDefaultRoleId post /role/default": unknown,
  "readSalutationGet get /salutation": none,
  "readSalutation post /salutation": none,
  "getScriptStoreApiRoute get /script/{hook}": none,
  // An app script may do anything.
  "postScriptStoreApiRoute post /script/{hook}": unknown,
  "searchPageGet get /search": none,
  "searchPage post /search": none,
  "searchSuggestGet get /search-suggest": none,
  "searchSuggest post /search-suggest": none,
  "readSeoUrlGet get /seo-url": workerRead,
  "readSeoUrl post /seo-url": workerRead,
  "readShippingCostsByCart get /shipping-cost/cart": none,
  "readShippingCostByProduct get /shipping-cost/product/{productId}": none,
  "readShippingMethodGet get /shipping-method": none,
  "readShippingMethod post /shipping-method": none,
  "getShopSettings get /shop-settings": none,
  "createShoppingList post /shopping-list": unknown,
  "removeShoppingLists delete /shopping-list": unknown,
  "readShoppingList post /shopping-list/{id}": none,
  "addLineItems post /shopping-list/{id}/add": unknown,
  "updateShoppingList patch /shopping-list/{id}/change-name": unknown,
  "duplicateShoppingList post /shopping-list/{id}/duplicate": unknown,
  "summaryShoppingList get /shopping-list/{id}/summary": none,
  "updateLineItems post /shopping-list/line-item/{id}/change-quantity": unknown,
  "removeLineItems post /shopping-list/line-item/remove": unknown,
  "readShoppingLists post /shopping-lists": none,
  "addShoppingListsToCart post /shopping-lists/add-to-cart": cart,
  "readSitemap get /sitemap": workerRead,
  "getSitemapFile get /sitemap/{filePath}": workerRead,
  "readSnippets get /snippet": none,
  "auth post /sso/auth/{providerId}": session,
  "redirect post /sso/redirect/{providerId}": none,
  "readCustomProductsTemplates post /swag_customized_products_template": none,
  "readCustomProductsTemplateConfigurations post /swag_customized_products_template_configuration": none,
  "readCustomProductsTemplateOptions post /swag_customized_products_template_option": none,
  "readCustomProductsTemplateOptionValues post /swag_customized_products_template_option_value": none,
  "sendCustomFormMail post /swag/cms-extensions/form": none,
  // The shop's own operations (app/store-api/operations.ts: ShopOperations, ShopPluginOperations).
  "pwaResolvePage post /pwa/page": none,
  "readSiteConfig get /pwa/site-config": workerRead,
  "readSnippets get /pwa/snippet/{langCode}": workerRead,
  "readPbxSession get /pbx2/session": none,
  "readPbxProjects get /pbx2/projects": none,
  // A print project's attributes decide its price in the cart.
  "updatePbxProject patch /pbx2/projects/{id}": unknown,
  "readSocialLoginRedirectUrl get /pbx/social-login/redirect-url/{provider}": none,
  "socialLogin post /pbx/social-login/login": login,
  "readProviderPaymentMethods get /{providerSegment}/payment-methods": none,
  "sendProviderPaymentDetails post /{providerSegment}/payment-details": payment,
  "readProviderPaymentStatus post /{providerSegment}/payment-status": payment,
  "cancelProviderOrderTransaction post /{providerSegment}/cancel-order-transaction": payment,
  "readParcelCities get /{parcelSegment}/cities": none,
  "readParcelWarehouses get /{parcelSegment}/warehouses": none,
  // The locker becomes the delivery address: the cart and the context may follow.
  "selectParcelLocker patch /{parcelSegment}/select": unknown,
  "addProjectLineItem post /checkout/cart/line-item": cart,
  "removeLineItems delete /checkout/cart/line-item": cart,
  "registerCustomer post /account/register": login,
  "readForcedCart post /checkout/cart": cart,
  "searchOrders post /order": orders,
  "selfPurgeCustomer post /customer/self-purge": session,
  "mergeCarts post /{cartMergeSegment}/merge-carts/{id}": cartMerge,
} satisfies Record<Operation, CallEffect>;

interface Route {
  readonly operation: Operation;
  /** Lower case, as in the operation id. */
  readonly method: string;
  /** The path's segments, `{param}` placeholders standing for any one segment. */
  readonly segments: readonly string[];
  readonly effect: CallEffect;
}

const isPlaceholder = (segment: string): boolean => segment.startsWith("{") && segment.endsWith("}");

/** A Store API path's segments, with or without its `/store-api` prefix. */
const segmentsOf = (path: string): string[] =>
  path
    .replace(/^\/store-api(?=\/|$)/, "")
    .split("/")
    .slice(1);

function matches(template: readonly string[], segments: readonly string[], ignoreCase = false): boolean {
  if (template.length !== segments.length) return false;
  return template.every((part, i) => {
    const segment = segments[i]!;
    if (isPlaceholder(part)) return segment !== "";
    return ignoreCase ? part.toLowerCase() === segment.toLowerCase() : part === segment;
  });
}

/** Strings in code-unit order (what `<` compares), not the locale's. */
function byCodeUnit(a: string, b: string): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}

/**
 * The table as routes, the most specific first: of two templates that both match a path, the one with a
 * literal segment where the other has a placeholder, left to right, wins (`/product/purchase-limit`
 * before `/product/{productId}`), as Shopware's routes would. A plugin's path of the shape of a
 * plugin call whose first segment is configured (`/{providerSegment}/payment-status`) is read as that
 * call: each of those is classified as conservatively as any unknown change would be.
 */
const ROUTES: readonly Route[] = (Object.entries(STORE_API_CALLS) as [Operation, CallEffect][])
  .map(([operation, effect]) => {
    const [, method = "", path = ""] = operation.split(" ");
    const segments = segmentsOf(path);
    // "0" for a literal segment, "1" for a placeholder: in string order, literals first, left to right.
    const shape = segments.map((segment) => (isPlaceholder(segment) ? "1" : "0")).join("");
    return { route: { operation, method, segments, effect }, shape };
  })
  .sort((a, b) => byCodeUnit(a.shape, b.shape))
  .map(({ route }) => route);

/** The listed call a request makes (its method and its path, placeholders filled or not), if the table has it. */
export function listedCall(method: string, path: string): { operation: Operation; effect: CallEffect } | undefined {
  const lower = method.toLowerCase();
  const segments = segmentsOf(path);
  return ROUTES.find((route) => route.method === lower && matches(route.segments, segments));
}

/**
 * What a path the table does not list for this method does to the session, as conservatively as
 * before the table: a listed path under another method (HEAD, an older verb) does what its listed
 * calls agree on (a login is a login whatever the verb), but empties no cart; a plugin's line-item route is a cart call; a path that names a
 * login or a cart merge changes the session; the rest of the account changes neither who shops nor the
 * cart; anything else may have changed the cart and the context (a print project's add-to-cart).
 */
function unlistedEffect(segments: readonly string[]): CallEffect {
  const listed = ROUTES.filter((route) => matches(route.segments, segments)).map((route) => route.effect);
  const kinds = new Set(listed.map((effect) => effect.session));
  const [agreed] = kinds;
  if (agreed && kinds.size === 1 && agreed !== "order")
    return new Set(listed).size === 1 ? listed[0]! : { session: agreed };
  const path = `/${segments.join("/")}`;
  if (segments[0] === "checkout" && segments[1] === "cart") return cart;
  if (path.includes("login") || path.includes("merge-carts")) return session;
  if (segments[0] === "account" && segments.length > 1) return account;
  return unknown;
}

/** What a call (method and path, with or without `/store-api`) does to the session: the table's entry, or the unlisted reading above. */
export function callEffect(method: string, path: string): CallEffect {
  return listedCall(method, path)?.effect ?? unlistedEffect(segmentsOf(path));
}

/** What a call the client names by its operation id does; an id the table lacks (only an untyped caller could send one) is read by its method and path. */
export function operationEffect(operation: string): CallEffect {
  const listed: CallEffect | undefined = (STORE_API_CALLS as Record<string, CallEffect>)[operation];
  if (listed) return listed;
  const [, method = "get", path = ""] = operation.split(" ");
  return callEffect(method, path);
}

/** The families the proxy refuses: each Worker-only call's `refusedUnder`, or its path without its trailing placeholders (`/{segment}/merge-carts`, `/pwa/snippet`). */
const REFUSED_FAMILIES: readonly (readonly string[])[] = ROUTES.filter((route) => route.effect.workerOnly).map(
  (route) => {
    if (route.effect.refusedUnder) return segmentsOf(route.effect.refusedUnder);
    const segments = [...route.segments];
    while (segments.length > 1 && isPlaceholder(segments.at(-1)!)) segments.pop();
    return segments;
  },
);

/**
 * Whether the proxy refuses a path to browsers: at or under a Worker-only call's family, whatever the
 * method, and whatever the case (a shop whose router ignores case must not hand the configuration out
 * under "PWA/Site-Config"). The path is the one the shop routes (decoded).
 */
export function refusedToBrowsers(path: string): boolean {
  const segments = segmentsOf(path);
  return REFUSED_FAMILIES.some(
    (family) => family.length <= segments.length && matches(family, segments.slice(0, family.length), true),
  );
}

/** Whether a path is a call that changes state whatever its method (handle-payment): any method needs the same-origin check. */
export function changesWhateverMethod(path: string): boolean {
  const segments = segmentsOf(path);
  return ROUTES.some((route) => route.effect.changesWhateverMethod && matches(route.segments, segments));
}
