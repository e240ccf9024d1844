/**
 * A compact on-screen numeric keypad for tills without a hardware keyboard. Its keys never take
 * focus from the field being typed into, so a cashier can mix taps and typing.
 */
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'backspace';

const DIGIT_ROWS: readonly KeypadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];

/** The text after one key: a character appended at the end, or the last one removed. */
export function applyKey(text: string, key: KeypadKey): string {
  if (key === 'backspace') return Array.from(text).slice(0, -1).join('');
  return text + key;
}

export interface KeypadProps {
  /** False where the amount has no decimals (a 0-digit currency). */
  allowPoint: boolean;
  onKey(key: KeypadKey): void;
}

/** Keeps the focused field focused (and a touch keyboard closed) while a key is tapped. */
const keepFocus = (e: MouseEvent) => e.preventDefault();

export function Keypad({ allowPoint, onKey }: KeypadProps) {
  const { t } = useLingui();
  return (
    <div className="picker-keypad" role="group" aria-label={t`Number keypad`}>
      {DIGIT_ROWS.map((key) => (
        <button key={key} type="button" className="btn picker-keypad__key" onMouseDown={keepFocus} onClick={() => onKey(key)}>
          {key}
        </button>
      ))}
      <button
        type="button"
        className="btn picker-keypad__key"
        aria-label={t`Decimal point`}
        disabled={!allowPoint}
        onMouseDown={keepFocus}
        onClick={() => onKey('.')}
      >
        .
      </button>
      <button type="button" className="btn picker-keypad__key" onMouseDown={keepFocus} onClick={() => onKey('0')}>
        0
      </button>
      <button
        type="button"
        className="btn picker-keypad__key"
        aria-label={t`Backspace`}
        onMouseDown={keepFocus}
        onClick={() => onKey('backspace')}
      >
        ⌫
      </button>
    </div>
  );
}
