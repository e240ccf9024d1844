import { describe, expect, test } from 'vitest';
import { checkTender, codeOfName, kindOf, methodLabel, methodLabelIn, type TenderDef } from '../../src/checkout/tenders';
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
