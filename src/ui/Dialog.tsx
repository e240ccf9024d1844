/**
 * The one modal dialog frame of the till: a `dialog` (or an `alertdialog`, a question that
 * needs an answer) named by its title and, when given, described by `description`; a body and
 * a footer of buttons. Focus is held by `useModalFocus`.
 *
 * It is drawn into `document.body`, so a print stylesheet can keep it and hide the app
 * (the receipt), and a dialog opened later lies over one opened before. `inPlace` draws it
 * where it stands instead, inside the screen, so it takes the screen's own sizes (the kiosk's
 * larger touch targets).
 */
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus, type ModalFocusOptions } from './useModalFocus';
import './dialog.css';

export interface DialogProps extends ModalFocusOptions {
  title: string;
  role?: 'dialog' | 'alertdialog';
  /** Text that says what the dialog is about, read out with its name. */
  description?: ReactNode;
  children?: ReactNode;
  footer: ReactNode;
  /** Classes of the dialog box (`dialog` is always there). */
  className?: string;
  /** Classes of the backdrop that holds it (`dialog-backdrop` is always there). */
  layerClassName?: string;
  inPlace?: boolean;
}

export function Dialog({
  title,
  role = 'dialog',
  description,
  children,
  footer,
  className = '',
  layerClassName = '',
  inPlace = false,
  initialFocus,
  onEscape,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useModalFocus(ref, { initialFocus, onEscape });

  const layer = (
    <div className={`dialog-backdrop ${layerClassName}`}>
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
    </div>
  );
  return inPlace ? layer : createPortal(layer, document.body);
}
