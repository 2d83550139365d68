import { ancestorIds, CATEGORIES, categoryById, type SeedCategory } from "../seed/categories";
import { CMS_MEDIA, LANDING_PAGES, SLIDER_PRODUCTS } from "../seed/cms";
import { hexId } from "../seed/ids";
import { MANUFACTURERS } from "../seed/manufacturers";
import { namedMedia, productMedia, type SeedMedia } from "../seed/media";
import { generateProducts, type SeedProduct } from "../seed/products";
import { LANGUAGES, type LocaleCode } from "../seed/reference";
import { slugify } from "../seed/slug";
import { VARIANT_FAMILIES, variantProducts } from "../seed/variants";

export type SeoRouteName = "frontend.navigation.page" | "frontend.detail.page" | "frontend.landing.page";

export interface SeedSeoUrl {
  id: string;
  languageId: string;
  foreignKey: string;
  routeName: SeoRouteName;
  pathInfo: string;
  seoPathInfo: string;
  isCanonical: boolean;
}

/** The read-only demo catalogue with the indexes the routes need. Built once per isolate and size. */
export interface Catalogue {
  products: SeedProduct[];
  productById: Map<string, SeedProduct>;
  media: Map<string, SeedMedia>;
  seoUrls: SeedSeoUrl[];
  seoByPath: Map<string, SeedSeoUrl>;
  seoByForeignKey: Map<string, SeedSeoUrl>;
  sliderProducts: Record<string, string[]>;
}

const localeOf = (languageId: string): LocaleCode => LANGUAGES.find((l) => l.id === languageId)?.code ?? "en-GB";

/** Shopware only builds SEO URLs for categories of type page (and their page ancestors' segments). */
function categorySeoPath(category: SeedCategory, locale: LocaleCode): string | null {
  if (category.type !== "page" || category.parentId === null) return null;
  const segments = [...ancestorIds(category.id).slice(1), category.id].map((id) =>
    slugify(categoryById(id)!.slug[locale]),
  );
  return `${segments.join("/")}/`;
}

function buildSeoUrls(products: SeedProduct[]): SeedSeoUrl[] {
  const urls: SeedSeoUrl[] = [];
  for (const language of LANGUAGES) {
    const locale = language.code;
    for (const category of CATEGORIES) {
      const seoPathInfo = categorySeoPath(category, locale);
      if (!seoPathInfo) continue;
      urls.push({
        id: hexId(`seo:${language.id}:category:${category.id}`),
        languageId: language.id,
        foreignKey: category.id,
        routeName: "frontend.navigation.page",
        pathInfo: `/navigation/${category.id}`,
        seoPathInfo,
        isCanonical: true,
      });
    }
    for (const product of products) {
      urls.push({
        id: hexId(`seo:${language.id}:product:${product.id}`),
        languageId: language.id,
        foreignKey: product.id,
        routeName: "frontend.detail.page",
        pathInfo: `/detail/${product.id}`,
        seoPathInfo: `${slugify(product.name[locale])}/${product.productNumber}/`,
        isCanonical: true,
      });
    }
    for (const landing of LANDING_PAGES) {
      urls.push({
        id: hexId(`seo:${language.id}:landing:${landing.id}`),
        languageId: language.id,
        foreignKey: landing.id,
        routeName: "frontend.landing.page",
        pathInfo: `/landingPage/${landing.id}`,
        seoPathInfo: `${slugify(landing.slug[locale])}/`,
        isCanonical: true,
      });
    }
  }
  return urls;
}

function buildMedia(products: SeedProduct[]): Map<string, SeedMedia> {
  const media = new Map<string, SeedMedia>();
  for (const product of products) for (const m of productMedia(product)) media.set(m.id, m);
  // Variant families bring their own pictures (per colour), over what their children's ids would draw.
  for (const family of VARIANT_FAMILIES) for (const m of family.media) media.set(m.id, m);
  for (const m of CMS_MEDIA) media.set(m.id, m);
  for (const manufacturer of MANUFACTURERS) {
    const m = namedMedia(
      manufacturer.mediaKey,
      manufacturer.name["en-GB"],
      "logo",
      parseInt(manufacturer.id.slice(0, 3), 16) % 360,
      400,
      200,
    );
    media.set(m.id, m);
  }
  for (const category of CATEGORIES) {
    if (!category.mediaKey) continue;
    const m = namedMedia(
      category.mediaKey,
      category.name["en-GB"],
      "banner",
      parseInt(category.id.slice(0, 3), 16) % 360,
      1200,
      400,
    );
    media.set(m.id, m);
  }
  return media;
}

function resolveSliders(products: SeedProduct[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, refs] of Object.entries(SLIDER_PRODUCTS)) {
    out[key] = refs.flatMap((ref) => {
      const [leaf, n] = ref.split(":");
      const match = products.filter((p) => p.leaf === leaf)[Number(n)];
      return match ? [match.id] : [];
    });
  }
  return out;
}

const built = new Map<number, Catalogue>();

export function getCatalogue(size = 0): Catalogue {
  const cached = built.get(size);
  if (cached) return cached;
  // The variant families come after the generated products: slider references ("leaf:n") stay the same.
  const products = [...generateProducts(size), ...variantProducts()];
  const seoUrls = buildSeoUrls(products);
  const catalogue: Catalogue = {
    products,
    productById: new Map(products.map((p) => [p.id, p])),
    media: buildMedia(products),
    seoUrls,
    seoByPath: new Map(seoUrls.map((u) => [`${u.languageId}|${u.seoPathInfo}`, u])),
    seoByForeignKey: new Map(seoUrls.map((u) => [`${u.languageId}|${u.routeName}|${u.foreignKey}`, u])),
    sliderProducts: resolveSliders(products),
  };
  built.set(size, catalogue);
  return catalogue;
}

export { localeOf };
