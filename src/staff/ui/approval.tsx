/**
 * The one approval path of the till (assumed-contracts 10, ui-contract "Staff and approvals"):
 * `requestApproval(action)` opens "Manager approval" (a manager's button, "PIN", "Approve")
 * without signing anyone out, or asks a manager who is signed in to confirm, and resolves with
 * the approver `{staff_id, name}` to record on the document, or null when cancelled. A
 * terminal with no manager yet makes its first one there, behind its API key. Every action
 * that needs a manager calls it with its own name (src/staff/staff.ts `ApprovalAction`), and
 * an approval is used by that action alone. The one exception is an act that finishes what was
 * just approved (the kiosk's "Orders", then "Mark paid"): that one act takes the same approver
 * without asking again (`handedOnTo`), once.
 *
 * Sessions: each time the person signed in leaves ("Lock", the idle lock, another person
 * signing in, starting or leaving training or the kiosk) a new session starts. Approvals are given for the session they were
 * asked in (StaffGate), so "Lock" ends every one of them: an approval still being asked is
 * cancelled, the gates close, and the screens opened under them close (`useSessionEnd`).
 */
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { handedOnTo, handOn, type ApprovalAction, type HandedOn, type StaffRef } from '../staff';
import { useSignedIn } from '../../app/data/staff';

const ManagerApprovalDialog = lazy(() => import('./ManagerApprovalDialog').then((m) => ({ default: m.ManagerApprovalDialog })));

/** `description`: what exactly is approved ("Discount 50 % on Chicken burger, 0.875"), shown in the dialog. */
export type RequestApproval = (action: ApprovalAction, description?: string) => Promise<StaffRef | null>;

const ApprovalContext = createContext<{ request: RequestApproval; session: number } | null>(null);
/** Each request's dialog is a new one (its key). */
let asked = 0;

interface Pending {
  id: number;
  action: ApprovalAction;
  description?: string | undefined;
  resolve(approver: StaffRef | null): void;
}

/**
 * The session's number: one more each time the person signed in leaves ("Lock", or another
 * person signing in over them). Someone signing in where nobody was (the first manager made
 * at an approval, a sign-in after "Lock") ends nothing: "Lock" already ended it.
 */
function useSession(): number {
  const signedIn = useSignedIn();
  const key = signedIn === undefined ? undefined : (signedIn?.staff_id ?? null);
  const [seen, setSeen] = useState<{ key: string | null | undefined; session: number }>({ key, session: 0 });
  if (key !== undefined && seen.key !== key) setSeen({ key, session: seen.key ? seen.session + 1 : seen.session });
  return seen.session;
}

export function ApprovalProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const session = useSession();
  const sessionNow = useRef(session);
  sessionNow.current = session;
  // The last approval, while the one act that finishes it may still come (src/staff/staff.ts).
  const handed = useRef<HandedOn | null>(null);
  const request = useCallback<RequestApproval>(
    (action, description) =>
      new Promise<StaffRef | null>((resolve) => {
        const carried = handedOnTo(handed.current, action, sessionNow.current, performance.now());
        // Any request spends it: handed on once at most.
        handed.current = null;
        if (carried) return resolve(carried);
        // A second request while one is open answers the first as cancelled: one dialog at a
        // time (a promise settles once, so the updater running twice changes nothing).
        setPending((open) => {
          open?.resolve(null);
          return { id: ++asked, action, description, resolve };
        });
      }).then((approver) => {
        if (approver) handed.current = handOn(action, approver, sessionNow.current, performance.now());
        return approver;
      }),
    [],
  );
  // A new session cancels an approval still being asked: it was asked for the one before.
  useEffect(
    () => {
      handed.current = null;
      setPending((open) => {
        open?.resolve(null);
        return null;
      });
    },
    [session],
  );
  const value = useMemo(() => ({ request, session }), [request, session]);
  return (
    <ApprovalContext.Provider value={value}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <ManagerApprovalDialog
            key={pending.id}
            action={pending.action}
            description={pending.description}
            onSettled={(approver) => {
              pending.resolve(approver);
              setPending(null);
            }}
          />
        </Suspense>
      )}
    </ApprovalContext.Provider>
  );
}

function useApprovalContext() {
  const held = useContext(ApprovalContext);
  if (!held) throw new Error('useApproval needs an ApprovalProvider above it');
  return held;
}

/** `requestApproval(action)`: the approver, or null when cancelled. */
export function useApproval(): RequestApproval {
  return useApprovalContext().request;
}

/** The session approvals are given in now. */
export function useApprovalSession(): number {
  return useApprovalContext().session;
}
