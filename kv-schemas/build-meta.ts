import * as z from "zod/mini";

/** What `/builds/latest.json` answers: the id and version of the build that serves the request. */
export const buildMetaSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/)),
  builtAt: z.iso.datetime(),
});

export type BuildMeta = z.infer<typeof buildMetaSchema>;

/** The app version when the build did not set one. */
export const DEFAULT_APP_VERSION = "0.0.0";
