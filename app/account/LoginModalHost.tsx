import { lazy, Suspense } from "react";
import { useLoginModal } from "./login-modal";

// The modal's code loads when it first opens: no page needs it to start.
const LoginModal = lazy(() => import("./LoginModal"));

/** Where the login modal renders when anything opens it (the header, the checkout, the editor). */
export function LoginModalHost() {
  const modal = useLoginModal();
  if (!modal.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal reason={modal.reason} />
    </Suspense>
  );
}
