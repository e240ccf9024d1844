/**
 * The approval a change past an approved discount needs (the refusal `approval`), asked with
 * what it approves; the words load with the first such refusal, not with the page.
 */
import type { StaffRef } from '../../staff/staff';
import type { CurrencyDigits } from '../../core/money';
import type { CartLine } from '../cart';
import type { ApprovalRefusal } from '../discountApproval';
import type { ApproveDiscount } from './discountText';

/** Asks a manager through `approve`; approved, `then` makes the change again with the approver. */
export function askApprovalAgain(refusal: ApprovalRefusal, lines: readonly CartLine[], digits: CurrencyDigits, approve: ApproveDiscount, then: (approver: StaffRef) => void): void {
  void import('./discountText')
    .then(({ approveAgain }) => approveAgain(refusal, lines, digits, approve))
    .then((approver) => approver && then(approver));
}
