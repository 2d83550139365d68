import type { Schemas } from "../store-api/operations";

/** Every slot of a CMS page, sections and blocks in the order the shop sent them. */
export const slotsOf = (page: Schemas["CmsPage"] | null | undefined): Schemas["CmsSlot"][] =>
  (page?.sections ?? []).flatMap((section) => section.blocks ?? []).flatMap((block) => block.slots ?? []);
