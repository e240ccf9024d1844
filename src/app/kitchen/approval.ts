/**
 * A manager's approval of a void: the one manager PIN of the terminal, with its lockout
 * (ManagerPin.tsx). It is the one place a void asks for approval, so personal staff PINs
 * replace it here alone; until then the PIN stands for every manager.
 */
import type { ApprovedBy } from '../../cart/kitchen';
import type { ManagerPin } from '../kiosk/ManagerPin';

export const MANAGER_PIN: ApprovedBy = { staff_id: 'manager-pin', name: 'Manager' };

/** The approver once the typed PIN is right; null when it is not (the field says why). */
export async function approveVoid(pin: ManagerPin): Promise<ApprovedBy | null> {
  return (await pin.check()) ? MANAGER_PIN : null;
}
