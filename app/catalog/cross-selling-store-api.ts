import { cardOf } from "./card";
import { dataOf, type StoreApi } from "../store-api/api";
import { catalogHeaders } from "../store-api/headers";
import { LISTING_INCLUDES } from "../store-api/includes";
import { CROSS_SELLING_LIMIT, type CrossSellingGroup } from "./cross-selling";

const CROSS_SELLING_INCLUDES = {
  ...LISTING_INCLUDES,
  cross_selling_element: ["crossSelling", "products", "total"],
  product_cross_selling: ["id", "name", "translated", "position"],
};

/**
 * POST /store-api/product/{id}/cross-selling: the product's cross-selling groups in the shop's order,
 * each with its products as cards; a group without products is left out, as Shopware's storefront
 * leaves it out (`page.crossSellings.elements|filter(item => item.total > 0)`).
 */
export async function readCrossSellings(
  api: StoreApi,
  languageId: string,
  productId: string,
): Promise<CrossSellingGroup[]> {
  const elements = await dataOf(
    api.invoke("readProductCrossSellings post /product/{productId}/cross-selling", {
      pathParams: { productId },
      headers: catalogHeaders(languageId),
      // The operation's type names no body: Shopware reads the criteria all the same (spec section 7).
      ...({ body: { limit: CROSS_SELLING_LIMIT, includes: CROSS_SELLING_INCLUDES } } as object),
    }),
  );
  return (Array.isArray(elements) ? elements : []).flatMap((element) => {
    const products = (element.products ?? []).slice(0, CROSS_SELLING_LIMIT).map(cardOf);
    const group = element.crossSelling;
    if (!products.length || !group?.id) return [];
    const name = (group.translated as { name?: string } | undefined)?.name ?? group.name ?? "";
    return [{ id: group.id, name, products }];
  });
}
