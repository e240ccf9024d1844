/**
 * A modal frame for the menu's own dialogs (Deals, and the brand switch question): named by
 * its title, focus moved in on open (to `initialFocus` when given) and kept inside (Tab
 * wraps), Escape calls `onEscape`, focus returns to the opener on close.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export interface MenuDialogProps {
  title: string;
  role?: 'dialog' | 'alertdialog';
  /** Text that says what the dialog is about, read out with its name. */
  description?: ReactNode;
  initialFocus?: RefObject<HTMLElement | null>;
  onEscape(): void;
  children?: ReactNode;
  footer: ReactNode;
  className?: string;
}

export function MenuDialog({ title, role = 'dialog', description, initialFocus, onEscape, children, footer, className = '' }: MenuDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = ref.current;
    if (box) (initialFocus?.current ?? box.querySelector<HTMLElement>(FOCUSABLE) ?? box).focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="dialog-backdrop">
      <div
        ref={ref}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        tabIndex={-1}
        className={`dialog ${className}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__head">
          {title}
        </h2>
        <div className="dialog__body">
          {description !== undefined && <p id={descriptionId}>{description}</p>}
          {children}
        </div>
        <div className="dialog__foot">{footer}</div>
      </div>
    </div>,
    document.body,
  );
}
