import * as z from "zod/mini";
import { redirect } from "react-router";
import { withPrefix } from "../../lib/paths";
import type { StorefrontLoaderArgs } from "../../framework/loaders";
import { dataOf } from "../../store-api/api";
import { ClientApiError } from "../../store-api/errors";
import { catalogHeaders, languageHeaders } from "../../store-api/headers";
import { productPath } from "../product-path";

const hexId = z.string().check(z.regex(/^[0-9a-f]{32}$/));
/** The switch's query (a boundary we own): options as a JSON map of group id to option id. */
const optionsSchema = z.record(hexId, hexId);
/** FindProductVariantRoute answers the FoundCombination itself (the official schema nests it; Shopware does not). */
const foundSchema = z.looseObject({ variantId: hexId });

function optionsOf(search: URLSearchParams): Record<string, string> {
  const raw = search.get("options");
  if (!raw || raw.length > 4096) return {};
  try {
    const parsed = optionsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The variant switch: asks find-variant for the parent's variant with the wanted options (keeping
 * the switched group when no variant has them all) and redirects to that variant's page. A
 * combination nothing matches leads to the parent, whose page shows its main or best variant, as
 * Shopware's storefront does.
 */
export async function switchVariant(
  { services, domain, url }: Pick<StorefrontLoaderArgs, "services" | "domain" | "url">,
  parentId: string,
): Promise<Response> {
  const switched = hexId.safeParse(url.searchParams.get("switched"));
  let productId = parentId;
  try {
    const found = await dataOf(
      services.api.invoke("searchProductVariantIds post /product/{productId}/find-variant", {
        pathParams: { productId: parentId },
        headers: languageHeaders(domain.languageId),
        body: { options: optionsOf(url.searchParams), ...(switched.success ? { switchedGroup: switched.data } : {}) },
      }),
    );
    const checked = foundSchema.safeParse(found);
    if (checked.success) productId = checked.data.variantId;
  } catch (error) {
    if (!(error instanceof ClientApiError && error.statusCode === 404)) throw error;
  }
  // The variant's own SEO URL; without one, its technical path (the page redirects it to the canonical one).
  const result = await dataOf(
    services.api.invoke("readProduct post /product", {
      headers: catalogHeaders(domain.languageId),
      body: { ids: [productId], limit: 1, includes: { product: ["id", "seoUrls"], seo_url: ["seoPathInfo"] } },
    }),
  );
  const product = result.elements?.[0] ?? { id: productId };
  return redirect(withPrefix(domain.langPrefix, productPath(product)), {
    status: 302,
    headers: { "X-Robots-Tag": "noindex" },
  });
}
