import { useState } from "react";
import { ResponsiveImage } from "../../components/ResponsiveImage";
import { useI18n } from "../../i18n/context";
import type { Schemas } from "../../store-api/operations";
import { configValue, type CmsSlotProps } from "./types";

type Provider = "youtube" | "vimeo";

/** The player URL the shop configured, from the video id and the element's options. */
export function videoEmbedUrl(provider: Provider, slot: CmsSlotProps["slot"]): string | null {
  const id = String(configValue<string>(slot, "videoID") ?? "").trim();
  if (provider === "youtube") {
    if (!/^[A-Za-z0-9_-]{6,20}$/.test(id)) return null;
    const query = new URLSearchParams({ autoplay: "1", rel: "0" });
    if (configValue<boolean>(slot, "showControls") === false) query.set("controls", "0");
    if (configValue<boolean>(slot, "loop")) {
      query.set("loop", "1");
      query.set("playlist", id);
    }
    const start = configValue<number | string>(slot, "start");
    const end = configValue<number | string>(slot, "end");
    if (start) query.set("start", String(start));
    if (end) query.set("end", String(end));
    // Shopware's "advanced privacy mode" is YouTube's no-cookie host.
    const host =
      configValue<boolean>(slot, "advancedPrivacyMode") === false ? "www.youtube.com" : "www.youtube-nocookie.com";
    return `https://${host}/embed/${id}?${query}`;
  }
  if (!/^\d{4,12}$/.test(id)) return null;
  const query = new URLSearchParams({ autoplay: "1" });
  for (const [option, param] of [
    ["byLine", "byline"],
    ["title", "title"],
    ["portrait", "portrait"],
    ["loop", "loop"],
    ["mute", "muted"],
    ["controls", "controls"],
  ] as const) {
    const value = configValue<boolean>(slot, option);
    if (value !== undefined && value !== null) query.set(param, value ? "1" : "0");
  }
  const color = configValue<string>(slot, "color");
  if (color && /^#?[0-9a-f]{6}$/i.test(color)) query.set("color", color.replace("#", ""));
  if (configValue<boolean>(slot, "doNotTrack") !== false) query.set("dnt", "1");
  return `https://player.vimeo.com/video/${id}?${query}`;
}

/**
 * A YouTube or Vimeo video behind a consent click, as Shopware's storefront does: nothing is loaded
 * from the video host (no request, no cookie) until the shopper asks for the video.
 */
function Video({ provider, slot }: { provider: Provider; slot: CmsSlotProps["slot"] }) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const url = videoEmbedUrl(provider, slot);
  if (!url) return null;
  const preview = (slot.data as { previewMedia?: Schemas["Media"] | null } | null)?.previewMedia;
  const name = provider === "youtube" ? "YouTube" : "Vimeo";
  return (
    <div className={`video video--${provider}`}>
      {playing ? (
        <iframe
          className="video__frame"
          src={url}
          title={t("video.title", { provider: name })}
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <div className="video__consent">
          {preview ? (
            <ResponsiveImage
              media={preview}
              sizes="(min-width: 75rem) 1168px, 100vw"
              className="video__preview"
              alt=""
            />
          ) : null}
          <div className="video__notice">
            <p>{t("video.consent", { provider: name })}</p>
            <button type="button" className="button button--primary" onClick={() => setPlaying(true)}>
              {t("video.play", { provider: name })}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

export const CmsYoutubeVideo = ({ slot }: CmsSlotProps) => <Video provider="youtube" slot={slot} />;
export const CmsVimeoVideo = ({ slot }: CmsSlotProps) => <Video provider="vimeo" slot={slot} />;
