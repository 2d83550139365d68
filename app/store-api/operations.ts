import type { components, operations } from "@shopware/api-client/store-api-types";
import type { SnippetTree } from "../../kv-schemas/snippets";
import type { SiteConfig } from "../../kv-schemas/site-config";

export type Schemas = components["schemas"];

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
  | (PwaPageBase & { resourceType: "frontend.detail.page"; product: Schemas["Product"]; configurator?: Schemas["PropertyGroup"][] | null })
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

export type StorefrontOperations = operations & ShopOperations;
