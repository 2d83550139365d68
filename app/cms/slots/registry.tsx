import type { ComponentType } from "react";
import { island, type Island } from "../../framework/island";
import type { CmsSlotProps } from "./types";

/**
 * One component per slot type (Shopware's element names; "youtube"/"vimeo" as short names too),
 * loaded in four groups as islands: a page's elements hydrate as their group arrives, and the
 * JavaScript needed before hydration holds none of them.
 */
const GROUPS = {
  content: ["text", "html", "product-name", "form"],
  media: [
    "image",
    "image-slider",
    "image-gallery",
    "manufacturer-logo",
    "youtube-video",
    "youtube",
    "vimeo-video",
    "vimeo",
  ],
  products: ["product-box", "product-slider", "cross-selling", "buy-box", "product-description-reviews"],
  listing: ["product-listing", "sidebar-filter", "category-navigation"],
} as const;
type Group = keyof typeof GROUPS;

/** A group's component: the slot's own component, picked by type. */
const dispatch = (components: Record<string, ComponentType<CmsSlotProps>>): ComponentType<CmsSlotProps> =>
  function GroupSlot(props: CmsSlotProps) {
    const Component = components[props.slot.type];
    return Component ? <Component {...props} /> : null;
  };

const ISLANDS: Record<Group, Island<CmsSlotProps>> = {
  content: island(() => import("./groups/content").then((m) => dispatch(m.CONTENT_SLOTS))),
  media: island(() => import("./groups/media").then((m) => dispatch(m.MEDIA_SLOTS))),
  products: island(() => import("./groups/products").then((m) => dispatch(m.PRODUCT_SLOTS))),
  listing: island(() => import("./groups/listing").then((m) => dispatch(m.LISTING_SLOTS))),
};

const GROUP_OF = new Map<string, Group>(
  Object.entries(GROUPS).flatMap(([group, types]) => types.map((type) => [type, group as Group] as const)),
);

/** Every slot type with a component (for tests and tooling; a function, so that pages do not carry the list). */
export const slotTypes = (): string[] => [...GROUP_OF.keys()];
export const isKnownSlotType = (type: string): boolean => GROUP_OF.has(type);

const warned = new Set<string>();

/** The component for a slot type; an unknown type renders nothing for shoppers and is reported in development. */
export function slotComponent(type: string): ComponentType<CmsSlotProps> | undefined {
  const group = GROUP_OF.get(type);
  if (!group) {
    if (process.env.NODE_ENV !== "production" && !warned.has(type)) {
      warned.add(type);
      console.warn(`CMS: no component for slot type "${type}"; it is not rendered.`);
    }
    return undefined;
  }
  return ISLANDS[group];
}

/** Loads the code of the given slot types (before a client navigation shows a page that has them). */
export function preloadSlots(types: Iterable<string>): Promise<unknown> {
  const groups = new Set<Group>();
  for (const type of types) {
    const group = GROUP_OF.get(type);
    if (group) groups.add(group);
  }
  return Promise.all([...groups].map((group) => ISLANDS[group].preload()));
}
