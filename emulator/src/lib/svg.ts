import type { SeedMedia } from "../seed/media";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A simple drawing of the product kind, so every demo picture tells what it shows. */
function motif(kind: SeedMedia["motif"], w: number, h: number): string {
  const cx = w / 2,
    cy = h / 2,
    s = Math.min(w, h);
  switch (kind) {
    case "book":
      return (
        `<rect x="${cx - s * 0.28}" y="${cy - s * 0.2}" width="${s * 0.56}" height="${s * 0.4}" rx="${s * 0.02}" fill="#fff" opacity=".92"/>` +
        `<line x1="${cx}" y1="${cy - s * 0.2}" x2="${cx}" y2="${cy + s * 0.2}" stroke="#0003" stroke-width="${s * 0.01}"/>`
      );
    case "calendar":
      return (
        `<rect x="${cx - s * 0.22}" y="${cy - s * 0.25}" width="${s * 0.44}" height="${s * 0.5}" rx="${s * 0.02}" fill="#fff" opacity=".92"/>` +
        Array.from(
          { length: 12 },
          (_, i) =>
            `<rect x="${cx - s * 0.18 + (i % 4) * s * 0.09}" y="${cy - s * 0.05 + Math.floor(i / 4) * s * 0.08}" width="${s * 0.06}" height="${s * 0.05}" fill="#0002"/>`,
        ).join("")
      );
    case "frame":
      return (
        `<rect x="${cx - s * 0.3}" y="${cy - s * 0.22}" width="${s * 0.6}" height="${s * 0.44}" fill="none" stroke="#fff" stroke-width="${s * 0.04}"/>` +
        `<path d="M${cx - s * 0.24} ${cy + s * 0.16} L${cx - s * 0.06} ${cy - s * 0.04} L${cx + s * 0.06} ${cy + s * 0.08} L${cx + s * 0.14} ${cy} L${cx + s * 0.24} ${cy + s * 0.16}Z" fill="#fff" opacity=".85"/>`
      );
    case "phone":
      return (
        `<rect x="${cx - s * 0.14}" y="${cy - s * 0.28}" width="${s * 0.28}" height="${s * 0.56}" rx="${s * 0.05}" fill="#fff" opacity=".92"/>` +
        `<circle cx="${cx - s * 0.06}" cy="${cy - s * 0.2}" r="${s * 0.03}" fill="#0004"/>`
      );
    case "software":
      return (
        `<rect x="${cx - s * 0.28}" y="${cy - s * 0.18}" width="${s * 0.56}" height="${s * 0.36}" rx="${s * 0.02}" fill="#fff" opacity=".92"/>` +
        `<rect x="${cx - s * 0.28}" y="${cy - s * 0.18}" width="${s * 0.56}" height="${s * 0.05}" fill="#0003"/>`
      );
    case "logo":
      return `<circle cx="${cx}" cy="${cy}" r="${s * 0.3}" fill="#fff" opacity=".9"/>`;
    default:
      return (
        `<circle cx="${w * 0.8}" cy="${h * 0.3}" r="${s * 0.12}" fill="#fff" opacity=".5"/>` +
        `<path d="M0 ${h * 0.8} Q${w * 0.3} ${h * 0.55} ${w * 0.55} ${h * 0.75} T${w} ${h * 0.65} V${h} H0Z" fill="#fff" opacity=".35"/>`
      );
  }
}

/** Draws a demo image at the requested size; thumbnails are the same drawing, smaller. */
export function renderSvg(media: SeedMedia, width: number, height: number): string {
  const light = `hsl(${media.hue} 55% 62%)`;
  const dark = `hsl(${(media.hue + 30) % 360} 50% 38%)`;
  const fontSize = Math.max(10, Math.round(Math.min(width, height) * 0.05));
  const label = media.label.length > 42 ? `${media.label.slice(0, 40)}…` : media.label;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(media.alt)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${motif(media.motif, width, height)}` +
    `<text x="50%" y="${height - fontSize * 1.2}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#fff">${escapeHtml(label)}</text></svg>`
  );
}
