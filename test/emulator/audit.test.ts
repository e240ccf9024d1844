import { describe, expect, test } from 'vitest';
import { callJson, emulatorPerFile, type CallOptions, type FailureBody } from '../kit/emulator';

const emu = emulatorPerFile({ reset: true });

type Answer = { status: boolean; message: string; data?: { event_id: string } } & FailureBody;

const event = (overrides: Record<string, unknown> = {}) => ({
  event_id: 'e-1',
  terminal_id: 't-1',
  location_id: emu.control.tenant.session.location.id,
  at: '2026-11-29T09:00:00.000Z',
  kind: 'role_changed',
  staff_id: 'c-1',
  approved_by: { staff_id: 'm-1', name: 'Mona' },
  detail: { from: 'cashier', to: 'manager' },
  ...overrides,
});
const options = (body: unknown, key: string | null): CallOptions => ({ method: 'POST', body, headers: key === null ? {} : { 'Idempotency-Key': key } });
const post = (body: unknown, key: string | null = 'e-1') => callJson<Answer>(emu, '/api/v2/audit-events', options(body, key));

describe('audit events (assumed-contracts 16)', () => {
  test('16 a first event answers 201 with its id and is stored as sent', async () => {
    const { status, body } = await post(event());
    expect(status).toBe(201);
    expect(body.data).toEqual({ event_id: 'e-1' });
    expect(emu.control.auditEvents().map((e) => e.event)).toEqual([event()]);
  });

  test('16 the same Idempotency-Key again answers 200 and stores no second event', async () => {
    await post(event());
    expect((await post(event({ detail: {} }))).status).toBe(200);
    expect(emu.control.auditEvents()).toHaveLength(1);
  });

  test.each([
    ['a kind the contract does not list', { kind: 'sale_deleted' }, 'kind'],
    ['another branch', { location_id: 999 }, 'location_id'],
    ['an approver without a name', { approved_by: { staff_id: 'm-1' } }, 'approved_by'],
    ['a time that is not ISO', { at: 'yesterday' }, 'at'],
    ['an event id other than the key', { event_id: 'e-2' }, 'event_id'],
  ])('16 %s is refused with 422 naming the field, and nothing is stored', async (_what, overrides, field) => {
    const { status, body } = await post(event(overrides));
    expect(status).toBe(422);
    expect(JSON.stringify(body.errors)).toContain(field);
    expect(emu.control.auditEvents()).toEqual([]);
  });

  test('16 told the route is unknown, it answers 404 and stores nothing', async () => {
    emu.control.setFault('audit', { kind: 'status', status: 404 });
    expect((await post(event())).status).toBe(404);
    expect(emu.control.auditEvents()).toEqual([]);
  });
});
