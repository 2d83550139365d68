import * as z from "zod/mini";

/**
 * POST /store-api/pwa/page (SwagShopwarePwa): not in the official Store API schema, so its shape is
 * checked here, and the emulator answers with the same contract. zod/mini: this runs in the browser
 * too, where the full zod would cost more than the rest of the page's code.
 */
const hexId = z.string().check(z.regex(/^[0-9a-f]{32}$/));
const entity = z.looseObject({ id: z.string(), apiAlias: z.string() });

const base = {
  resourceIdentifier: hexId,
  canonicalPathInfo: z.string(),
  cmsPage: z.optional(z.nullable(entity)),
  breadcrumb: z.optional(
    z.union([z.record(z.string(), z.object({ name: z.string(), path: z.string() })), z.array(z.never())]),
  ),
  apiAlias: z.literal("pwa_page_result"),
};

export const pwaPageResultSchema = z.discriminatedUnion("resourceType", [
  z.looseObject({ ...base, resourceType: z.literal("frontend.navigation.page"), category: entity }),
  z.looseObject({
    ...base,
    resourceType: z.literal("frontend.detail.page"),
    product: entity,
    configurator: z.optional(z.nullable(z.array(z.unknown()))),
  }),
  z.looseObject({ ...base, resourceType: z.literal("frontend.landing.page"), landingPage: entity }),
]);

export type PwaPageResourceType = z.infer<typeof pwaPageResultSchema>["resourceType"];
