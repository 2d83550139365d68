import type { Translated } from "./reference";

/** A Printbox product family: what a project is made of, its options and how its price is built. */
export interface SeedFamilyAttribute {
  id: number;
  name: Translated;
  options: { id: number; value: string; name: Translated; priceFactor: number }[];
}
export interface SeedFamily {
  id: string;
  moduleId: string;
  name: Translated;
  basePageCount: number;
  maxPageCount: number;
  /** Gross price per page beyond the base page count (system currency). */
  extraPagePrice: number;
  attributes: SeedFamilyAttribute[];
}

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });
const paper = (base: number): SeedFamilyAttribute => ({
  id: base,
  name: t("Paper", "Papier", "Папір"),
  options: [
    { id: base * 10 + 1, value: "silk", name: t("Silk", "Seidenmatt", "Шовковистий"), priceFactor: 1 },
    { id: base * 10 + 2, value: "glossy", name: t("Glossy", "Glänzend", "Глянцевий"), priceFactor: 1.05 },
    { id: base * 10 + 3, value: "matte", name: t("Matte", "Matt", "Матовий"), priceFactor: 1.1 },
  ],
});
const cover = (base: number): SeedFamilyAttribute => ({
  id: base,
  name: t("Cover", "Einband", "Обкладинка"),
  options: [
    { id: base * 10 + 1, value: "photo", name: t("Photo cover", "Fotoeinband", "Фотообкладинка"), priceFactor: 1 },
    { id: base * 10 + 2, value: "linen", name: t("Linen", "Leinen", "Льон"), priceFactor: 1.2 },
  ],
});
const frame = (base: number): SeedFamilyAttribute => ({
  id: base,
  name: t("Frame", "Rahmen", "Рама"),
  options: [
    { id: base * 10 + 1, value: "none", name: t("No frame", "Ohne Rahmen", "Без рами"), priceFactor: 1 },
    { id: base * 10 + 2, value: "oak", name: t("Oak", "Eiche", "Дуб"), priceFactor: 1.35 },
  ],
});

export const FAMILIES: readonly SeedFamily[] = [
  {
    id: "101",
    moduleId: "photobook",
    name: t("Classic photo book", "Klassisches Fotobuch", "Класична фотокнига"),
    basePageCount: 26,
    maxPageCount: 120,
    extraPagePrice: 0.5,
    attributes: [paper(1), cover(2)],
  },
  {
    id: "102",
    moduleId: "photobook",
    name: t("Premium photo book", "Premium-Fotobuch", "Преміальна фотокнига"),
    basePageCount: 26,
    maxPageCount: 120,
    extraPagePrice: 0.8,
    attributes: [paper(1), cover(2)],
  },
  {
    id: "103",
    moduleId: "photobook",
    name: t("Softcover photo book", "Softcover-Fotobuch", "Фотокнига в м'якій обкладинці"),
    basePageCount: 24,
    maxPageCount: 60,
    extraPagePrice: 0.3,
    attributes: [paper(1)],
  },
  {
    id: "104",
    moduleId: "photobook",
    name: t("Layflat photo book", "Layflat-Fotobuch", "Фотокнига лейфлет"),
    basePageCount: 20,
    maxPageCount: 80,
    extraPagePrice: 1.5,
    attributes: [paper(1), cover(2)],
  },
  {
    id: "201",
    moduleId: "calendar",
    name: t("Wall calendar", "Wandkalender", "Настінний календар"),
    basePageCount: 13,
    maxPageCount: 13,
    extraPagePrice: 0,
    attributes: [paper(1)],
  },
  {
    id: "202",
    moduleId: "calendar",
    name: t("Desk calendar", "Tischkalender", "Настільний календар"),
    basePageCount: 13,
    maxPageCount: 13,
    extraPagePrice: 0,
    attributes: [paper(1)],
  },
  {
    id: "301",
    moduleId: "wallart",
    name: t("Canvas print", "Leinwanddruck", "Друк на полотні"),
    basePageCount: 1,
    maxPageCount: 1,
    extraPagePrice: 0,
    attributes: [frame(3)],
  },
  {
    id: "302",
    moduleId: "wallart",
    name: t("Photo poster", "Fotoposter", "Фотопостер"),
    basePageCount: 1,
    maxPageCount: 1,
    extraPagePrice: 0,
    attributes: [paper(1), frame(3)],
  },
  {
    id: "303",
    moduleId: "wallart",
    name: t("Acrylic glass print", "Acrylglasdruck", "Друк на акрилі"),
    basePageCount: 1,
    maxPageCount: 1,
    extraPagePrice: 0,
    attributes: [],
  },
  {
    id: "401",
    moduleId: "phonecase",
    name: t("iPhone photo case", "iPhone-Fotohülle", "Фоточохол для iPhone"),
    basePageCount: 1,
    maxPageCount: 1,
    extraPagePrice: 0,
    attributes: [],
  },
  {
    id: "402",
    moduleId: "phonecase",
    name: t("Samsung photo case", "Samsung-Fotohülle", "Фоточохол для Samsung"),
    basePageCount: 1,
    maxPageCount: 1,
    extraPagePrice: 0,
    attributes: [],
  },
];

export const familyById = (id: string): SeedFamily | undefined => FAMILIES.find((f) => f.id === id);
