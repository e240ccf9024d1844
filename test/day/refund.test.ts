import { describe, expect, test } from 'vitest';
import { makeRefund, type RefundInput } from '../../src/day/refund';
import { daySale, m } from './fixtures';

const input = (overrides: Partial<RefundInput> = {}): RefundInput => ({
  sale: daySale(),
  refunds: [],
  request: [{ of_line: 0, quantity: 1 }],
  client_order_id: 'refund-1',
  ticket_no: 'R3-000007',
  created_at: '2026-11-21T11:02:00.000Z',
  reason: ' Wrong item ',
  ...overrides,
});

describe('a refund as it is stored and uploaded (assumed-contracts 8)', () => {
  test('carries its own id, ticket and time, the sale it refunds, the sale\'s branch and brand, its priced lines and payments', () => {
    expect(makeRefund(input({ shift_id: 'shift-1', cashier_name: 'Cashier 1', terminal_id: 'term-1' }))).toEqual({
      ok: true,
      refund: {
        client_order_id: 'refund-1',
        refund_of: 'sale-1',
        ticket_no: 'R3-000007',
        created_at: '2026-11-21T11:02:00.000Z',
        location_id: 3,
        brand_id: 2,
        reason: 'Wrong item',
        lines: [{ of_line: 0, product_id: 41, brand_id: 2, name: 'Chicken burger', quantity: 1, amount: m('1.627') }],
        total: m('1.627'),
        payments: [{ method: 'card', amount: m('1.627') }],
        digits: 3,
        terminal_id: 'term-1',
        shift_id: 'shift-1',
        cashier_name: 'Cashier 1',
      },
    });
  });

  test('a refund without a reason is refused: each refund of the day must say why', () => {
    expect(makeRefund(input({ reason: '   ' }))).toEqual({ ok: false, reason: 'reason-missing' });
  });

  test('a refund beyond the line is refused with the rule, not priced', () => {
    expect(makeRefund(input({ request: [{ of_line: 1, quantity: 3 }] }))).toEqual({ ok: false, reason: 'exceeds', of_line: 1, remaining: 2 });
  });

  test('the refunds already made count: their lines against the units, their payments against the card', () => {
    const first = makeRefund(input({ request: [{ of_line: 0, quantity: 2 }] }));
    if (!first.ok) throw new Error(first.reason);
    const second = makeRefund(input({ client_order_id: 'refund-2', refunds: [first.refund] }));
    expect(second).toMatchObject({ ok: true, refund: { total: m('1.628'), payments: [{ method: 'cash', amount: m('1.628') }] } });
  });
});
