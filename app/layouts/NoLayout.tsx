import { Outlet } from "react-router";

/** For screens that own the whole viewport (the parcel-locker map). */
export default function NoLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
