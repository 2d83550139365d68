import type { StorefrontServices } from "../framework/services";
import { auth } from "../account/auth";
import { loginModal } from "../account/login-modal";
import { readPbxSession } from "../session/shop-plugins";

/**
 * The editor's `authUserRequest` (reference/editor.md): the customer's editor session
 * id. A guest gets the login modal first; the promise rejects with CustomerClosedModalError
 * ("customer closed modal") when they close it instead of logging in.
 */
export async function requestEditorAuthorisation(services: StorefrontServices, isCustomer: boolean): Promise<string> {
  if (!isCustomer) await loginModal.open("editor");
  const state = auth.get();
  // The login's id while it has a minute left; otherwise a fresh one (the editor keeps what it gets).
  if (
    state.status === "success" &&
    state.editorSessionId &&
    state.editorSessionExpires !== null &&
    state.editorSessionExpires - Date.now() > 60_000
  )
    return state.editorSessionId;
  return (await readPbxSession(services.api)).session_id;
}
