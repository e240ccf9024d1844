/**
 * "Behind a manager", one gate for every staff screen (Settings, "Change server or key",
 * "Export unsent", "Import unsent", logging out, clearing the data): its children show once a
 * manager approved ("Manager approval", the one approval path), at once when a manager is
 * signed in. A gate inside one already passed lets through at once, so a screen is never
 * asked twice.
 */
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useKiosk } from '../data/settings';
import { useSignedIn } from '../data/staff';
import { useApproval } from './approval';

const Passed = createContext(false);

/** Whether a manager already approved the screen this stands in (a gate above it passed). */
export function useGatePassed(): boolean {
  return useContext(Passed);
}

/** `askAtOnce`: the approval opens with the gate (a screen that is all staff); otherwise on its button. */
export function StaffGate({ children, askAtOnce = true }: { children: ReactNode; askAtOnce?: boolean }) {
  const inside = useContext(Passed);
  const signedIn = useSignedIn();
  const requestApproval = useApproval();
  const [passed, setPassed] = useState(false);
  const asked = useRef(false);
  const { t } = useLingui();
  const kiosk = useKiosk();
  const open = inside || passed || (signedIn?.role === 'manager' && !kiosk.enabled);

  function ask() {
    void requestApproval('manage').then((approver) => approver && setPassed(true));
  }

  useEffect(() => {
    if (!askAtOnce || open || signedIn === undefined || asked.current) return;
    asked.current = true;
    ask();
  });

  if (!open) {
    return (
      <button type="button" className="btn btn--primary" onClick={ask}>
        {t`Manager approval`}
      </button>
    );
  }
  return <Passed.Provider value>{children}</Passed.Provider>;
}
