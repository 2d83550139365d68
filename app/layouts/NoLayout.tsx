import { Outlet } from "react-router";

/** For screens that own the whole viewport (the parcel-locker map). */
export function NoLayout() {
  return <main id="main"><Outlet /></main>;
}
