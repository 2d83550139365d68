import { hexId } from "./ids";
import type { Translated } from "./reference";

export interface SeedPromotion {
  id: string;
  /** The code a shopper types; null for a global promotion, applied automatically. */
  code: string | null;
  name: Translated;
  discountType: "percentage" | "absolute";
  /** Percent, or an amount in the system currency (gross). */
  value: number;
  /** Minimum cart value (positions, gross, system currency) for the promotion to apply. */
  minCartValue: number;
  /** Only these customer groups; empty for everyone. */
  customerGroupIds: string[];
  requiresLogin: boolean;
}

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });

export const PROMOTIONS: readonly SeedPromotion[] = [
  {
    id: hexId("promotion:welcome10"),
    code: "WELCOME10",
    name: t("Welcome discount 10%", "Willkommensrabatt 10 %", "Вітальна знижка 10%"),
    discountType: "percentage",
    value: 10,
    minCartValue: 0,
    customerGroupIds: [],
    requiresLogin: false,
  },
  {
    id: hexId("promotion:save5"),
    code: "SAVE5",
    name: t("€5 off from €25", "5 € Rabatt ab 25 €", "5 € знижки від 25 €"),
    discountType: "absolute",
    value: 5,
    minCartValue: 25,
    customerGroupIds: [],
    requiresLogin: false,
  },
  {
    id: hexId("promotion:members15"),
    code: "MEMBERS15",
    name: t("Members' discount 15%", "Mitgliederrabatt 15 %", "Знижка для учасників 15%"),
    discountType: "percentage",
    value: 15,
    minCartValue: 0,
    customerGroupIds: [],
    requiresLogin: true,
  },
  {
    id: hexId("promotion:autumn"),
    code: null,
    name: t("Autumn sale 3% from €100", "Herbstaktion 3 % ab 100 €", "Осінній розпродаж 3% від 100 €"),
    discountType: "percentage",
    value: 3,
    minCartValue: 100,
    customerGroupIds: [],
    requiresLogin: false,
  },
];

export const promotionByCode = (code: string): SeedPromotion | undefined =>
  PROMOTIONS.find((p) => p.code !== null && p.code.toLowerCase() === code.trim().toLowerCase());
export const GLOBAL_PROMOTIONS = PROMOTIONS.filter((p) => p.code === null);
