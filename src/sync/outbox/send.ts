/**
 * One queued document sent by its kind's contract: a sale, a refund or a cleared order's void
 * to the invoices route (assumed-contracts 6, 8, 10), a closed shift to the shifts route (9), a
 * sold-out mark to its product's availability route (12), an audit event to the audit route
 * (16), a station's ticket to its kitchen screen (14); and the card refunds a refund document
 * waits for (13). Loaded by the uploader on its first upload.
 */
import type { QueuedDocument } from '../../db/outbox';
import type { ApiClient } from '../api/client';
import { uploadInvoice, uploadRefund, uploadVoid } from '../contracts/invoices';
import { uploadShift } from '../contracts/shifts';
import { uploadAvailability } from '../contracts/availability';
import { uploadAuditEvent } from '../contracts/auditEvents';
import { uploadKitchenTicket } from '../contracts/kitchenTickets';
import type { UploadOutcome } from '../contracts/upload';

/** Card refunds left unanswered, sent again by the uploader's pass (src/sync/cardRecovery.ts). */
export { sendCardRefunds } from '../cardRecovery';

/** Sends one document by its kind's contract. */
export function upload(api: ApiClient, document: QueuedDocument, signal: AbortSignal): Promise<UploadOutcome> {
  switch (document.kind) {
    case 'sale':
      return uploadInvoice(api, document.order, signal);
    case 'refund':
      return uploadRefund(api, document.refund, signal);
    case 'shift': {
      const { shift } = document;
      // Only a closed shift is queued (src/db/shifts.ts); one without its Z report cannot be sent.
      if (!shift.z_report) return Promise.resolve({ kind: 'rejected', message: 'The shift has no Z report: it was queued before it closed.' });
      const terminal = { terminal_id: shift.terminal_id, location_id: shift.location_id, digits: shift.digits };
      return uploadShift(api, shift.z_report, terminal, signal);
    }
    case 'void':
      return uploadVoid(api, document.voided, signal);
    case 'availability':
      return uploadAvailability(api, document.change, signal);
    case 'audit':
      return uploadAuditEvent(api, document.event, signal);
    case 'kitchen': {
      const { upload: _u, invoice_id: _i, message: _m, uploaded_at: _a, printable: _p, paper: _paper, ...ticket } = document.ticket;
      return uploadKitchenTicket(api, ticket, signal);
    }
    default: {
      const never: never = document;
      return never;
    }
  }
}

