import { hexId } from "./ids";
import type { Translated } from "./reference";

export interface SeedPropertyOption {
  id: string;
  groupId: string;
  key: string;
  name: Translated;
  position: number;
  colorHexCode: string | null;
}

export interface SeedPropertyGroup {
  id: string;
  key: string;
  name: Translated;
  displayType: "text" | "color" | "media";
  sortingType: "alphanumeric" | "position";
  filterable: boolean;
  position: number;
  options: SeedPropertyOption[];
}

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });

function group(
  key: string,
  name: Translated,
  displayType: SeedPropertyGroup["displayType"],
  position: number,
  options: [string, Translated, string?][],
): SeedPropertyGroup {
  const id = hexId(`property-group:${key}`);
  return {
    id,
    key,
    name,
    displayType,
    sortingType: "position",
    filterable: true,
    position,
    options: options.map(([optionKey, optionName, hex], index) => ({
      id: hexId(`property-option:${key}:${optionKey}`),
      groupId: id,
      key: optionKey,
      name: optionName,
      position: index + 1,
      colorHexCode: hex ?? null,
    })),
  };
}

export const PROPERTY_GROUPS: readonly SeedPropertyGroup[] = [
  group("colour", t("Colour", "Farbe", "Колір"), "color", 1, [
    ["black", t("Black", "Schwarz", "Чорний"), "#1d1d1f"],
    ["white", t("White", "Weiß", "Білий"), "#f5f5f7"],
    ["red", t("Red", "Rot", "Червоний"), "#c62828"],
    ["blue", t("Blue", "Blau", "Синій"), "#1565c0"],
    ["green", t("Green", "Grün", "Зелений"), "#2e7d32"],
    ["gold", t("Gold", "Gold", "Золотий"), "#b8860b"],
    ["rose", t("Rose", "Rosé", "Рожевий"), "#d81b60"],
  ]),
  group("format", t("Format", "Format", "Формат"), "text", 2, [
    ["a5-portrait", t("A5 portrait", "A5 hoch", "A5 вертикальний")],
    ["a4-portrait", t("A4 portrait", "A4 hoch", "A4 вертикальний")],
    ["a4-landscape", t("A4 landscape", "A4 quer", "A4 горизонтальний")],
    ["a3-landscape", t("A3 landscape", "A3 quer", "A3 горизонтальний")],
    ["20x20", t("20 × 20 cm", "20 × 20 cm", "20 × 20 см")],
    ["30x30", t("30 × 30 cm", "30 × 30 cm", "30 × 30 см")],
    ["40x60", t("40 × 60 cm", "40 × 60 cm", "40 × 60 см")],
    ["60x90", t("60 × 90 cm", "60 × 90 cm", "60 × 90 см")],
  ]),
  group("finish", t("Finish", "Oberfläche", "Покриття"), "text", 3, [
    ["matte", t("Matte", "Matt", "Матове")],
    ["glossy", t("Glossy", "Glänzend", "Глянцеве")],
    ["silk", t("Silk", "Seidenmatt", "Шовковисте")],
  ]),
  group("material", t("Material", "Material", "Матеріал"), "text", 4, [
    ["paper", t("Paper", "Papier", "Папір")],
    ["canvas", t("Canvas", "Leinwand", "Полотно")],
    ["acrylic", t("Acrylic", "Acryl", "Акрил")],
    ["silicone", t("Silicone", "Silikon", "Силікон")],
    ["leather", t("Leather", "Leder", "Шкіра")],
  ]),
  group("platform", t("Platform", "Plattform", "Платформа"), "text", 5, [
    ["windows", t("Windows", "Windows", "Windows")],
    ["macos", t("macOS", "macOS", "macOS")],
    ["linux", t("Linux", "Linux", "Linux")],
  ]),
  // The models the variant phone case (seed/variants) is made for.
  group("phone-model", t("Phone model", "Handymodell", "Модель телефону"), "text", 6, [
    ["iphone-17-pro", t("iPhone 17 Pro", "iPhone 17 Pro", "iPhone 17 Pro")],
    ["iphone-17", t("iPhone 17", "iPhone 17", "iPhone 17")],
    ["iphone-16", t("iPhone 16", "iPhone 16", "iPhone 16")],
  ]),
];

export const propertyOptionId = (groupKey: string, optionKey: string): string =>
  hexId(`property-option:${groupKey}:${optionKey}`);

const optionIndex = new Map(PROPERTY_GROUPS.flatMap((g) => g.options.map((o) => [o.id, o] as const)));
export const propertyOptionById = (id: string): SeedPropertyOption | undefined => optionIndex.get(id);
export const propertyGroupById = (id: string): SeedPropertyGroup | undefined =>
  PROPERTY_GROUPS.find((g) => g.id === id);
