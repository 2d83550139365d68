import { Suspense } from "react";
import { Outlet } from "react-router";
import { Footer } from "./islands";
import { Header } from "./Header";

export function DefaultLayout() {
  return (
    <div className="layout layout--default">
      <Header />
      <main id="main" className="site-main container">
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
