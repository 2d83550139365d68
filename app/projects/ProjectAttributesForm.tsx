import { useFetcher } from "react-router";
import { Choice } from "../components/Choice";
import { useI18n } from "../i18n/context";
import { useIntentResult } from "../forms/use-intent-result";
import { useSingleSubmit } from "../forms/use-single-submit";
import { useLocalePath } from "../state/site";
import type { PbxProject } from "../session/shop-plugins";
import { attributeField, editableAttributes } from "./project-list";
import * as INTENT from "../forms/intents";

/**
 * A project's editable attributes (PATCH with the chosen option ids), one select per
 * attribute with its current option chosen. Posted to the projects page's own action: with
 * JavaScript a fetcher (no reload; the page's data is read again, so the price follows the options),
 * without it a plain POST that comes back to the page with a notice, or with its errors and choices.
 */
export function ProjectAttributesForm({ project }: { project: PbxProject }) {
  const { t } = useI18n();
  const localePath = useLocalePath();
  const fetcher = useFetcher({ key: `project-attributes-${project.id}` });
  const result = useIntentResult(fetcher.state === "idle" ? fetcher.data : null, INTENT.projectAttributes, project.id);
  const sendOnce = useSingleSubmit(fetcher.state);
  const busy = fetcher.state !== "idle";
  // The shop's violation names the whole list (/attributes), not one select: it is the form's.
  const formError =
    result?.formError ??
    result?.fieldErrors?.attributes ??
    (result?.fieldErrors?.projectId ? "form.errors.invalid" : null);
  return (
    <fetcher.Form
      method="post"
      action={localePath("/projects/")}
      className="project-attributes"
      onSubmit={sendOnce}
      aria-label={t("projects.optionsOf", { name: project.name })}
    >
      <input type="hidden" name="intent" value={INTENT.projectAttributes} />
      <input type="hidden" name="formId" value={project.id} />
      <input type="hidden" name="projectId" value={project.id} />
      {formError && !result?.ok ? (
        <p className="form-error" role="alert">
          {t(formError)}
        </p>
      ) : null}
      <div className="project-attributes__fields">
        {editableAttributes(project).map((attribute) => {
          const name = attributeField(attribute.id);
          const current = result?.values?.[name] ?? (attribute.selected ? String(attribute.selected.id) : "");
          return (
            // Keyed by what the shop holds: a change saved elsewhere (another tab) shows after the page's data is read again.
            <Choice
              key={`${name}-${attribute.selected?.id ?? ""}`}
              label={attribute.name}
              name={name}
              value={current}
              error={result?.ok ? undefined : result?.fieldErrors?.[name]}
            >
              {attribute.selected ? null : <option value="">{t("projects.choose")}</option>}
              {attribute.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.translatedValue || option.value}
                </option>
              ))}
            </Choice>
          );
        })}
      </div>
      <div className="project-attributes__submit">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t("projects.saving") : t("projects.save")}
        </button>
        <p className="project-attributes__saved" role="status">
          {result?.ok && result.notice && !busy ? t(result.notice) : null}
        </p>
      </div>
    </fetcher.Form>
  );
}
