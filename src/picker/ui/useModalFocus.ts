/**
 * Modal focus for a dialog: focus moves in when it opens (to `initialFocus`, else the dialog
 * itself), Tab and Shift+Tab wrap inside it, focus that escapes is pulled back, Escape calls
 * `onEscape`, and focus returns to where it was when the dialog closes.
 */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'button:not([disabled])',
  'input:not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  'a[href]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
}

export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null> | null,
  onEscape: () => void,
): (e: KeyboardEvent<HTMLElement>) => void {
  const escape = useRef(onEscape);
  useLayoutEffect(() => {
    escape.current = onEscape;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? dialog).focus();
    const pullBack = (e: FocusEvent) => {
      if (e.target instanceof Node && !dialog.contains(e.target)) (focusables(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('focusin', pullBack);
    return () => {
      document.removeEventListener('focusin', pullBack);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, initialFocus]);

  return (e) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      escape.current();
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
