const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * A modal dialog makes the page inert, but Tab past its last control would leave for the browser's
 * own UI: it goes round inside the dialog instead (the mini cart's and the login modal's).
 */
export function keepFocusInside(
  dialog: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault(): void },
): void {
  if (event.key !== "Tab") return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
