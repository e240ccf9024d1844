/**
 * "Audit trail": the privileged changes made on this terminal (assumed-contracts 16), newest
 * first, each with who made it, who approved it, what changed and whether the server has it.
 * Shows what it is given; the settings screen reads the trail.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { formatDocumentTime } from '../../i18n/i18n';
import { Dialog } from '../../ui/Dialog';
import type { AuditEvent, AuditKind } from '../audit';

export interface ListedAuditEvent extends AuditEvent {
  upload: 'waiting' | 'uploaded' | 'rejected' | 'kept';
}

const KIND_NAMES: Record<AuditKind, MessageDescriptor> = {
  staff_added: msg`Person added`,
  staff_removed: msg`Person removed`,
  role_changed: msg`Role changed`,
  pin_reset: msg`PIN reset`,
  pin_forgotten: msg`Forgot PIN`,
  drawer_opened: msg`Drawer opened`,
  training_started: msg`Training started`,
  training_left: msg`Training left`,
  kiosk_started: msg`Kiosk started`,
  kiosk_left: msg`Kiosk left`,
  settings_changed: msg`Settings changed`,
  price_overridden: msg`Price overridden`,
};

const UPLOAD_NAMES: Record<ListedAuditEvent['upload'], MessageDescriptor> = {
  waiting: msg`Waiting`,
  uploaded: msg`Uploaded`,
  rejected: msg`Rejected`,
  kept: msg`Kept on this terminal`,
};

/** What changed, as `key: value` pairs in the order they were recorded. */
const detailText = (detail: AuditEvent['detail']): string =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');

/** `timeZone`: the branch's, as every document's time is shown. */
export function AuditTrailDialog({ events, timeZone, onClose }: { events: readonly ListedAuditEvent[] | undefined; timeZone: string | undefined; onClose(): void }) {
  const { t, i18n } = useLingui();
  const footer = (
    <button type="button" className="btn btn--primary" onClick={onClose}>
      {t`Close`}
    </button>
  );
  return (
    <Dialog title={t`Audit trail`} onEscape={onClose} footer={footer}>
      {events && events.length === 0 && <p>{t`Nothing recorded yet.`}</p>}
      {events && events.length > 0 && (
        <ul className="audit-trail" aria-label={t`Audit trail`}>
          {events.map((e) => (
            <li key={e.event_id} className="audit-trail__event">
              <strong>{i18n._(KIND_NAMES[e.kind])}</strong> <time dateTime={e.at}>{formatDocumentTime(e.at, timeZone ?? '')}</time>
              <div>
                {e.staff_name ?? t`Nobody signed in`}
                {e.approved_by && ` · ${t`Approved by ${e.approved_by.name}`}`}
                {` · ${i18n._(UPLOAD_NAMES[e.upload])}`}
              </div>
              {Object.keys(e.detail).length > 0 && <div className="audit-trail__detail">{detailText(e.detail)}</div>}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
