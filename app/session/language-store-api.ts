import * as z from "zod/mini";
import { dataOf, type StoreApi } from "../store-api/api";
import { languageHeaders } from "../store-api/headers";

const editorLocaleSchema = z.object({
  elements: z.array(
    z.looseObject({
      customFields: z.optional(z.nullable(z.looseObject({ pbx_editor_locale: z.optional(z.nullable(z.string())) }))),
    }),
  ),
});

/**
 * Language: its custom field `pbx_editor_locale`, the locale the print editor speaks
 * for this language (null when the shop set none). POST /store-api/language with the language's id.
 */
export async function readEditorLocale(api: StoreApi, languageId: string): Promise<string | null> {
  const answer = await dataOf(
    api.invoke("readLanguages post /language", {
      headers: languageHeaders(languageId),
      body: {
        filter: [{ type: "equals", field: "id", value: languageId }],
        limit: 1,
        includes: { language: ["id", "customFields"] },
      },
    }),
  );
  const parsed = editorLocaleSchema.safeParse(answer);
  return (parsed.success && parsed.data.elements[0]?.customFields?.pbx_editor_locale) || null;
}
