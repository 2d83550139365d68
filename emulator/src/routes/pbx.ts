import { Hono } from "hono";
import { z } from "zod";
import type { EmulatorEnv } from "../env";
import { randomHex } from "../lib/crypto";
import { shopwareDate } from "../lib/dates";
import { StoreApiError } from "../lib/errors";
import { jsonBody } from "../lib/request";
import { familyById } from "../seed/families";
import { renderContext } from "../serialize/common";
import { serializeProject } from "../serialize/project";
import { createSession, findProject, listProjects, saveProject } from "../state/projects";
import { requireCustomer } from "./account";
import { catalogueOf } from "./catalog-helpers";

const projectNotFound = (id: string) =>
  new StoreApiError(404, "PBX__PROJECT_NOT_FOUND", `Project "${id}" was not found.`, { projectId: id });

/** The shop's pbx2 plugin: editor sessions and the customer's saved projects with their attributes. */
export const pbxRoutes = new Hono<EmulatorEnv>()
  .get("/pbx2/session", async (c) => {
    const customer = requireCustomer(c, false);
    const session = await createSession(c.env.DB, customer.id, randomHex(20));
    return c.json({ session_id: session.sessionId, session_expires: shopwareDate(session.expiresAt) });
  })
  .get("/pbx2/projects", async (c) => {
    const customer = requireCustomer(c);
    // The plugin answers projects by their ids only (the customer's saved projects are Printbox's, listed
    // by its editor API): without one it refuses as Shopware refuses a missing parameter
    // (RoutingException::missingRequestParameter, FRAMEWORK__MISSING_REQUEST_PARAMETER).
    const ids = (c.req.queries("id[]") ?? c.req.queries("id") ?? []).filter((id) => id !== "");
    if (!ids.length)
      throw new StoreApiError(400, "FRAMEWORK__MISSING_REQUEST_PARAMETER", 'Parameter "id" is missing.', {
        parameterName: "id",
      });
    const ctx = renderContext(c.get("state"));
    // Another customer's project (or an unknown id) is not answered: ids name, the session decides whose.
    const projects = (await listProjects(c.env.DB, customer.id)).filter((p) => ids.includes(p.id));
    return c.json({ elements: projects.map((p) => serializeProject(p, catalogueOf(c), ctx)), total: projects.length });
  })
  .patch("/pbx2/projects/:id", async (c) => {
    const customer = requireCustomer(c);
    const id = c.req.param("id");
    const project = await findProject(c.env.DB, id);
    if (!project || project.owner !== customer.id) throw projectNotFound(id);
    const parsed = z.object({ attributes: z.array(z.number().int()).max(50) }).safeParse(await jsonBody(c));
    if (!parsed.success)
      throw StoreApiError.violations([
        {
          pointer: "/attributes",
          code: "VIOLATION::INVALID_TYPE_ERROR",
          detail: "The attributes must be a list of integer option ids.",
        },
      ]);
    if (project.ordered)
      throw new StoreApiError(400, "PBX__PROJECT_ORDERED", "An ordered project cannot be changed.", { projectId: id });
    const family = familyById(project.productFamilyId);
    const optionIds = parsed.data.attributes;
    const unknown = optionIds.filter((oid) => !family?.attributes.some((a) => a.options.some((o) => o.id === oid)));
    if (unknown.length)
      throw StoreApiError.violations([
        {
          pointer: "/attributes",
          code: "VIOLATION::NO_SUCH_CHOICE_ERROR",
          detail: `Unknown attribute option(s): ${unknown.join(", ")}.`,
        },
      ]);
    const perAttribute = family!.attributes.map(
      (a) => optionIds.filter((oid) => a.options.some((o) => o.id === oid)).length,
    );
    if (perAttribute.some((n) => n > 1))
      throw StoreApiError.violations([
        {
          pointer: "/attributes",
          code: "VIOLATION::INVALID_VALUE",
          detail: "Choose at most one option per attribute.",
        },
      ]);
    // Attributes not named keep their current option.
    const kept = project.optionIds.filter((oid) =>
      family!.attributes.some(
        (a) => a.options.some((o) => o.id === oid) && !a.options.some((o) => optionIds.includes(o.id)),
      ),
    );
    const updated = { ...project, optionIds: [...kept, ...optionIds], updatedAt: shopwareDate(Date.now()) };
    await saveProject(c.env.DB, updated);
    return c.json(serializeProject(updated, catalogueOf(c), renderContext(c.get("state"))));
  });
