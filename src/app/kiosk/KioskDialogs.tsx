/**
 * Entering and leaving kiosk mode. Entering sets the manager PIN the first time (and the
 * idle reset time); leaving needs the PIN. Only the hash of the PIN is stored.
 */
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../checkout/ui/Dialog';
import type { KioskSettings } from '../../db/schema';
import { hashPin, isValidPin, verifyPin } from './pin';

export function StartKioskDialog({ kiosk, onStart, onCancel }: {
  kiosk: KioskSettings;
  onStart(next: KioskSettings): void;
  onCancel(): void;
}) {
  const firstTime = !kiosk.pinHash;
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [idle, setIdle] = useState(String(kiosk.idleSeconds));
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const idleSeconds = Number.parseInt(idle, 10);
    if (!Number.isInteger(idleSeconds) || idleSeconds < 10 || idleSeconds > 3600) {
      return setError('Idle reset is a number of seconds from 10 to 3600.');
    }
    if (firstTime) {
      if (!isValidPin(pin)) return setError('The PIN is 4 to 8 digits.');
      if (pin !== repeat) return setError('The two PINs differ.');
      onStart({ ...kiosk, ...(await hashPin(pin)), idleSeconds, enabled: true });
    } else {
      if (!(await verifyPin(pin, kiosk))) return setError('Wrong PIN.');
      onStart({ ...kiosk, idleSeconds, enabled: true });
    }
    // Kiosks run full screen; leaving it needs the PIN like everything else.
    void document.documentElement.requestFullscreen?.().catch(() => undefined);
  }

  return (
    <Dialog
      title="Kiosk mode"
      onEscape={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>Cancel</button>
          <button type="submit" form="kiosk-start" className="btn btn--primary">Start kiosk</button>
        </>
      }
    >
      <form id="kiosk-start" className="kiosk-form" onSubmit={submit}>
        <label>
          {firstTime ? 'New manager PIN' : 'Manager PIN'}
          <input type="password" inputMode="numeric" autoComplete="off" value={pin} onChange={(e) => setPin(e.target.value)} />
        </label>
        {firstTime && (
          <label>
            Repeat PIN
            <input type="password" inputMode="numeric" autoComplete="off" value={repeat} onChange={(e) => setRepeat(e.target.value)} />
          </label>
        )}
        <label>
          Idle reset (seconds)
          <input type="text" inputMode="numeric" value={idle} onChange={(e) => setIdle(e.target.value)} />
        </label>
        {error && <p role="alert" className="alert">{error}</p>}
      </form>
    </Dialog>
  );
}

export function ExitKioskDialog({ kiosk, onExit, onCancel }: {
  kiosk: KioskSettings;
  onExit(): void;
  onCancel(): void;
}) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await verifyPin(pin, kiosk)) onExit();
    else {
      setPin('');
      setError('Wrong PIN.');
    }
  }

  return (
    <Dialog
      title="Staff"
      onEscape={onCancel}
      footer={
        <>
          <button type="button" className="btn" onClick={onCancel}>Cancel</button>
          <button type="submit" form="kiosk-exit" className="btn btn--primary">Exit kiosk</button>
        </>
      }
    >
      <form id="kiosk-exit" className="kiosk-form" onSubmit={submit}>
        <label>
          Manager PIN
          <input type="password" inputMode="numeric" autoComplete="off" value={pin} onChange={(e) => setPin(e.target.value)} />
        </label>
        {error && <p role="alert" className="alert">{error}</p>}
      </form>
    </Dialog>
  );
}
