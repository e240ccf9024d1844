/**
 * A person's PIN wherever it is asked ("Sign in", "Manager approval"): one field, one lockout
 * per person. After five wrong PINs in a row the field and its button are disabled and a
 * countdown says when the next try is taken; the count is on the person's row in IndexedDB,
 * so a reload does not reset it, and the wait ends after its step on the monotonic clock
 * whatever the wall clock does (pinTry.ts).
 */
import type { Message } from '../../core/names';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { useStaffPinLock } from '../../app/data/staffWrites';
import { formatWait } from '../../core/pinLockout';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';
import { NumberInput } from '../../ui/NumberInput';
import { pinComplete } from '../pin';
import { typedPin } from '../../core/typedNumber';

/** The current time, refreshed every second while `ticking`. */
function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}

export interface PersonPin {
  pin: string;
  setPin(pin: string): void;
  /** Milliseconds before a PIN is taken again; 0 when free. */
  lockedMs: number;
  error: Message | null;
  /** Verifies the typed PIN of the chosen person and counts the try; true when it is right. */
  check(): Promise<boolean>;
  /** The stored PIN's length, where it is kept: the field's form is submitted at it. */
  length: number | undefined;
}

/** The PIN of `staff_id` (null: nobody chosen yet, nothing is checked). */
export function usePersonPin(staff_id: string | null): PersonPin {
  const { lock, tries, length } = useStaffPinLock(staff_id);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [ticking, setTicking] = useState(false);
  // A render every second while locked: the wait runs on the monotonic clock too (pinTry.ts).
  useNow(ticking);
  const lockedMs = tries ? tries.lockedMs(lock) : 0;
  useEffect(() => setTicking(lockedMs > 0), [lockedMs]);
  useEffect(() => setError(null), [staff_id]);

  async function check(): Promise<boolean> {
    // Nothing typed is no try: a tap on the button after a PIN checked itself counts nothing.
    if (!tries || typedPin(pin) === '') return false;
    const attempt = await tries.attempt(pin);
    if (attempt === 'locked') return false;
    setPin('');
    setError(attempt === 'right' ? null : msg`Wrong PIN.`);
    return attempt === 'right';
  }

  return { pin, setPin, lockedMs, error, check, length };
}

/**
 * The "PIN" field with its error and, while locked, the countdown. Where the PIN's length is
 * known its form is submitted once that many digits are typed: no tap on the button.
 */
export function PinField({ state, label }: { state: PersonPin; label?: string }) {
  const locked = state.lockedMs > 0;
  const { t } = useLingui();
  const { translate } = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const complete = !locked && pinComplete(state.pin, state.length);
  // After the render that holds the last digit, so the form's handler reads the whole PIN.
  useEffect(() => {
    if (complete) input.current?.form?.requestSubmit();
  }, [complete]);
  return (
    <>
      <label>
        {label ?? t`PIN`}
        <NumberInput ref={input} secret value={state.pin} disabled={locked} onText={state.setPin} />
      </label>
      {locked ? (
        <p role="alert" className="alert">
          {t`Too many wrong PINs. Try again in ${{ wait: formatWait(state.lockedMs) }}.`}
        </p>
      ) : (
        state.error && <p role="alert" className="alert">{translate(state.error)}</p>
      )}
    </>
  );
}
