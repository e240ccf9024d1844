/**
 * A modal dialog frame over the whole screen: named by its title, focus moved in on open,
 * kept inside while open (Tab wraps) and given back on close; Escape calls `onEscape`.
 * Rendered into `document.body` so a print stylesheet can keep it and hide the app.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export function Dialog({ title, className = '', layerClassName = '', onEscape, children, footer }: {
  title: string;
  className?: string;
  layerClassName?: string;
  onEscape?: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = ref.current;
    if (box && !box.contains(document.activeElement)) {
      (box.querySelector<HTMLElement>(FOCUSABLE) ?? box).focus();
    }
    return () => before?.focus();
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape' && onEscape) {
      e.stopPropagation();
      onEscape();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className={`dialog-backdrop ${layerClassName}`}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`dialog ${className}`}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__head">
          {title}
        </h2>
        <div className="dialog__body">{children}</div>
        <div className="dialog__foot">{footer}</div>
      </div>
    </div>,
    document.body,
  );
}
