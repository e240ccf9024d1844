import { describe, expect, test } from 'vitest';
import { checkTender, codeOfName, isCash, kindOf, methodFields, methodLabel, methodLabelIn, movesCash, type TenderDef } from '../../src/checkout/tenders';
import { refundPayments } from '../../src/day/refundPayments';
import { m } from '../kit/factories';
import { readGuests } from '../../src/checkout/guests';
import { english } from '../../src/core/names';

const KNET: TenderDef = { code: 'knet', name: 'KNET', kind: 'card' };

describe('a tender the manager adds', () => {
  test.each([
    ['a name, a code and a kind', { code: 'talabat', name: ' Talabat ', kind: 'other' }, [KNET], { ok: true, tender: { code: 'talabat', name: 'Talabat', kind: 'other' } }],
    ['a code typed in capitals is kept lowercase', { code: 'VOUCHER', name: 'Voucher', kind: 'cash' }, [], { ok: true, tender: { code: 'voucher', name: 'Voucher', kind: 'cash' } }],
    ['no name', { code: 'x', name: '  ', kind: 'card' }, [], { ok: false, reason: 'name-missing' }],
    ['a code with a space', { code: 'k net', name: 'K net', kind: 'card' }, [], { ok: false, reason: 'code-invalid' }],
    ['an empty code', { code: '', name: 'K', kind: 'card' }, [], { ok: false, reason: 'code-invalid' }],
    ['"cash" is the till\'s own', { code: 'cash', name: 'Cash 2', kind: 'cash' }, [], { ok: false, reason: 'code-reserved' }],
    ['"card" is the till\'s own', { code: 'card', name: 'Card 2', kind: 'card' }, [], { ok: false, reason: 'code-reserved' }],
    ['another tender\'s code', { code: 'knet', name: 'KNET 2', kind: 'card' }, [KNET], { ok: false, reason: 'code-taken', name: 'KNET' }],
    ['another tender\'s name, whatever its case', { code: 'knet2', name: 'knet', kind: 'card' }, [KNET], { ok: false, reason: 'name-taken' }],
    ['the name "Card"', { code: 'card2', name: 'Card', kind: 'card' }, [], { ok: false, reason: 'name-taken' }],
  ] as const)('%s', (_case, typed, existing, expected) => {
    expect(checkTender(typed, existing)).toEqual(expected);
  });

  test('a name suggests its code', () => {
    expect(codeOfName('Talabat Pay')).toBe('talabat-pay');
    expect(codeOfName(' KNET! ')).toBe('knet');
  });
});

describe('how a payment behaves and prints', () => {
  test.each([
    ['cash', { method: 'cash' }, 'cash'],
    ['card', { method: 'card' }, 'card'],
    ['a tender of kind cash', { method: 'voucher', kind: 'cash' }, 'cash'],
    ['a tender of kind card', { method: 'knet', kind: 'card' }, 'card'],
    ['an unknown method with no kind is never cash', { method: 'mystery' }, 'other'],
  ] as const)('%s counts as %s', (_case, payment, kind) => {
    expect(kindOf(payment)).toBe(kind);
  });

  test('a tender prints its own name, kept on the payment after the tender is gone', () => {
    expect(methodLabel({ method: 'knet', method_name: 'KNET' }, english)).toBe('KNET');
    expect(methodLabel({ method: 'knet' }, english)).toBe('knet');
    expect(methodLabel({ method: 'cash' }, english)).toBe('Cash');
    expect(methodLabelIn([{ method: 'card' }, { method: 'knet', method_name: 'KNET' }], 'knet', english)).toBe('KNET');
  });
});

describe('the drawer opens for money of every tender of kind cash, not only "Cash"', () => {
  const usd: TenderDef = { code: 'usd', name: 'US dollars', kind: 'cash' };
  const knet: TenderDef = { code: 'knet', name: 'KNET', kind: 'card' };
  test.each([
    ['Cash', { method: 'cash' }, true],
    ['a tender of kind cash a manager added', methodFields(usd), true],
    ['Card', { method: 'card' }, false],
    ['a tender of kind card', methodFields(knet), false],
    ['an unknown method with no kind (never money nobody saw)', { method: 'voucher' }, false],
  ])('%s: %s', (_name, payment, cash) => {
    expect(isCash(payment)).toBe(cash);
    expect(movesCash([{ method: 'card' }, payment])).toBe(cash);
  });

  test('a refund of a sale paid with a tender of kind cash goes back to it and opens the drawer, like cash', () => {
    const sale = { payments: [{ ...methodFields(usd), amount: m('5.000'), tendered: m('5.000'), change: m('0') }] };
    const back = refundPayments(sale, [], m('2.000'));
    expect(back).toEqual([{ method: 'usd', method_name: 'US dollars', kind: 'cash', amount: m('2.000') }]);
    expect(movesCash(back)).toBe(true);
  });
});

describe('"Guests": empty is none, else a whole number from 1', () => {
  test.each([
    ['', { ok: true, guests: null }],
    ['4', { ok: true, guests: 4 }],
    ['٤', { ok: true, guests: 4 }],
    ['0', { ok: false, reason: 'below-one' }],
    ['2.5', { ok: false, reason: 'not-whole' }],
    ['-1', { ok: false, reason: 'not-whole' }],
    ['1000', { ok: false, reason: 'too-many' }],
  ] as const)('%j', (text, expected) => {
    expect(readGuests(text)).toEqual(expected);
  });
});
