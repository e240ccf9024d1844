import { describe, expect, test } from 'vitest';
import { isPaymentRefusal, paymentReducer, summarizePayment, type PaymentEvent, type PaymentState } from '../../src/checkout/payment';
import { amountToPay, tipOfPercent } from '../../src/checkout/tip';
import type { TenderDef } from '../../src/checkout/tenders';
import { formatMoney, money, type Money } from '../../src/core/money';
import { m } from '../kit/factories';
import { pay } from '../kit/orders';

const KNET: TenderDef = { code: 'knet', name: 'KNET', kind: 'card' };
const cashed = (amount: string): PaymentEvent => ({ type: 'cashTendered', amount: m(amount) });
const carded = (amount: string, tender?: TenderDef): PaymentEvent => ({ type: 'cardRecorded', amount: m(amount), ...(tender ? { tender } : {}) });
const tipped = (tip: string): PaymentEvent => ({ type: 'tipChosen', tip: m(tip) });


const t = (x: Money) => formatMoney(x, 3);

describe('a tip is a percent of the total, rounded once, half up, to a minor unit', () => {
  test.each([
    ['10 % of 4.600', 4600, 10, 460],
    ['15 % of 4.600', 4600, 15, 690],
    ['15 % of 0.333 rounds 49.95 up', 333, 15, 50],
    ['15 % of 0.331 rounds 49.65 up', 331, 15, 50],
    ['10 % of 0.333 rounds 33.3 down', 333, 10, 33],
    ['20 % of 0.001 rounds 0.2 down to nothing', 1, 20, 0],
    ['15 % of 0.010 is exactly half a unit: up', 10, 15, 2],
    ['a free sale has no tip', 0, 15, 0],
    ['a total below zero has no tip', -500, 15, 0],
    ['a large total stays exact', 90_071_992_547_409, 20, 18_014_398_509_482],
  ])('%s', (_case, total, percent, tip) => {
    expect(tipOfPercent(money(total), percent)).toBe(tip);
  });

  test('the amount to pay is the total and the tip; a total below zero counts as nothing', () => {
    expect(amountToPay(m('4.600'), m('0.690'))).toBe(m('5.290'));
    expect(amountToPay(m('-1.000'), m('0.500'))).toBe(m('0.500'));
  });
});

describe('payments cover the total and the tip; the tip rides on the tender that pays past the total', () => {
  function read(state: PaymentState) {
    const s = summarizePayment(state);
    return {
      payments: s.payments.map((p) => `${p.method} ${t(p.amount)}/${t(p.tendered)}/${t(p.change)} tip ${t(p.tip ?? money(0))}`),
      remaining: t(s.remaining),
      change: t(s.changeDue),
      canComplete: s.canComplete,
    };
  }
  test.each([
    ['a card pays the total and the tip', '4.600', [tipped('0.690'), carded('5.290')], { payments: ['card 5.290/5.290/0.000 tip 0.690'], remaining: '0.000', change: '0.000', canComplete: true }],
    ['the total alone no longer completes', '4.600', [tipped('0.690'), carded('4.600')], { payments: ['card 4.600/4.600/0.000 tip 0.000'], remaining: '0.690', change: '0.000', canComplete: false }],
    ['cash change is counted after the tip', '4.600', [tipped('0.400'), cashed('10.000')], { payments: ['cash 5.000/10.000/5.000 tip 0.400'], remaining: '0.000', change: '5.000', canComplete: true }],
    ['split: cash for part of the total, the tip on the card that pays past it', '4.600', [tipped('1.000'), cashed('3.000'), carded('2.600')], { payments: ['cash 3.000/3.000/0.000 tip 0.000', 'card 2.600/2.600/0.000 tip 1.000'], remaining: '0.000', change: '0.000', canComplete: true }],
    ['split across the line: each tender pays its own part of the tip', '4.600', [tipped('1.000'), carded('5.000'), cashed('1.000')], { payments: ['card 5.000/5.000/0.000 tip 0.400', 'cash 0.600/1.000/0.400 tip 0.600'], remaining: '0.000', change: '0.400', canComplete: true }],
    ['an added tender pays like a card, under its code', '4.600', [tipped('0.460'), carded('5.060', KNET)], { payments: ['knet 5.060/5.060/0.000 tip 0.460'], remaining: '0.000', change: '0.000', canComplete: true }],
    ['a tip raised after a payment leaves more due', '4.600', [carded('4.600'), tipped('0.500')], { payments: ['card 4.600/4.600/0.000 tip 0.000'], remaining: '0.500', change: '0.000', canComplete: false }],
    ['"No tip" after a cash payment takes the tip out of the change', '4.600', [tipped('0.400'), cashed('10.000'), tipped('0')], { payments: ['cash 4.600/10.000/5.400 tip 0.000'], remaining: '0.000', change: '5.400', canComplete: true }],
  ] as const)('%s', (_case, total, events, expected) => {
    expect(read(pay(total, ...events))).toEqual(expected);
  });

  test('the settled payments add up to the total and the tip, exactly', () => {
    const s = summarizePayment(pay('4.600', tipped('0.690'), cashed('2.000'), carded('3.290', KNET)));
    expect(s.paid).toBe(m('5.290'));
    expect(s.payments.reduce((sum, p) => sum + (p.tip ?? 0), 0)).toBe(m('0.690'));
    expect(s.tip).toBe(m('0.690'));
  });
});

describe('refused tips', () => {
  test.each([
    ['a tip below zero', [] as PaymentEvent[], tipped('-0.100'), 'negative-tip'],
    ['lowering the tip under what a card was charged', [tipped('0.690'), carded('5.290')], tipped('0.100'), 'tip-below-paid'],
    ['lowering the tip so a later tender would pay nothing', [tipped('1.000'), carded('4.600'), cashed('1.000')], tipped('0'), 'tip-below-paid'],
    ['a tip beyond exact integers', [], { type: 'tipChosen', tip: money(Number.MAX_SAFE_INTEGER) } as PaymentEvent, 'too-large'],
  ] as const)('%s', (_case, before, event, reason) => {
    const next = paymentReducer(pay('4.600', ...before), event);
    expect(isPaymentRefusal(next) && next.reason).toBe(reason);
  });

  test('the same tip again changes nothing', () => {
    const state = pay('4.600', tipped('0.500'));
    expect(paymentReducer(state, tipped('0.500'))).toBe(state);
  });
});

describe('a payment made with an added tender keeps its name and kind', () => {
  test('a card-kind tender', () => {
    const [p] = summarizePayment(pay('2.000', carded('2.000', KNET))).payments;
    expect(p).toEqual({ method: 'knet', method_name: 'KNET', kind: 'card', amount: m('2.000'), tendered: m('2.000'), change: m('0') });
  });
  test('a cash-kind tender gives change', () => {
    const voucher: TenderDef = { code: 'voucher', name: 'Voucher', kind: 'cash' };
    const [p] = summarizePayment(pay('2.000', { type: 'cashTendered', amount: m('5.000'), tender: voucher })).payments;
    expect(p).toEqual({ method: 'voucher', method_name: 'Voucher', kind: 'cash', amount: m('2.000'), tendered: m('5.000'), change: m('3.000') });
  });
  test('cash and card carry no name: they print in the terminal\'s language', () => {
    expect(summarizePayment(pay('2.000', carded('1.000'), cashed('1.000'))).payments.map((p) => Object.keys(p).sort())).toEqual([
      ['amount', 'change', 'method', 'tendered'],
      ['amount', 'change', 'method', 'tendered'],
    ]);
  });
});
