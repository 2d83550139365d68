import { data } from "react-router";
import { editorContext } from "../app/editor/editor-context";
import { type EditorParams, editorParams, editorQuery } from "../app/editor/editor-params";
import { ensureSession, storefrontLoader } from "../app/framework/loaders";
import type { PageTitleData } from "../app/framework/types";

export interface EditorData extends PageTitleData {
  params: EditorParams;
  /** Where the editor script comes from; loaded by the page, never by any other. */
  scriptUrl: string;
  webView: boolean;
  /** A project opened from the cart: once saved, the cart is read again (its price and options follow the project). */
  fromCart: boolean;
}

/**
 * The editor's parameters for the query's product family (and project),
 * in the shopper's language and currency, with the customer's editor session (a guest starts
 * without one). A malformed editor link is the 404 page.
 */
export const loader = storefrontLoader(async (args): Promise<EditorData> => {
  const query = editorQuery(args.url.searchParams);
  if (!query) throw data(null, { status: 404 });
  const { context, scriptUrl } = await editorContext(args, await ensureSession(args));
  const params = editorParams(query, context);
  return { params, scriptUrl, webView: params.isEmbededInWebview, fromCart: query.fromCart === "1" };
});
