import { Outlet } from "react-router";
import { SessionWatch } from "../session/use-session-watch";
import { Logo } from "./Header";

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
