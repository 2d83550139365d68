/**
 * An icon of the chrome, inline so that it costs no request. Each path lives with the one part that
 * shows it (the cart's in the cart entry, the globe in the language switcher), so that the first
 * load carries only the paths the page's frame draws itself.
 */
export function Icon({ path }: { path: string }) {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
