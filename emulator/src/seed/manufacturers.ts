import { hexId } from "./ids";
import type { Translated } from "./reference";

export interface SeedManufacturer {
  id: string;
  key: string;
  name: Translated;
  link: string;
  description: Translated;
  mediaKey: string;
}

const t = (en: string, de: string, uk: string): Translated => ({ "en-GB": en, "de-DE": de, "uk-UA": uk });

function manufacturer(key: string, name: string, link: string, description: Translated): SeedManufacturer {
  return {
    id: hexId(`manufacturer:${key}`),
    key,
    name: { "en-GB": name, "de-DE": name, "uk-UA": name },
    link,
    description,
    mediaKey: `manufacturer:${key}`,
  };
}

export const MANUFACTURERS: readonly SeedManufacturer[] = [
  manufacturer(
    "printbox-studio",
    "Printbox Studio",
    "https://studio.example.com/",
    t(
      "Photo books and calendars printed in Europe.",
      "Fotobücher und Kalender, gedruckt in Europa.",
      "Фотокниги та календарі, надруковані в Європі.",
    ),
  ),
  manufacturer(
    "pixel-paper",
    "Pixel & Paper",
    "https://pixelpaper.example.com/",
    t("Fine-art prints and posters.", "Kunstdrucke und Poster.", "Художній друк і постери."),
  ),
  manufacturer(
    "atelier-nord",
    "Atelier Nord",
    "https://ateliernord.example.com/",
    t(
      "Canvas and acrylic wall art from Hamburg.",
      "Leinwand- und Acrylbilder aus Hamburg.",
      "Полотна та акрил із Гамбурга.",
    ),
  ),
  manufacturer(
    "casecraft",
    "CaseCraft",
    "https://casecraft.example.com/",
    t(
      "Custom phone cases, made to order.",
      "Individuelle Handyhüllen, auf Bestellung gefertigt.",
      "Чохли на замовлення.",
    ),
  ),
  manufacturer(
    "softworks",
    "Softworks",
    "https://softworks.example.com/",
    t(
      "Design tools for creative people.",
      "Design-Werkzeuge für kreative Menschen.",
      "Інструменти дизайну для творчих людей.",
    ),
  ),
];

export const manufacturerId = (key: string): string => hexId(`manufacturer:${key}`);
export const manufacturerById = (id: string): SeedManufacturer | undefined => MANUFACTURERS.find((m) => m.id === id);
