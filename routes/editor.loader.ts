import { data } from "react-router";
import { type EditorParams, editorParams, editorQuery } from "../app/editor/editor-params";
import { editorInitializerUrl } from "../app/editor/editor-url";
import { withPrefix } from "../app/lib/paths";
import { ensureSession, storefrontLoader } from "../app/router/loaders";
import type { PageTitleData } from "../app/router/types";
import { ClientApiError } from "../app/store-api/errors";
import { readEditorLocale } from "../app/store-api/language";
import { readPbxSession } from "../app/store-api/shop-plugins";

export interface EditorData extends PageTitleData {
  params: EditorParams;
  /** Where the editor script comes from (spec section 7); loaded by the page, never by any other. */
  scriptUrl: string;
  webView: boolean;
  /** A project opened from the cart: once saved, the cart is read again (its price and options follow the project). */
  fromCart: boolean;
}

/**
 * Spec sections 2, 3 and 7: the editor's parameters for the query's product family (and project),
 * in the shopper's language and currency, with the customer's editor session (a guest starts
 * without one). A malformed editor link is the 404 page.
 */
export const loader = storefrontLoader(async (args): Promise<EditorData> => {
  const { services, domain, config, url } = args;
  const query = editorQuery(url.searchParams);
  if (!query) throw data(null, { status: 404 });
  const session = await ensureSession(args);
  const [sessionId, editorLocale] = await Promise.all([
    session.customer ? readPbxSession(services.api).then((answer) => answer.session_id) : Promise.resolve(""),
    readEditorLocale(services.api, domain.languageId).catch((error: unknown) => {
      // The language's editor locale is a nicety: without it the editor speaks the shopper's language code.
      console.error("editor locale unavailable", error instanceof ClientApiError ? error.messages : error);
      return null;
    }),
  ]);
  const params = editorParams(query, {
    printService: config.printService,
    locale: domain.locale,
    editorLocale,
    currencyIsoCode: session.currency.isoCode,
    editorPath: withPrefix(domain.langPrefix, "/editor/"),
    sessionId,
  });
  return { params, scriptUrl: editorInitializerUrl(config.printService), webView: params.isEmbededInWebview, fromCart: query.fromCart !== undefined };
});
