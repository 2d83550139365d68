import { Outlet } from "react-router";
import { Logo } from "./Header";
import { SessionWatch } from "./watcher-islands";

// Loaded right after the layout, not awaited: hydration does not need it (it renders nothing of its own).
void SessionWatch.preload();

/** For pages that stand alone (maintenance, order success, social login hand-off). */
export default function BlankLayout() {
  return (
    <div className="layout layout--blank">
      <header className="blank-header">
        <Logo />
      </header>
      <main id="main" className="site-main site-main--narrow">
        <Outlet />
      </main>
      {/* Order success is a customer's page too: a session that ends elsewhere is noticed here as well. */}
      <SessionWatch />
    </div>
  );
}
