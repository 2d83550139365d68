import { Outlet } from "react-router";
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
    </div>
  );
}
