import * as z from "zod/mini";
import type { PublicSiteConfig } from "../../kv-schemas/site-config";

/**
 * The editor parameters, as Printbox's `setEditorConfig` takes them
 * (reference/editor.md). The editor builds its own links from `ecommerceUrlPart`; ours end in a slash.
 */
export interface EditorParams {
  currency: string;
  ecommerceUrlPart: string;
  instanceId: string;
  language: string;
  locale: string;
  moduleId: string;
  productFamilyId: string;
  storeName: string;
  useIframe: boolean;
  sessionId: string;
  isEmbededInWebview: boolean;
  forceTrailingSlashWhenGeneratingUrls: boolean;
  projectId?: string;
}

/** The project-list parameters: the editor lists the customer's projects instead of opening one. */
export type ProjectListParams = Pick<
  EditorParams,
  "currency" | "instanceId" | "language" | "locale" | "storeName" | "useIframe" | "sessionId"
>;

/** Printbox's ids as they appear in our links: product family and module ids, project ids (ours are hex, Printbox's may not be). */
const editorId = z.string().check(z.regex(/^[\w-]{1,64}$/));

/**
 * The editor page's query: `productFamilyId` and `moduleId` from a product page, a
 * project's editor path adds `projectId`; `fromCart` marks a project opened from the cart; `web-view=1`
 * the mobile app's web view. Anything else in the query is ignored; a malformed id is no editor link.
 */
export const editorQuerySchema = z.object({
  productFamilyId: editorId,
  moduleId: z.optional(editorId),
  projectId: z.optional(editorId),
  fromCart: z.optional(z.string()),
  "web-view": z.optional(z.string()),
});
export type EditorQuery = z.infer<typeof editorQuerySchema>;

export function editorQuery(search: URLSearchParams): EditorQuery | null {
  const parsed = editorQuerySchema.safeParse(
    Object.fromEntries([...search.keys()].map((key) => [key, search.get(key)])),
  );
  return parsed.success ? parsed.data : null;
}

/** What the parameters are made of besides the query: the shop, the shopper's language and currency, and their editor session. */
export interface EditorContext {
  printService: Pick<PublicSiteConfig["printService"], "instanceId" | "storeConfigName">;
  /** The shopper's locale (en-GB) and the language's editor locale (its `pbx_editor_locale` custom field), if it has one. */
  locale: string;
  editorLocale: string | null;
  currencyIsoCode: string;
  /** The editor page's path in the shopper's language, e.g. /de/editor/. */
  editorPath: string;
  /** The customer's editor session id; empty for a guest (the editor asks for a login when it needs one). */
  sessionId: string;
}

function common(context: EditorContext): ProjectListParams {
  const language = context.locale.split("-")[0] ?? context.locale;
  return {
    currency: context.currencyIsoCode,
    instanceId: context.printService.instanceId,
    language,
    locale: context.editorLocale || language,
    storeName: context.printService.storeConfigName || "default_store",
    useIframe: false,
    sessionId: context.sessionId,
  };
}

export function editorParams(query: EditorQuery, context: EditorContext): EditorParams {
  return {
    ...common(context),
    ecommerceUrlPart: context.editorPath,
    moduleId: query.moduleId ?? "",
    productFamilyId: query.productFamilyId,
    isEmbededInWebview: query["web-view"] === "1",
    forceTrailingSlashWhenGeneratingUrls: true,
    ...(query.projectId ? { projectId: query.projectId } : {}),
  };
}

export const projectListParams = (context: EditorContext): ProjectListParams => common(context);
