/**
 * The till's one on-screen numeric keypad, for every number typed: amounts tendered, discounts,
 * floats, cash in and out, counted cash, refund quantities, weights, quantities and PINs. A
 * screen holds one keypad that types into the field last focused (`KeypadScope` and
 * `NumberInput`, ./NumberInput.tsx), so two keypads are never shown at once. The keys never take
 * the focus from the field.
 */
import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import './keypad.css';

export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | 'backspace';

const DIGIT_ROWS: readonly KeypadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];

/** The text after one key: a character appended at the end, or the last one removed. */
export function applyKey(text: string, key: KeypadKey): string {
  if (key === 'backspace') return Array.from(text).slice(0, -1).join('');
  if (key === '.' && text.includes('.')) return text;
  return text + key;
}

export interface KeypadProps {
  /** False where the number has no decimals (a 0-digit currency, a quantity, a PIN). */
  allowPoint: boolean;
  onKey(key: KeypadKey): void;
  /** Classes beside `keypad`, for a screen's own layout. */
  className?: string;
}

/** Keeps the focused field focused (and a touch keyboard closed) while a key is tapped. */
const keepFocus = (e: MouseEvent) => e.preventDefault();

export function Keypad({ allowPoint, onKey, className = '' }: KeypadProps) {
  const { t } = useLingui();
  const key = (k: KeypadKey, label?: string, text: string = k, disabled = false) => (
    <button
      key={k}
      type="button"
      className="btn keypad__key"
      aria-label={label}
      disabled={disabled}
      onMouseDown={keepFocus}
      onClick={() => onKey(k)}
    >
      {text}
    </button>
  );
  return (
    <div className={`keypad ${className}`} role="group" aria-label={t`Number keypad`} dir="ltr">
      {DIGIT_ROWS.map((k) => key(k))}
      {key('.', t`Decimal point`, '.', !allowPoint)}
      {key('0')}
      {key('backspace', t`Backspace`, '⌫')}
    </div>
  );
}
