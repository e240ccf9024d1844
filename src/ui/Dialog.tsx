/**
 * The one modal dialog frame of the till: a native `<dialog>` opened with `showModal()`, so the
 * browser draws it in the top layer over everything, makes the rest of the page inert (no tap,
 * no Tab and no screen reader reaches it) and gives the focus back to the opener when it
 * closes. A `dialog` (or an `alertdialog`, a question that needs an answer) named by its title
 * and, when given, described by `description`; a body and a footer of buttons.
 *
 * - On open the browser focuses the first control; `initialFocus` names another one, or the
 *   dialog itself (`'dialog'`, so no touch keyboard pops up). React's `autoFocus` does not work
 *   inside a `<dialog>` (it focuses before the dialog is shown): name the field here instead.
 * - Escape, and any other request to close (a tablet's back gesture), calls `onEscape`; without
 *   one (a sale being saved) the dialog stays. The browser never closes it on its own: React
 *   decides when it goes.
 * - A dialog opened from another one lies over it; closing it gives the focus back inside the
 *   first.
 *
 * It is drawn into `document.body`, so a print stylesheet can keep it and hide the app (the
 * receipt). `inPlace` draws it where it stands instead, inside the screen, so it inherits the
 * screen's own sizes (the kiosk's larger touch targets); the top layer puts it on top all the same.
 */
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { KeypadScope, ScopeKeypad } from './NumberInput';
import './dialog.css';

export interface DialogProps {
  title: string;
  role?: 'dialog' | 'alertdialog';
  /** Text that says what the dialog is about, read out with its name. */
  description?: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
  /** Classes of the dialog box (`dialog` is always there). */
  className?: string;
  inPlace?: boolean;
  /** What takes the focus on open: a control of the dialog, or the dialog itself; by default its first control. */
  initialFocus?: RefObject<HTMLElement | null> | 'dialog';
  /** What Escape does; without it Escape leaves the dialog open. */
  onEscape?: () => void;
  /**
   * Where the one keypad of the dialog's number fields goes: under the body (the default), or
   * where the content puts `ScopeKeypad` (`placed`).
   */
  keypad?: 'body' | 'placed';
  /**
   * A body that may be longer than the screen with nothing in it to focus (a receipt): it takes
   * the focus itself, so it scrolls from the keyboard too.
   */
  focusableBody?: boolean;
}

export function Dialog({
  title,
  role = 'dialog',
  description,
  children,
  footer,
  className = '',
  inPlace = false,
  initialFocus,
  onEscape,
  keypad = 'body',
  focusableBody = false,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const latest = useRef({ initialFocus, onEscape, shown: false });
  useLayoutEffect(() => {
    latest.current.initialFocus = initialFocus;
    latest.current.onEscape = onEscape;
  });

  // Shown while mounted: closed in a layout effect's cleanup, while the dialog is still in the
  // page, so the browser gives the focus back to the opener.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const state = latest.current;
    if (!dialog) return;
    state.shown = true;
    dialog.showModal();
    (state.initialFocus === 'dialog' ? dialog : state.initialFocus?.current)?.focus();
    return () => {
      state.shown = false;
      dialog.close();
    };
  }, []);

  // Escape is answered here and goes no further: not to a dialog under this one, and not to the
  // browser, which would close the dialog itself after the first refusal.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    latest.current.onEscape?.();
  };
  // Another request to close (a back gesture): the same answer as Escape.
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    latest.current.onEscape?.();
  };
  // A close the browser forced while the dialog is still wanted: shown again.
  const onClose = () => {
    const dialog = ref.current;
    if (latest.current.shown && dialog && !dialog.open) dialog.showModal();
  };

  const box = (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description === undefined ? undefined : descriptionId}
      tabIndex={-1}
      className={`dialog ${className}`}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
    >
      <h2 id={titleId} className="dialog__head">
        {title}
      </h2>
      {/* One keypad for the dialog's number fields, under its body's content. */}
      <KeypadScope className="dialog__keypad">
        <div className="dialog__body" tabIndex={focusableBody ? 0 : undefined}>
          {description !== undefined && <p id={descriptionId}>{description}</p>}
          {children}
          {keypad === 'body' && <ScopeKeypad />}
        </div>
        <div className="dialog__foot">{footer}</div>
      </KeypadScope>
    </dialog>
  );
  return inPlace ? box : createPortal(box, document.body);
}
