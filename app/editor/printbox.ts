import * as z from "zod/mini";

/**
 * Printbox's global (reference/editor.md): the editor script defines `setEditorConfig` and `deinit`;
 * the host assigns the callbacks the editor calls. Everything the editor hands us is checked.
 */
export interface PrintboxGlobal {
  setEditorConfig?: (config: object) => unknown;
  deinit?: () => unknown;
  [callback: string]: unknown;
}

declare global {
  interface Window {
    printbox?: PrintboxGlobal;
  }
}

/** The editor could not be loaded or started ("editor initialization error"). */
export class EditorInitializationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "EditorInitializationError";
  }
}

/** goToCartFinished's project (reference/editor.md): what the cart line needs of it. */
export const editorProjectSchema = z.looseObject({ id: z.optional(z.string()), quantity: z.optional(z.number()) });
export const goToCartOptionsSchema = z.looseObject({
  project: z.optional(editorProjectSchema),
  redirectToCartAfterAddingProjectToCart: z.optional(z.boolean()),
});
export const projectIdSchema = z.string().check(z.regex(/^[\w-]{1,64}$/));
export const editorEventSchema = z.looseObject({ eventName: z.string() });
