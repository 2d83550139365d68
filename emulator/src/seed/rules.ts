import { hexId } from "./ids";
import { CUSTOMER_GROUPS, type SeedCountry } from "./reference";

/**
 * The demo shop's rules (Shopware's rule builder) that hold for a context by itself, without a cart:
 * their ids are the context's `ruleIds`, which Shopware's HTTP cache hashes into `sw-cache-hash` (a
 * rule may change prices, promotions or shipping costs). Fixed ids, like every seed id.
 */
export interface SeedRule {
  id: string;
  name: string;
  holds: (context: { country: SeedCountry; customerGroupId: string }) => boolean;
}

export const RULES: readonly SeedRule[] = [
  { id: hexId("rule:always-valid"), name: "Always valid (Default)", holds: () => true },
  { id: hexId("rule:customers-eu"), name: "Customers from the EU", holds: ({ country }) => country.isEu },
  {
    id: hexId("rule:tax-free-country"),
    name: "Customers from tax-free countries",
    holds: ({ country }) => country.taxFree,
  },
  {
    id: hexId("rule:business-customers"),
    name: "Business customers",
    holds: ({ customerGroupId }) => customerGroupId !== CUSTOMER_GROUPS[0]!.id,
  },
];

/** The ids of the rules that hold for a context, as Shopware's context lists them. */
export const contextRuleIds = (country: SeedCountry, customerGroupId: string): string[] =>
  RULES.filter((rule) => rule.holds({ country, customerGroupId })).map((rule) => rule.id);
