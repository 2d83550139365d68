import { useLoaderData } from "react-router";
import { EditorFrame } from "../app/editor/EditorFrame";
import { useI18n } from "../app/i18n/context";
import type { loader } from "./editor.loader";

/**
 * The editor page: the print editor for a product family or a saved project. In the
 * mobile app's web view (`web-view=1`) the shop's header and footer stay hidden (CSS, from the
 * server's HTML on) and the editor is told it is embedded.
 */
export default function EditorScreen() {
  const { t } = useI18n();
  const data = useLoaderData<typeof loader>();
  return (
    <div className={`editor-page${data.webView ? " editor-page--web-view" : ""}`}>
      <h1 className="visually-hidden">{t("pageTitle.editor")}</h1>
      <EditorFrame
        key={`${data.params.productFamilyId}:${data.params.projectId ?? ""}`}
        scriptUrl={data.scriptUrl}
        params={data.params}
        fromCart={data.fromCart}
      />
    </div>
  );
}
