/**
 * The one door a manager's action on the selling screen passes through: today the manager PIN
 * (StaffGate); personal PINs and approvals replace it here alone.
 */
import type { ReactNode } from 'react';
import { useSettings } from '../data/settings';
import { StaffGate } from '../staff/StaffGate';

export function ManagerApproval({ children }: { children: ReactNode }) {
  const settings = useSettings();
  if (!settings) return null;
  return <StaffGate settings={settings}>{children}</StaffGate>;
}
