import type { CSSProperties } from "react";
import type { Schemas } from "../store-api/operations";
import { isKnownSlotType, slotComponent } from "./slots/registry";

type CmsPageEntity = Schemas["CmsPage"];
type CmsSection = Schemas["CmsSection"];
type CmsBlock = Schemas["CmsBlock"];

interface Visibility {
  mobile?: boolean;
  tablet?: boolean;
  desktop?: boolean;
}

/** Devices a section or block is hidden on, as classes the stylesheet maps to media queries. */
function visibilityClasses(visibility: unknown): string {
  const v = (visibility ?? {}) as Visibility;
  return [
    v.mobile === false && "hide-mobile",
    v.tablet === false && "hide-tablet",
    v.desktop === false && "hide-desktop",
  ]
    .filter(Boolean)
    .join(" ");
}

/** Shopware's background media mode as a CSS background-size; its default, and any mode it adds later, covers. */
function backgroundSize(mode: string | null | undefined): "contain" | "auto" | "cover" {
  if (mode === "contain" || mode === "auto") return mode;
  return "cover";
}

function backgroundStyle(
  color: string | null | undefined,
  media: Schemas["Media"] | null | undefined,
  mode: string | null | undefined,
): CSSProperties {
  return {
    ...(color ? { backgroundColor: color } : {}),
    ...(media?.url ? { backgroundImage: `url("${encodeURI(media.url)}")`, backgroundSize: backgroundSize(mode) } : {}),
  };
}

/** Slot order within a block, as Shopware's block templates place them. */
const SLOT_ORDER = ["left", "center", "right", "image", "imageSlider", "video", "content", "productSlider"];
const order = (name: string) => {
  const index = SLOT_ORDER.indexOf(name);
  return index === -1 ? SLOT_ORDER.length : index;
};

/** Whether any of the block's slots has a component: empty blocks take no room (and no grid column). */
const renderable = (block: CmsBlock) => (block.slots ?? []).some((slot) => isKnownSlotType(slot.type));

function Block({ block, firstImageSlotId }: { block: CmsBlock; firstImageSlotId: string | null }) {
  const slots = [...(block.slots ?? [])].sort((a, b) => order(a.slot) - order(b.slot));
  const rendered = slots.map((slot) => {
    const Component = slotComponent(slot.type);
    return Component ? (
      <div key={slot.id} className={`cms-slot cms-slot--${slot.type}`}>
        <Component slot={slot} columns={slots.length} priority={slot.id === firstImageSlotId} />
      </div>
    ) : null;
  });
  if (rendered.every((r) => r === null)) return null;
  const style: CSSProperties = {
    ...backgroundStyle(block.backgroundColor, block.backgroundMedia, block.backgroundMediaMode),
    ...(block.marginTop ? { marginTop: block.marginTop } : {}),
    ...(block.marginBottom ? { marginBottom: block.marginBottom } : {}),
    ...(block.marginLeft ? { marginLeft: block.marginLeft } : {}),
    ...(block.marginRight ? { marginRight: block.marginRight } : {}),
  };
  const classes = [
    "cms-block",
    `cms-block--${block.type}`,
    `cms-block--cols-${slots.length}`,
    block.cssClass,
    visibilityClasses(block.visibility),
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={classes} style={style}>
      {rendered}
    </div>
  );
}

function Section({ section, firstImageSlotId }: { section: CmsSection; firstImageSlotId: string | null }) {
  const blocks = [...(section.blocks ?? [])].sort((a, b) => a.position - b.position);
  const sidebar = blocks.filter((b) => b.sectionPosition === "sidebar" && renderable(b));
  const classes = [
    "cms-section",
    `cms-section--${section.type === "sidebar" && sidebar.length === 0 ? "default" : section.type}`,
    `cms-section--${section.sizingMode ?? "boxed"}`,
    section.cssClass,
    visibilityClasses(section.visibility),
  ]
    .filter(Boolean)
    .join(" ");
  const style = backgroundStyle(section.backgroundColor, section.backgroundMedia, section.backgroundMediaMode);
  if (section.type === "sidebar" && sidebar.length > 0) {
    const main = blocks.filter((b) => b.sectionPosition !== "sidebar");
    return (
      <section className={classes} style={style}>
        <aside className="cms-section__sidebar">
          {sidebar.map((b) => (
            <Block key={b.id} block={b} firstImageSlotId={firstImageSlotId} />
          ))}
        </aside>
        <div className="cms-section__main">
          {main.map((b) => (
            <Block key={b.id} block={b} firstImageSlotId={firstImageSlotId} />
          ))}
        </div>
      </section>
    );
  }
  return (
    <section className={classes} style={style}>
      {blocks
        .filter((b) => b.sectionPosition !== "sidebar")
        .map((b) => (
          <Block key={b.id} block={b} firstImageSlotId={firstImageSlotId} />
        ))}
    </section>
  );
}

/** Renders a Shopware CMS page: sections, blocks and one component per slot type. */
export function CmsPage({ page }: { page: CmsPageEntity }) {
  const sections = [...(page.sections ?? [])].sort((a, b) => a.position - b.position);
  const firstImage = sections
    .flatMap((s) => s.blocks ?? [])
    .flatMap((b) => b.slots ?? [])
    .find((slot) => slot.type === "image");
  return (
    <div className={["cms-page", page.cssClass].filter(Boolean).join(" ")}>
      {sections.map((section) => (
        <Section key={section.id} section={section} firstImageSlotId={firstImage?.id ?? null} />
      ))}
    </div>
  );
}
