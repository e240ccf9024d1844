/**
 * The one door a manager's action on the selling screen passes through: "Manager approval"
 * (StaffGate, the till's one approval path), at once when a manager is signed in.
 */
import type { ReactNode } from 'react';
import { StaffGate } from '../../staff/ui/StaffGate';

export function ManagerApproval({ children }: { children: ReactNode }) {
  return <StaffGate action="sold-out">{children}</StaffGate>;
}
