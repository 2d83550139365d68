import { data } from "react-router";
import * as z from "zod/mini";
import type { ActionResult } from "../framework/action-result";
import { defineIntent, storefrontAction } from "../framework/actions";
import { ClientApiError } from "../store-api/errors";
import { updatePbxProjectAttributes } from "../session/shop-plugins";
import { ATTRIBUTE_FIELD } from "./project-list";
import { hexId } from "../forms/fields";
import { PAGE_INTENTS } from "../session/page-action";
import * as INTENT from "../forms/intents";

const OPTION_ID = /^\d{1,9}$/;
/** The shop takes at most 50 attributes of a project (emulator and plugin alike). */
const MAX_ATTRIBUTES = 50;

/** The shop's refusals that are about the project, not a field: our own texts. */
const PROJECT_ERRORS: Record<string, string> = {
  PBX__PROJECT_ORDERED: "projects.errors.ordered",
  PBX__PROJECT_NOT_FOUND: "projects.errors.notFound",
};

/**
 * The project form's fields: its id and every `attribute-<id>` field, whose value must be an option
 * id (an integer) or empty (an attribute left without a choice, not sent). A bad one is an error at
 * its select; the rest of the form is not read.
 */
const projectAttributesSchema = z.pipe(
  z.looseObject({ projectId: hexId() }).check(
    z.superRefine((fields, ctx) => {
      const attributes = Object.keys(fields).filter((name) => ATTRIBUTE_FIELD.test(name));
      for (const name of attributes) {
        const value = String(fields[name]);
        if (value !== "" && !OPTION_ID.test(value))
          ctx.issues.push({ code: "custom", path: [name], message: "form.errors.invalid", input: fields[name] });
      }
      if (attributes.length > MAX_ATTRIBUTES)
        ctx.issues.push({
          code: "custom",
          path: ["projectId"],
          message: "form.errors.invalid",
          input: fields.projectId,
        });
    }),
  ),
  z.transform((fields: { projectId: string; [name: string]: unknown }) => ({
    projectId: fields.projectId,
    attributes: [
      ...new Set(
        Object.entries(fields)
          .filter(([name]) => ATTRIBUTE_FIELD.test(name))
          .flatMap(([, value]) => (value === "" ? [] : [Number(value)])),
      ),
    ],
  })),
);

/**
 * PATCH /store-api/pbx2/projects/{id} with the chosen option ids of the project's
 * attributes (an integer list). The shop checks the options (its violations land on the form) and
 * refuses an ordered project. The form stays with what was chosen when it fails; the page's loader
 * runs again after it, so the project's price shows what the new options cost.
 */
export const projectAttributesIntent = defineIntent({
  schema: projectAttributesSchema,
  keepsValues: true,
  async run({ services, domain }, { projectId, attributes }) {
    const identity = { intent: INTENT.projectAttributes, formId: projectId };
    try {
      await updatePbxProjectAttributes(services.api, domain.languageId, projectId, attributes);
    } catch (error) {
      const code =
        error instanceof ClientApiError ? Object.keys(PROJECT_ERRORS).find((known) => error.hasCode(known)) : undefined;
      if (!code) throw error;
      return data<ActionResult>({ ...identity, ok: false, formError: PROJECT_ERRORS[code] }, { status: 400 });
    }
    return { ...identity, ok: true, notice: "projects.saved" };
  },
});

/** The projects page's action: the attributes of a project, and what every page answers. */
export const projectsAction = storefrontAction({
  ...PAGE_INTENTS,
  [INTENT.projectAttributes]: projectAttributesIntent,
});
