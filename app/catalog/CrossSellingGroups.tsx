import { ProductSlider } from "./ProductSlider";
import type { CrossSellingGroup } from "./cross-selling";

/**
 * Cross-selling groups, one slider each with the group's name as its heading ("Similar products",
 * "Goes well with"): the CMS element's and the product page's own (Shopware shows them as tabs; a
 * slider per group keeps every product in the HTML and needs no script to reach the second group).
 */
export function CrossSellingGroups({ groups }: { groups: readonly CrossSellingGroup[] }) {
  const visible = groups.filter((group) => group.products.length);
  if (!visible.length) return null;
  return (
    <div className="cross-selling">
      {visible.map((group) => (
        <ProductSlider key={group.id} products={group.products} title={group.name || null} />
      ))}
    </div>
  );
}
