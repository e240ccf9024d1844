/**
 * "Behind a manager", one gate for every staff screen (Settings, "Staff", "Tenders", "Change
 * server or key", the terminal's data, "Mark sold out"): its children show once a manager
 * approved its own action ("Manager approval", the one approval path), at once when a manager
 * is signed in (never at a kiosk, where a customer stands at the screen). A gate inside one
 * already passed asks again for its own action: an approval opens one screen, not the screens
 * inside it. The approval holds for the session it was given in: "Lock" closes the gate.
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { refOf, type ApprovalAction, type StaffRef } from '../staff';
import { approvalHolds, isManager, type Approval } from '../permissions';
import { useKiosk } from '../../app/data/settings';
import { useSignedIn } from '../../app/data/staff';
import { useApproval, useApprovalSession } from './approval';

/** Whether the person signed in acts as a manager here without being asked: a manager, and not at a kiosk. */
export function useManagerAtTill(): boolean {
  const signedIn = useSignedIn();
  const kiosk = useKiosk();
  return isManager(signedIn) && !kiosk.enabled;
}

/**
 * Asks a manager's approval of one action done at once (a role, a PIN, training): the manager
 * signed in at the till (not a kiosk) without asking, else "Manager approval". Resolves with
 * the manager, or null when cancelled.
 */
export function useApprovedAction(): (action: ApprovalAction, description?: string) => Promise<StaffRef | null> {
  const signedIn = useSignedIn();
  const atTill = useManagerAtTill();
  const requestApproval = useApproval();
  return useCallback(
    (action, description) => (atTill && signedIn ? Promise.resolve(refOf(signedIn)) : requestApproval(action, description)),
    [atTill, signedIn, requestApproval],
  );
}

/** `askAtOnce`: the approval opens with the gate (a screen that is all staff); otherwise on its button. */
export function StaffGate({ action, children, askAtOnce = true }: { action: ApprovalAction; children: ReactNode; askAtOnce?: boolean }) {
  const signedIn = useSignedIn();
  const requestApproval = useApproval();
  const session = useApprovalSession();
  const [approval, setApproval] = useState<Approval | null>(null);
  const asked = useRef(false);
  const { t } = useLingui();
  const open = useManagerAtTill() || approvalHolds(approval, action, session);

  function ask() {
    const askedIn = session;
    void requestApproval(action).then((approver) => approver && setApproval({ action, approver, session: askedIn }));
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
  return children;
}
