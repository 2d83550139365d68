import type { EditorCartItem } from "./editor-cart-items";
import { editorEventSchema, goToCartOptionsSchema, type PrintboxGlobal, projectIdSchema } from "./printbox";

/** What the storefront does for the editor (reference/editor.md's EditorHost, in the storefront's terms). */
export interface EditorHostDeps {
  /** authUserRequest: the customer's editor session id, after the login modal for a guest (rejects "customer closed modal"). */
  authorise(): Promise<string>;
  refreshSession(): Promise<string>;
  /** The project as a pbx2project line (the cart's add-project rules); whether the cart took it. */
  addProjectToCart(projectId: string, quantity: number): Promise<boolean>;
  showCart(): void;
  setFullscreen(on: boolean): void;
  projectSaved(projectId: string): void;
  editorEvent(name: string): void;
  isCustomer(): boolean;
  /** The cart's print items (spec section 3's cart item handed to the editor), read from the shop when the editor asks. */
  cartItems(): Promise<EditorCartItem[]>;
}

/** The "method not implemented": logged, never thrown into the editor. */
const notImplemented = (name: string) => () => {
  console.error(`printbox: method not implemented: ${name}`);
  return undefined;
};

/** Callbacks the editor may call that this storefront has nothing for (seen in third-party integrations). */
const NOT_IMPLEMENTED = ["setupEcommercePricesIntegration"] as const;

/**
 * The host's callbacks under their Printbox names. Each checks what the editor hands over and never
 * throws anything but the authorisation's refusal (the editor expects that one) and a cart that could
 * not be read (an empty list would tell the editor the cart is empty): a failure is logged and
 * answered as the editor's contract allows (false for the cart).
 */
export function editorCallbacks(deps: EditorHostDeps): Record<string, (...args: unknown[]) => unknown> {
  return {
    authUserRequest: () => deps.authorise(),
    refreshSession: () => deps.refreshSession(),
    async goToCartFinished(projectId: unknown, options: unknown) {
      const id = projectIdSchema.safeParse(projectId);
      if (!id.success) {
        console.error("printbox: goToCartFinished without a project id");
        return false;
      }
      const parsed = goToCartOptionsSchema.safeParse(options ?? {});
      const quantity = Math.max(1, Math.floor(parsed.success ? (parsed.data.project?.quantity ?? 1) : 1) || 1);
      try {
        const added = await deps.addProjectToCart(id.data, quantity);
        if (added && (!parsed.success || parsed.data.redirectToCartAfterAddingProjectToCart !== false)) deps.showCart();
        return added;
      } catch (error) {
        console.error("printbox: adding the project to the cart failed", error);
        return false;
      }
    },
    beginGoToCart: () => undefined,
    hideECommerce: () => deps.setFullscreen(true),
    showECommerce: () => deps.setFullscreen(false),
    savingFinished(projectId: unknown) {
      const id = projectIdSchema.safeParse(projectId);
      if (id.success) deps.projectSaved(id.data);
    },
    externalEventBusListener(event: unknown) {
      const parsed = editorEventSchema.safeParse(event);
      if (parsed.success) deps.editorEvent(parsed.data.eventName);
    },
    isUserLoggedIn: () => deps.isCustomer(),
    // The editor asks for the cart (its cart view, its prices): the cart's print items, as the shop has them now.
    // No public Printbox code names this callback; the name is ours (docs/features.md).
    async getCartItems() {
      try {
        return await deps.cartItems();
      } catch (error) {
        console.error("printbox: the cart could not be read for the editor", error);
        throw new Error("The cart could not be read.");
      }
    },
    ...Object.fromEntries(NOT_IMPLEMENTED.map((name) => [name, notImplemented(name)])),
  };
}

/** Puts the callbacks on Printbox's global; the returned function takes them off again (only those still ours). */
export function installEditorHost(
  printbox: PrintboxGlobal,
  callbacks: Record<string, (...args: unknown[]) => unknown>,
): () => void {
  Object.assign(printbox, callbacks);
  return () => {
    for (const [name, callback] of Object.entries(callbacks)) if (printbox[name] === callback) delete printbox[name];
  };
}
