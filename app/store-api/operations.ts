import type { components, operations } from "@shopware/api-client/store-api-types";
import type * as z from "zod/mini";
import type * as contracts from "./contracts/shop-plugins";
import type { SnippetTree } from "../../kv-schemas/snippets";
import type { SiteConfig } from "../../kv-schemas/site-config";

export type Schemas = components["schemas"];

/** An address as a registration sends it: what a shopper enters (the schema's address is the stored entity, ids and dates included). */
export type RegistrationAddress = Pick<Schemas["CustomerAddress"], "street" | "zipcode" | "city" | "countryId"> &
  Partial<Pick<Schemas["CustomerAddress"], "countryStateId" | "company" | "salutationId" | "phoneNumber">>;
/** What a registration sends: the official body, with its billing address as a shopper enters it. */
export type RegistrationBody = Omit<
  operations["register post /account/register"]["body"],
  "billingAddress" | "shippingAddress"
> & { billingAddress: RegistrationAddress };

type Breadcrumb = Record<string, { name: string; path: string }>;
interface PwaPageBase {
  resourceIdentifier: string;
  canonicalPathInfo: string;
  cmsPage?: Schemas["CmsPage"] | null;
  breadcrumb?: Breadcrumb | [];
  apiAlias: "pwa_page_result";
}
export type PwaPageResult =
  | (PwaPageBase & { resourceType: "frontend.navigation.page"; category: Schemas["Category"] })
  | (PwaPageBase & {
      resourceType: "frontend.detail.page";
      product: Schemas["Product"];
      configurator?: Schemas["PropertyGroup"][] | null;
    })
  | (PwaPageBase & { resourceType: "frontend.landing.page"; landingPage: Schemas["LandingPage"] });

/**
 * Operations of the shop's plugins that the official schema lacks, typed in the same form as
 * @shopware/api-client's `operations`, so that `invoke` checks them too.
 */
export type ShopOperations = {
  "pwaResolvePage post /pwa/page": {
    contentType?: "application/json";
    accept?: "application/json";
    headers?: { "sw-language-id"?: string; "sw-include-seo-urls"?: boolean };
    body: { path: string } & Record<string, unknown>;
    response: PwaPageResult;
    responseCode: 200;
  };
  "readSiteConfig get /pwa/site-config": {
    contentType?: "application/json";
    accept?: "application/json";
    response: SiteConfig;
    responseCode: 200;
  };
  "readSnippets get /pwa/snippet/{langCode}": {
    contentType?: "application/json";
    accept?: "application/json";
    pathParams: { langCode: string };
    response: SnippetTree;
    responseCode: 200;
  };
};

type Json = { contentType?: "application/json"; accept?: "application/json"; headers?: { "sw-language-id"?: string } };
type Answer<S extends z.ZodMiniType> = { response: z.infer<S>; responseCode: 200 };

/**
 * The shop plugins' own endpoints, typed from their zod contracts
 * (contracts/shop-plugins.ts), so that the contract is the one source of their shapes. The payment
 * provider's and the parcel service's path segments come from the site configuration.
 */
