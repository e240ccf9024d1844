/**
 * Keyboard-wedge barcode scanners: the scanner "types" the code, one key every few
 * milliseconds, and presses Enter, into whatever has the focus. A burst counts as a scan
 * only when every key, Enter included, follows the previous one within `maxGapMs` and the
 * code is at least `minLength` long: a person typing, even fast, does not keep that up.
 *
 * Timing uses each event's own `timeStamp` (when the key arrived), not the time the handler
 * runs, so keys queued behind a busy frame do not look like a burst.
 *
 * A scan that landed in a text field (the search box) is taken back out of it, and its Enter
 * goes no further (it must not press a focused button). While a modal dialog is open there is
 * no scanning: its fields get the keys as typed.
 */
import { useEffect, useRef } from 'react';

export interface ScannerOptions {
  /** Longest pause between two keys of one scan. */
  maxGapMs?: number;
  minLength?: number;
  enabled?: boolean;
  /** The scan is the dialog's own (a receipt scanned in "Orders"): it is taken while a dialog is open. */
  inDialog?: boolean;
}

export const SCANNER_MAX_GAP_MS = 35;
export const SCANNER_MIN_LENGTH = 4;

type Field = HTMLInputElement | HTMLTextAreaElement;

interface Burst {
  code: string;
  last: number;
  field: Field | null;
  /** The field's text before the burst began, put back after a scan. */
  before: string;
}

const NOT_TEXT = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'image', 'range', 'color', 'hidden']);

function textField(target: EventTarget | null): Field | null {
  if (target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type)) return target;
  return null;
}

/** Sets the value the way typing does, so a React-controlled field sees the change. */
function putBack(field: Field, value: string): void {
  if (!field.isConnected || field.value === value) return;
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function modalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}

export function useBarcodeScanner(onScan: (code: string) => void, options: ScannerOptions = {}): void {
  const { maxGapMs = SCANNER_MAX_GAP_MS, minLength = SCANNER_MIN_LENGTH, enabled = true, inDialog = false } = options;
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });

  useEffect(() => {
    if (!enabled) return;
    let burst: Burst | null = null;

    function onKeyDown(e: KeyboardEvent) {
      if (e.isComposing || e.ctrlKey || e.metaKey || e.altKey || (!inDialog && modalOpen())) {
        burst = null;
        return;
      }
      const now = e.timeStamp;
      const onTime = burst !== null && now - burst.last <= maxGapMs;
      if (e.key === 'Enter') {
        const scanned = onTime ? burst : null;
        burst = null;
        if (scanned === null || scanned.code.length < minLength) return;
        e.preventDefault();
        e.stopPropagation();
        if (scanned.field !== null) putBack(scanned.field, scanned.before);
        latest.current(scanned.code);
        return;
      }
      if (e.key === 'Shift') return;
      if (e.key.length !== 1) {
        burst = null;
        return;
      }
      if (burst !== null && onTime) {
        burst.code += e.key;
        burst.last = now;
      } else {
        const field = textField(e.target);
        burst = { code: e.key, last: now, field, before: field?.value ?? '' };
      }
    }

    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, maxGapMs, minLength, inDialog]);
}
