import { type ReactNode, useEffect, useRef } from "react";
import { keepFocusInside } from "../lib/dialog-focus";

export interface DrawerProps {
  /** The element id of its heading (the dialog's name). */
  titleId: string;
  title: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  /** Which edge it slides in from: the menu from the start, the cart and the filters from the end. */
  side?: "start" | "end";
  className?: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A drawer (docs/design-system.md): a native modal <dialog> at the screen's edge, open while it is
 * rendered. The browser keeps the page inert, closes it with Escape and gives focus back to what
 * opened it; Tab goes round inside it; a click on the backdrop, or on a link that leads elsewhere,
 * closes it. It needs JavaScript: whatever opens it is a link or a <details> without it.
 */
export function Drawer({ titleId, title, closeLabel, side = "end", className, onClose, children }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    const closeOnClick = (event: MouseEvent) => {
      if (event.target === element || (event.target instanceof Element && event.target.closest("a"))) element.close();
    };
    const keepFocus = (event: KeyboardEvent) => keepFocusInside(element, event);
    element.addEventListener("click", closeOnClick);
    element.addEventListener("keydown", keepFocus);
    return () => {
      element.removeEventListener("keydown", keepFocus);
      element.removeEventListener("click", closeOnClick);
      element.close();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`drawer drawer--${side}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="drawer__panel">
        <div className="drawer__header">
          <h2 id={titleId} className="drawer__title" tabIndex={-1}>
            {title}
          </h2>
          <button
            type="button"
            className="drawer__close"
            onClick={() => dialog.current?.close()}
            aria-label={closeLabel}
          >
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
