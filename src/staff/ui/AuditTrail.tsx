/** The audit trail's dialog over its live read: the screen of src/staff/ui, connected. */
import { useAuditEvents } from '../../app/data/audit';
import { useBranchTimeZone } from '../../app/data/branchTime';
import { AuditTrailDialog } from './AuditTrailDialog';

export function AuditTrail({ onClose }: { onClose(): void }) {
  return <AuditTrailDialog events={useAuditEvents()} timeZone={useBranchTimeZone()} onClose={onClose} />;
}
