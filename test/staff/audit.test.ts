import { describe, expect, test } from 'vitest';
import { AUDIT_KINDS, auditEvent, isAuditKind } from '../../src/staff/audit';

const mona = { staff_id: 'm-1', name: 'Mona' };
const sami = { staff_id: 'c-1', name: 'Sami' };
const base = { event_id: 'e-1', terminal_id: 't-1', location_id: 3, at: new Date('2026-11-29T09:00:00Z') };

describe('assumed-contracts 16 an audit event names who made a change and who approved it', () => {
  test('the event carries the contract fields, the time in ISO and the name the person had', () => {
    expect(auditEvent({ ...base, kind: 'role_changed', by: sami, approvedBy: mona, detail: { to: 'manager' } })).toEqual({
      event_id: 'e-1',
      terminal_id: 't-1',
      location_id: 3,
      at: '2026-11-29T09:00:00.000Z',
      kind: 'role_changed',
      staff_id: 'c-1',
      staff_name: 'Sami',
      approved_by: mona,
      detail: { to: 'manager' },
    });
  });

  test('a manager who approves their own change is not recorded as approving it', () => {
    expect(auditEvent({ ...base, kind: 'drawer_opened', by: mona, approvedBy: mona }).approved_by).toBeNull();
  });

  test('a change made with no one signed in (the key holder) names nobody', () => {
    const event = auditEvent({ ...base, kind: 'pin_forgotten', by: null });
    expect([event.staff_id, event.staff_name, event.approved_by]).toEqual([null, null, null]);
  });

  test('the kinds are the twelve the contract lists', () => {
    expect(AUDIT_KINDS).toHaveLength(12);
    expect(isAuditKind('price_overridden')).toBe(true);
    expect(isAuditKind('sale_deleted')).toBe(false);
  });
});
