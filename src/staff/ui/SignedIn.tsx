/**
 * The status bar's person (ui-contract "Staff and approvals"): the name signed in and "Lock",
 * or "Sign in" when nobody is. A terminal without staff shows nothing. While nobody is signed
 * in on a terminal with staff (locked), "Sign in" covers the till and cannot be dismissed;
 * kiosk mode keeps its own rules and never locks. Switching person is "Lock", then the next
 * person signs in; the open and parked orders stay.
 */
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CARD_IN_FLIGHT_MESSAGE } from '../../checkout/cardInFlight';
import { useCardInFlight } from '../../app/data/cardInFlight';
import { useKiosk } from '../../app/data/settings';
import { useSignedIn, useStaff } from '../../app/data/staff';
import { useLock } from '../../app/data/staffWrites';

// The idle lock's timer starts after the first paint: the first load carries only the name and "Lock".
const IdleLock = lazy(() => import('./IdleLock').then((m) => ({ default: m.IdleLock })));
const SignInDialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

export function SignedIn() {
  const { t } = useLingui();
  const staff = useStaff();
  const person = useSignedIn();
  const kiosk = useKiosk();
  const lock = useLock();
  const cardInFlight = useCardInFlight();
  const [said, setSaid] = useState<string | null>(null);
  if (!staff || staff.length === 0 || person === undefined || kiosk.enabled) return null;
  if (!person) {
    return (
      <Suspense fallback={null}>
        <SignInDialog />
      </Suspense>
    );
  }
  return (
    <span className="signed-in">
      <Suspense fallback={null}>
        <IdleLock />
      </Suspense>
      <span role="group" aria-label={t`Signed in`}>{person.name}</span>
      {/* A card being charged keeps its cashier: the till locks once the payment ends. */}
      <button type="button" className="btn" onClick={() => (cardInFlight ? setSaid(t(CARD_IN_FLIGHT_MESSAGE)) : (setSaid(null), void lock()))}>
        {t`Lock`}
      </button>
      {said && cardInFlight && <span role="status">{said}</span>}
    </span>
  );
}
