/** The audit trail's dialog over its live read: the screen of src/staff/ui, connected. */
import { useAuditEvents } from '../data/audit';
import { useBranchTimeZone } from '../data/branchTime';
import { AuditTrailDialog } from '../../staff/ui/AuditTrailDialog';

export function AuditTrail({ onClose }: { onClose(): void }) {
  return <AuditTrailDialog events={useAuditEvents()} timeZone={useBranchTimeZone()} onClose={onClose} />;
}
