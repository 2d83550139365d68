import { Hono } from "hono";
import { applyIncludes, parseCriteria, pathResolver, search } from "../catalog/criteria";
import type { EmulatorEnv } from "../env";
import { criteriaInput } from "../lib/request";
import { entitySearchResult } from "../lib/search-result";
import { renderContext } from "../serialize/common";
import { serializeSeoUrl } from "../serialize/seo";
import { catalogueOf } from "./catalog-helpers";

/** Shopware's SeoUrlRoute: the SEO URLs of the current language and channel, filtered by criteria. */
export const seoUrlRoutes = new Hono<EmulatorEnv>().on(["GET", "POST"], "/seo-url", async (c) => {
  const criteria = parseCriteria(await criteriaInput(c));
  const catalogue = catalogueOf(c);
  const ctx = renderContext(c.get("state"));
  // Filter the seed records (they carry every filterable field) and serialise only the page.
  const docs = catalogue.seoUrls.filter((u) => u.languageId === ctx.languageId);
  const result = search(docs, criteria, pathResolver("seo_url"), (u) => u.id);
  const body = entitySearchResult(
    "seo_url",
    result.elements.map((u) => serializeSeoUrl(u, ctx)),
    result.total,
    result.page,
    result.limit,
  );
  return c.json(applyIncludes(body, criteria.includes));
});
