import { useEffect, useState } from "react";

/**
 * False in the server's HTML and until this part of the page has hydrated. The forms are sent by
 * script only; their buttons stay disabled until the script runs, so that an early click can never
 * send the form the browser's way (a GET with the message in the address).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
