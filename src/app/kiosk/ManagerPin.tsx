/**
 * The manager PIN wherever it is asked (leaving kiosk mode, changing the server or key,
 * confirming a payment, marking a counter order paid): one field, one lockout. After five
 * wrong PINs in a row the field and its button are disabled and a countdown says when the
 * next try is taken; the count is in IndexedDB, so a reload does not reset it, and the wait
 * ends after its step on the monotonic clock whatever the wall clock does (pinTry.ts).
 */
import type { Message } from '../../core/names';
import { msg } from '@lingui/core/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { KioskSettings, TerminalSettings } from '../../db/schema';
import { usePinLock } from '../data/pinLock';
import { useSettingsWrites } from '../data/settings';
import { formatWait } from '../../core/pinLockout';
import { useLanguage } from '../../i18n/react';
import { useLingui } from '@lingui/react/macro';
import { FirstManagerPinFields, useFirstManagerPin } from './FirstManagerPin';
import { NumberInput } from '../../ui/NumberInput';

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

export interface ManagerPin {
  pin: string;
  setPin(pin: string): void;
  /** Milliseconds before a PIN is taken again; 0 when free. */
  lockedMs: number;
  error: Message | null;
  /** Verifies the typed PIN against `kiosk` and counts the try; true when it is right. */
  check(): Promise<boolean>;
}

export function useManagerPin(kiosk: Pick<KioskSettings, 'pinHash' | 'pinSalt'>): ManagerPin {
  const { lock, tries } = usePinLock();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const [ticking, setTicking] = useState(false);
  // A render every second while locked: the wait runs on the monotonic clock too (pinTry.ts).
  useNow(ticking);
  const lockedMs = tries.lockedMs(lock);
  useEffect(() => setTicking(lockedMs > 0), [lockedMs]);

  async function check(): Promise<boolean> {
    const attempt = await tries.attempt(pin, kiosk);
    if (attempt === 'locked') return false;
    setPin('');
    setError(attempt === 'right' ? null : msg`Wrong PIN.`);
    return attempt === 'right';
  }

  return { pin, setPin, lockedMs, error, check };
}

/** The "Manager PIN" field with its error and, while locked, the countdown. */
export function ManagerPinField({ state, label }: { state: ManagerPin; label?: string }) {
  const locked = state.lockedMs > 0;
  const { t } = useLingui();
  const { translate } = useLanguage();
  return (
    <>
      <label>
        {label ?? t`Manager PIN`}
        <NumberInput secret value={state.pin} disabled={locked} onText={state.setPin} />
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

/**
 * The manager PIN before a guarded step: the PIN asked (with the lockout), or, on a terminal
 * that has none yet, the first one set behind the terminal's API key (`FirstManagerPin`,
 * stored only as its salted hash).
 */
export function PinStep({ settings, onPassed }: { settings: TerminalSettings; onPassed(): void }) {
  const { t } = useLingui();
  const { translate } = useLanguage();
  const firstTime = !settings.kiosk.pinHash;
  const manager = useManagerPin(settings.kiosk);
  const firstPin = useFirstManagerPin(settings.apiKey);
  const { saveKiosk } = useSettingsWrites();
  const [error, setError] = useState<Message | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!firstTime) {
      if (await manager.check()) onPassed();
      return;
    }
    const taken = await firstPin.take();
    if (!taken.ok) return setError(taken.message);
    await saveKiosk({ ...settings.kiosk, pinHash: taken.pinHash, pinSalt: taken.pinSalt });
    onPassed();
  }

  return (
    <form className="kiosk-form" onSubmit={submit}>
      {firstTime ? (
        <>
          <FirstManagerPinFields state={firstPin} />
          {error && <p role="alert" className="alert">{translate(error)}</p>}
        </>
      ) : (
        <ManagerPinField state={manager} />
      )}
      <button type="submit" className="btn btn--primary" disabled={!firstTime && manager.lockedMs > 0}>
        {firstTime ? t`Set manager PIN` : t`Continue`}
      </button>
    </form>
  );
}
