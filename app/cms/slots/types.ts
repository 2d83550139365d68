import type { Schemas } from "../../store-api/operations";

export type CmsSlot = Schemas["CmsSlot"];
export interface CmsSlotProps {
  slot: CmsSlot;
  /** How many slots share the block's row on wide screens (for image sizes). */
  columns: number;
  /** The page's first image: loaded eagerly, as the likely largest paint. */
  priority: boolean;
}

/** A slot's config value, whatever its source. */
export function configValue<T>(slot: CmsSlot, key: string): T | undefined {
  const config = slot.config as Record<string, { value?: unknown }> | undefined;
  return config?.[key]?.value as T | undefined;
}
