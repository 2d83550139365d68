import * as z from "zod/mini";
import type { PublicSiteConfig } from "../../kv-schemas/site-config";
import type { StorefrontServices } from "../framework/services";
import { type PbxProject, readPbxProjects } from "../session/shop-plugins";

/** What Printbox's project list tells of a project that we need: its id (Printbox's ids, ours are hex). */
const listedProject = z.looseObject({ id: z.union([z.string().check(z.regex(/^[\w-]{1,64}$/)), z.int()]) });
/**
 * Printbox's list: a page of results (its REST API's pagination: `next` names the following page, null on
 * the last) or, as some instances answer, the list itself.
 */
const projectListSchema = z.union([
  z.array(listedProject),
  z.looseObject({ results: z.array(listedProject), next: z.optional(z.nullable(z.string())) }),
]);

/** Pages followed at most (of up to PAGE_SIZE projects): more than this is a loop or a broken API. */
const MAX_PAGES = 20;
const PAGE_SIZE = 100;

/**
 * The list's next page: `next`'s query on the configured list URL. The customer's editor session goes
 * only to the configured API, whatever origin or path the answer names (a proxy's, or a forged one).
 */
export function nextPageUrl(listUrl: string, next: string | null | undefined): string | null {
  if (!next || !URL.canParse(next, "https://printbox.invalid/")) return null;
  const { search } = new URL(next, "https://printbox.invalid/");
  return search ? `${listUrl}${search}` : null;
}

/** The customer's project list could not be read (not configured, no editor session, Printbox unreachable or odd). */
export class SavedProjectsUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SavedProjectsUnavailableError";
  }
}

/** The shop's plugin takes the ids in the query: a few dozen per call keep the URL short. */
const IDS_PER_CALL = 50;

/**
 * The ids of the customer's saved projects, from Printbox's editor API (`GET /api/editor/projects`,
 * with the customer's editor session id, `X-Version: v6` and the store name, as Printbox's own
 * integration lists them: printbox-team/pbx-shopify-theme-assets, PbxProjectsApiRepository), every
 * page of it. A page that cannot be read fails the whole list: a part would hide projects.
 */
export async function readSavedProjectIds(
  services: Pick<StorefrontServices, "printboxFetch">,
  printService: Pick<PublicSiteConfig["printService"], "editorApiUrl" | "storeConfigName">,
  sessionId: string,
): Promise<string[]> {
  if (!printService.editorApiUrl)
    throw new SavedProjectsUnavailableError("printService.editorApiUrl is not configured");
  if (!sessionId) throw new SavedProjectsUnavailableError("no editor session for the customer");
  const url = `${printService.editorApiUrl.replace(/\/+$/, "")}/api/editor/projects`;
  // Each page has its own time: a long list is not cut short by the first pages' time.
  const init = (): RequestInit => ({
    headers: {
      accept: "application/json",
      "Session-Id": sessionId,
      "X-Version": "v6",
      "X-Pbx-Store-Name": printService.storeConfigName || "default_store",
    },
    signal: AbortSignal.timeout(10_000),
  });
  const ids = new Set<string>();
  const asked = new Set<string>();
  // The largest page Printbox's paging gives (fewer calls); one that ignores it pages by its own size.
  let page: string | null = `${url}?page_size=${PAGE_SIZE}`;
  while (page && !asked.has(page)) {
    if (asked.size === MAX_PAGES)
      throw new SavedProjectsUnavailableError(`Printbox's project list has more than ${MAX_PAGES} pages`);
    asked.add(page);
    let response: Response;
    try {
      response = services.printboxFetch
        ? await services.printboxFetch(page, init())
        : await fetch(new URL(page, location.href), init());
    } catch (error) {
      throw new SavedProjectsUnavailableError("Printbox's project list is unreachable", { cause: error });
    }
    if (!response.ok) throw new SavedProjectsUnavailableError(`Printbox's project list answered ${response.status}`);
    const parsed = projectListSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new SavedProjectsUnavailableError("Printbox's project list came in an unknown shape");
    const listed = Array.isArray(parsed.data) ? parsed.data : parsed.data.results;
    for (const project of listed) ids.add(String(project.id));
    page = Array.isArray(parsed.data) ? null : nextPageUrl(url, parsed.data.next);
  }
  return [...ids];
}

/**
 * "My projects": the customer's saved projects as the shop knows them (GET /store-api/pbx2/projects
 * with their ids: editable attributes, price, editor path), by the ids Printbox lists for the customer.
 * None listed, no call to the shop. Null when the list could not be read (logged): the page says so
 * rather than telling the customer they have no projects. The shop's own failures are thrown as ever.
 */
export async function readSavedProjects(
  services: Pick<StorefrontServices, "api" | "printboxFetch">,
  printService: Pick<PublicSiteConfig["printService"], "editorApiUrl" | "storeConfigName">,
  languageId: string,
  sessionId: string,
): Promise<PbxProject[] | null> {
  let ids: string[];
  try {
    ids = await readSavedProjectIds(services, printService, sessionId);
  } catch (error) {
    if (!(error instanceof SavedProjectsUnavailableError)) throw error;
    console.error("the customer's projects could not be listed:", error.message, error.cause ?? "");
    return null;
  }
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CALL) chunks.push(ids.slice(start, start + IDS_PER_CALL));
  const answers = await Promise.all(chunks.map((chunk) => readPbxProjects(services.api, languageId, chunk)));
  return answers.flatMap((answer) => answer.elements);
}
