import type { SessionContext } from "../session/store-api";
import { ClientApiError } from "../store-api/errors";
import { readEditorLocale } from "../session/language-store-api";
import { withPrefix } from "../lib/paths";
import type { StorefrontLoaderArgs } from "../framework/loaders";
import type { EditorContext } from "./editor-params";
import { editorSessionId } from "./editor-session";
import { editorInitializerUrl } from "./editor-url";

/**
 * What the editor's parameters are made of besides the page's query, for the pages that open the
 * editor (the editor page, the projects page's project list): the shop's print service, the
 * shopper's language (with its editor locale) and currency, the customer's editor session (empty for
 * a guest), and where the editor script comes from.
 */
export async function editorContext(
  { services, domain, config }: Pick<StorefrontLoaderArgs, "services" | "domain" | "config">,
  session: SessionContext,
): Promise<{ context: EditorContext; scriptUrl: string }> {
  const [sessionId, editorLocale] = await Promise.all([
    session.customer
      ? editorSessionId(services, session.customer.id).catch((error: unknown) => {
          // The editor asks again when it needs one (authUserRequest, refreshSession): the page still opens.
          console.error("editor session unavailable", error instanceof ClientApiError ? error.messages : error);
          return "";
        })
      : Promise.resolve(""),
    readEditorLocale(services.api, domain.languageId).catch((error: unknown) => {
      // The language's editor locale is a nicety: without it the editor speaks the shopper's language code.
      console.error("editor locale unavailable", error instanceof ClientApiError ? error.messages : error);
      return null;
    }),
  ]);
  return {
    context: {
      printService: config.printService,
      locale: domain.locale,
      editorLocale,
      currencyIsoCode: session.currency.isoCode,
      editorPath: withPrefix(domain.langPrefix, "/editor/"),
      sessionId,
    },
    scriptUrl: editorInitializerUrl(config.printService),
  };
}
