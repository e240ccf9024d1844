/**
 * The bodies the outbox sends besides a sale's: the order fields of assumed-contracts 7 on a
 * sale, a refund (8) in currency units with positive amounts, and the shifts route's answer (9).
 */
import { describe, expect, test } from 'vitest';
import { decodeShiftAnswer } from '../../../src/sync/contracts/shifts';
import { invoiceBody } from '../../../src/sync/contracts/invoiceBody';
import { refundBody } from '../../../src/sync/contracts/refundBody';
import { refundRow } from '../../kit/day';
import { exampleOrder, orderOf, cartOf, exampleBurger, cash } from '../../kit/orders';
import { m } from '../../kit/factories';

describe('7 order fields on the invoice', () => {
  test('the parked name, the note, the shift and the cashier are sent when the sale has them; empty ones are left out', () => {
    const order = orderOf(cartOf(2, exampleBurger), [cash('4.600', '5.000')], {
      order_name: 'Table 4',
      order_note: 'No onions on anything',
      shift_id: 'shift-1',
      cashier_name: 'Cashier 1',
    });
    expect(invoiceBody(order)).toMatchObject({ order_name: 'Table 4', order_note: 'No onions on anything', shift_id: 'shift-1', cashier_name: 'Cashier 1' });
    const plain = invoiceBody({ ...exampleOrder(), order_name: '  ', order_note: '' });
    expect(plain).not.toHaveProperty('order_name');
    expect(plain).not.toHaveProperty('order_note');
    expect(plain).not.toHaveProperty('shift_id');
  });
});

describe('8 the refund body', () => {
  test('names the sale and the line, in currency units, amounts positive, keys as the contract writes them', () => {
    const refund = refundRow(exampleOrder(), { shift_id: 'shift-1', cashier_name: 'Cashier 1', terminal_id: 'term-1' });
    const body = refundBody(refund);
    expect(Object.keys(body)).toEqual([
      'kind', 'client_order_id', 'refund_of', 'ticket_no', 'created_at', 'location_id', 'brand_id',
      'shift_id', 'cashier_name', 'terminal_id', 'reason', 'lines', 'total', 'payments',
    ]);
    expect(body).toMatchObject({ kind: 'refund', refund_of: '0b6c…', reason: 'Wrong item', brand_id: 2 });
    expect(body.lines).toEqual([{ product_id: 41, brand_id: 2, quantity: 1, line_total: 2.3, of_line: 0 }]);
    expect(body.total).toBe(2.3);
    expect(body.payments).toEqual([{ method: 'cash', amount: 2.3 }]);
  });
});

describe('9 the shifts route answer', () => {
  test('an answer naming the shift acknowledges it; one naming another shift, or none, is tried again', () => {
    expect(decodeShiftAnswer({ status: true, message: 'Shift synced', data: { shift_id: 's-1' } }, 's-1')).toEqual({ kind: 'accepted', invoice_id: 's-1' });
    expect(decodeShiftAnswer({ status: true, data: { shift_id: 's-2' } }, 's-1')).toMatchObject({ kind: 'retry', reached: true });
    expect(decodeShiftAnswer({ status: true, data: {} }, 's-1')).toMatchObject({ kind: 'retry', reached: true });
  });
});

describe('10 tips, tenders and guests on the bodies', () => {
  const knetTipped = { method: 'knet', method_name: 'KNET', kind: 'card' as const, amount: m('5.290'), tendered: m('5.290'), change: m('0'), tip: m('0.690') };

  test('a sale sends its tip apart from the total, the tender\'s code with its name, and the guests', () => {
    const order = orderOf(cartOf(2, exampleBurger), [knetTipped], { tip: m('0.690'), guests: 3 });
    const body = invoiceBody(order);
    expect(body).toMatchObject({ total: 4.6, tip: 0.69, guests: 3 });
    expect(body.payments).toEqual([{ method: 'knet', method_name: 'KNET', amount: 5.29, tendered: 5.29, change: 0 }]);
  });

  test('a sale with no tip says 0, and one with no guests asked sends none; cash and card carry no name', () => {
    const body = invoiceBody(exampleOrder());
    expect(body.tip).toBe(0);
    expect(body).not.toHaveProperty('guests');
    expect(body.payments[0]).not.toHaveProperty('method_name');
  });

  test('a refund to KNET sends its code and name', () => {
    const refund = refundRow(orderOf(cartOf(2, exampleBurger), [knetTipped], { tip: m('0.690') }));
    expect(refundBody(refund).payments).toEqual([{ method: 'knet', method_name: 'KNET', amount: 2.3 }]);
  });
});
