/**
 * The focus trap of every modal dialog in the till (WAI-ARIA dialog pattern):
 * - On open, focus moves in. A field of the dialog that already took it (`autoFocus`) keeps
 *   it; otherwise it goes to `initialFocus` (an element, or `'dialog'` for the frame itself,
 *   so no touch keyboard pops up), else to the first control, else to the frame.
 * - Tab and Shift+Tab wrap inside. Focus that lands outside (a tap on a notice drawn above, a
 *   screen reader's cursor) is pulled back, unless it lands in another modal dialog: one
 *   drawn over this one ("Still there?" over the payment screen) keeps it.
 * - Escape calls `onEscape`; without one (a sale being saved) Escape does nothing here.
 * - On close, focus returns to the opener when it is still on the page.
 */
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'button:not([disabled])',
  'input:not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface ModalFocusOptions {
  /** What takes the focus on open; by default the dialog's first control. */
  initialFocus?: RefObject<HTMLElement | null> | 'dialog';
  onEscape?: () => void;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

function focused(): HTMLElement | null {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

function openingFocus(dialog: HTMLElement, initialFocus: ModalFocusOptions['initialFocus']): HTMLElement {
  if (initialFocus === 'dialog') return dialog;
  return initialFocus?.current ?? focusables(dialog)[0] ?? dialog;
}

export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  { initialFocus, onEscape }: ModalFocusOptions = {},
): (e: KeyboardEvent<HTMLElement>) => void {
  // What had the focus when the dialog was drawn: the opener, should a field of the dialog
  // take the focus (autoFocus) before the dialog's effect runs.
  const [focusedAtRender] = useState(focused);
  const latest = useRef({ initialFocus, onEscape });
  useLayoutEffect(() => {
    latest.current = { initialFocus, onEscape };
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const active = focused();
    const alreadyInside = active !== null && dialog.contains(active);
    const opener = alreadyInside ? focusedAtRender : active;
    if (!alreadyInside) openingFocus(dialog, latest.current.initialFocus).focus();
    const pullBack = (e: FocusEvent) => {
      if (!(e.target instanceof Element) || dialog.contains(e.target)) return;
      if (e.target.closest('[aria-modal="true"]')) return;
      (focusables(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('focusin', pullBack);
    return () => {
      document.removeEventListener('focusin', pullBack);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, focusedAtRender]);

  return (e) => {
    if (e.key === 'Escape') {
      const escape = latest.current.onEscape;
      if (!escape) return;
      e.preventDefault();
      e.stopPropagation();
      escape();
      return;
    }
    const dialog = dialogRef.current;
    if (e.key !== 'Tab' || !dialog) return;
    const list = focusables(dialog);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === dialog)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };
}
