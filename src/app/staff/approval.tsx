/**
 * The one approval path of the till (assumed-contracts 10, ui-contract "Staff and approvals"):
 * `requestApproval(action)` opens "Manager approval" (a manager's button, "PIN", "Approve")
 * without signing anyone out, or asks a manager who is signed in to confirm, and resolves with
 * the approver `{staff_id, name}` to record on the document, or null when cancelled. A
 * terminal with no manager yet makes its first one there, behind its API key. Every action
 * that needs a manager calls it: Settings and the kiosk's "Staff", a refund, "Cash out",
 * marking a counter order paid, confirming a kiosk payment, a discount above the limit, a void.
 */
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import type { ApprovalAction, StaffRef } from '../../staff/staff';

const ManagerApprovalDialog = lazy(() => import('./ManagerApprovalDialog').then((m) => ({ default: m.ManagerApprovalDialog })));

/** `description`: what exactly is approved ("Discount 50 % on Chicken burger, 0.875"), shown in the dialog. */
export type RequestApproval = (action: ApprovalAction, description?: string) => Promise<StaffRef | null>;

const ApprovalContext = createContext<RequestApproval | null>(null);
/** Each request's dialog is a new one (its key). */
let asked = 0;

interface Pending {
  id: number;
  action: ApprovalAction;
  description?: string | undefined;
  resolve(approver: StaffRef | null): void;
}

export function ApprovalProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const request = useCallback<RequestApproval>(
    (action, description) =>
      new Promise((resolve) => {
        // A second request while one is open answers the first as cancelled: one dialog at a
        // time (a promise settles once, so the updater running twice changes nothing).
        setPending((open) => {
          open?.resolve(null);
          return { id: ++asked, action, description, resolve };
        });
      }),
    [],
  );
  return (
    <ApprovalContext.Provider value={request}>
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

/** `requestApproval(action)`: the approver, or null when cancelled. */
export function useApproval(): RequestApproval {
  const request = useContext(ApprovalContext);
  if (!request) throw new Error('useApproval needs an ApprovalProvider above it');
  return request;
}