export type ShopPluginOperations = {
  "readPbxSession get /pbx2/session": Json & Answer<typeof contracts.pbxSessionSchema>;
  "readPbxProjects get /pbx2/projects": Json & { query?: { "id[]"?: string[] } } & Answer<
      typeof contracts.pbxProjectListSchema
    >;
  "updatePbxProject patch /pbx2/projects/{id}": Json & {
    pathParams: { id: string };
    body: { attributes: number[] };
  } & Answer<typeof contracts.pbxProjectSchema>;
  "readSocialLoginRedirectUrl get /pbx/social-login/redirect-url/{provider}": Json & {
    pathParams: { provider: string };
    query: { redirectUri: string };
  } & Answer<typeof contracts.socialRedirectSchema>;
  "socialLogin post /pbx/social-login/login": Json & { body: { code: string; state: string } } & Answer<
      typeof contracts.socialLoginResultSchema
    >;
  "readProviderPaymentMethods get /{providerSegment}/payment-methods": Json & {
    pathParams: { providerSegment: string };
    query?: { orderId?: string };
  } & Answer<typeof contracts.providerPaymentMethodsSchema>;
  "sendProviderPaymentDetails post /{providerSegment}/payment-details": Json & {
    pathParams: { providerSegment: string };
    body: { orderId: string; stateData: string | Record<string, unknown> };
  } & Answer<typeof contracts.providerPaymentResultSchema>;
  "readProviderPaymentStatus post /{providerSegment}/payment-status": Json & {
    pathParams: { providerSegment: string };
    body: { orderId: string };
  } & Answer<typeof contracts.providerPaymentResultSchema>;
  "cancelProviderOrderTransaction post /{providerSegment}/cancel-order-transaction": Json & {
    pathParams: { providerSegment: string };
    body: { orderId: string };
  } & Answer<typeof contracts.successSchema>;
  "readParcelCities get /{parcelSegment}/cities": Json & {
    pathParams: { parcelSegment: string };
    query?: { search?: string };
  } & Answer<typeof contracts.parcelCitiesSchema>;
  "readParcelWarehouses get /{parcelSegment}/warehouses": Json & {
    pathParams: { parcelSegment: string };
    query: { cityRef: string; search?: string };
  } & Answer<typeof contracts.parcelWarehousesSchema>;
  "selectParcelLocker patch /{parcelSegment}/select": Json & {
    pathParams: { parcelSegment: string };
    body: z.infer<typeof contracts.parcelSelectionSchema>;
  } & Answer<typeof contracts.parcelSelectResultSchema>;
  /** The print plugin's saved project as a line item, and the cart read again with the projects' current prices. */
  "addProjectLineItem post /checkout/cart/line-item": Json & {
    body: {
      items: {
        type: "pbx2project";
        id: string;
        quantity: number;
        referencedId: string;
        payload: { projectId: string };
      }[];
    };
  } & { response: Schemas["Cart"]; responseCode: 200 };
  /**
   * The spec's removal (DELETE with ids[] in the query). The official schema names the parameter
   * `ids`, which the client writes as repeated `ids=` and Symfony reads as its last value only.
   */
  "removeLineItems delete /checkout/cart/line-item": Json & { query: { "ids[]": string[] } } & {
    response: Schemas["Cart"];
    responseCode: 200;
  };
  /** The official body's addresses are the stored entity (ids, dates); a registration sends what a shopper enters (store-api/account). */
  "registerCustomer post /account/register": Json & { body: RegistrationBody } & {
    response: Schemas["Customer"];
    responseCode: 200;
  };
  "readForcedCart post /checkout/cart": Json & { body: { "force-project-refresh": true } } & {
    response: Schemas["Cart"];
    responseCode: 200;
  };
  /**
   * The customer's orders with criteria of our own (filter equals id, limit 1). The
   * official body allows only the guest's deep-link filter, though the route takes any criteria.
   */
  "searchOrders post /order": Json & {
    body: Omit<operations["readOrder post /order"]["body"], "filter"> & {
      filter?: Schemas["NoneFieldsCriteria"]["filter"];
    };
  } & {
    response: Schemas["OrderRouteResponse"];
    responseCode: 200;
  };
  /** The shop's account removal (the customer confirms with the account's e-mail). */
  "selfPurgeCustomer post /customer/self-purge": Json & { body: { email: string } } & Answer<
      typeof contracts.successSchema
    >;
  "mergeCarts post /{cartMergeSegment}/merge-carts/{id}": Json & {
    pathParams: { cartMergeSegment: string; id: string };
  } & { response: Schemas["Cart"]; responseCode: 200 };
};

export type StorefrontOperations = operations & ShopOperations & ShopPluginOperations;
