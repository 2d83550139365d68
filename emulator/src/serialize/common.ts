import type { RequestState } from "../env";
import { shopwareDate } from "../lib/dates";
import { THUMBNAIL_SIZES, type SeedMedia } from "../seed/media";
import { SALES_CHANNEL_ID, type LocaleCode, type Translated } from "../seed/reference";

/** Everything a serialiser needs to render an entity the way this request sees it. */
export interface RenderContext {
  locale: LocaleCode;
  languageId: string;
  currencyId: string;
  currencyFactor: number;
  decimals: number;
  displayGross: boolean;
  origin: string;
  includeSeoUrls: boolean;
  salesChannelId: string;
}

export function renderContext(state: RequestState): RenderContext {
  return {
    locale: state.language.code,
    languageId: state.language.id,
    currencyId: state.currency.id,
    currencyFactor: state.currency.factor,
    decimals: state.currency.decimals,
    displayGross: state.displayGross,
    origin: state.origin,
    includeSeoUrls: state.includeSeoUrls,
    salesChannelId: SALES_CHANNEL_ID,
  };
}

export const tr = (text: Translated, locale: LocaleCode): string => text[locale] ?? text["en-GB"];

export const SEED_DATE = shopwareDate("2026-01-15T09:00:00.000Z");

/** Fields every Shopware entity carries. */
export const base = (id: string, createdAt = SEED_DATE) => ({
  id,
  createdAt,
  updatedAt: null as string | null,
  customFields: {} as Record<string, unknown>,
});

export function mediaUrl(origin: string, media: SeedMedia, size?: { width: number; height: number }): string {
  const file = size ? `${media.fileName}_${size.width}x${size.height}.svg` : `${media.fileName}.svg`;
  return `${origin}/__emulator/${size ? "thumbnail" : "media"}/${media.id}/${file}`;
}

/** A media entity for a file that lives elsewhere (a print project's thumbnail at the editor's host). */
export function externalMedia(id: string, url: string, alt: string, fileName: string, createdAt = SEED_DATE) {
  return {
    ...base(id, createdAt),
    mimeType: "image/svg+xml",
    fileExtension: "svg",
    fileName,
    fileSize: 0,
    uploadedAt: createdAt,
    metaData: null,
    config: null,
    alt,
    title: alt,
    url,
    path: url,
    hasFile: true,
    private: false,
    translated: { alt, title: alt, customFields: {} },
    thumbnails: [],
    apiAlias: "media",
  };
}

export function serializeMedia(media: SeedMedia, ctx: RenderContext) {
  const ratio = media.height / media.width;
  return {
    ...base(media.id, shopwareDate(media.createdAt)),
    mimeType: "image/svg+xml",
    fileExtension: "svg",
    fileName: media.fileName,
    fileSize: 2048,
    uploadedAt: shopwareDate(media.createdAt),
    metaData: { width: media.width, height: media.height, type: "image/svg+xml" },
    config: null,
    alt: media.alt,
    title: media.title,
    url: mediaUrl(ctx.origin, media),
    path: `media/${media.id.slice(0, 2)}/${media.id.slice(2, 4)}/${media.fileName}.svg`,
    hasFile: true,
    private: false,
    translated: { alt: media.alt, title: media.title, customFields: {} },
    thumbnails: THUMBNAIL_SIZES.filter((s) => s.width <= media.width).map((size) => {
      const height = Math.round(size.width * ratio);
      return {
        id: `${media.id.slice(0, 24)}${size.width.toString(16).padStart(8, "0")}`,
        mediaId: media.id,
        mediaThumbnailSizeId: `${"0".repeat(24)}${size.width.toString(16).padStart(8, "0")}`,
        width: size.width,
        height,
        url: mediaUrl(ctx.origin, media, { width: size.width, height }),
        path: `thumbnail/${media.id.slice(0, 2)}/${media.fileName}_${size.width}x${height}.svg`,
        customFields: {},
        createdAt: SEED_DATE,
        updatedAt: null,
        apiAlias: "media_thumbnail",
      };
    }),
    apiAlias: "media",
  };
}
