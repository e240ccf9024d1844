import { describe, expect, test } from 'vitest';
import {
  cashTenderLimit,
  isPaymentRefusal,
  paymentReducer,
  saleRefusal,
  startPayment,
  summarizePayment,
  type PaymentEvent,
  type PaymentState,
} from '../../src/checkout/payment';
import { formatMoney, type Money } from '../../src/core/money';
import { m } from '../kit/factories';
import { pay } from '../kit/orders';

const cashed = (amount: string): PaymentEvent => ({ type: 'cashTendered', amount: m(amount) });
const carded = (amount: string): PaymentEvent => ({ type: 'cardRecorded', amount: m(amount) });


/** The summary in decimal text, as the cashier reads it. */
function read(state: PaymentState) {
  const s = summarizePayment(state);
  const t = (x: Money) => formatMoney(x, 3);
  return {
    payments: s.payments.map((p) => `${p.method} ${t(p.amount)}/${t(p.tendered)}/${t(p.change)}`),
    remaining: t(s.remaining),
    change: t(s.changeDue),
    canComplete: s.canComplete,
  };
}

describe('settling tenders against the total', () => {
  test.each([
    ['nothing paid yet', '4.600', [], { payments: [], remaining: '4.600', change: '0.000', canComplete: false }],
    ['exact cash', '4.600', [cashed('4.600')], { payments: ['cash 4.600/4.600/0.000'], remaining: '0.000', change: '0.000', canComplete: true }],
    ['cash over the total gives change', '4.600', [cashed('5.000')], { payments: ['cash 4.600/5.000/0.400'], remaining: '0.000', change: '0.400', canComplete: true }],
    ['cash short of the total cannot complete', '4.600', [cashed('4.000')], { payments: ['cash 4.000/4.000/0.000'], remaining: '0.600', change: '0.000', canComplete: false }],
    ['split: cash then card for the rest', '4.600', [cashed('2.000'), carded('2.600')], { payments: ['cash 2.000/2.000/0.000', 'card 2.600/2.600/0.000'], remaining: '0.000', change: '0.000', canComplete: true }],
    ['split: card then cash with change on the last payment', '4.600', [carded('3.000'), cashed('2.000')], { payments: ['card 3.000/3.000/0.000', 'cash 1.600/2.000/0.400'], remaining: '0.000', change: '0.400', canComplete: true }],
    ['two cash tenders', '10.000', [cashed('4.000'), cashed('20.000')], { payments: ['cash 4.000/4.000/0.000', 'cash 6.000/20.000/14.000'], remaining: '0.000', change: '14.000', canComplete: true }],
    ['a free order completes with no payment', '0', [], { payments: [], remaining: '0.000', change: '0.000', canComplete: true }],
  ] as const)('%s', (_case, total, events, expected) => {
    expect(read(pay(total, ...events))).toEqual(expected);
  });
});

describe('no sale completes with nothing paid: a total below zero is refused', () => {
  test('a sale whose total is below zero can never complete', () => {
    expect(read(pay('-0.500'))).toEqual({ payments: [], remaining: '0.000', change: '0.000', canComplete: false });
    expect(saleRefusal(m('-0.500'))).toEqual({ ok: false, reason: 'below-zero' });
  });

  test.each([
    ['cash', cashed('1.000')],
    ['card', carded('1.000')],
  ] as const)('no %s is taken for it', (_method, event) => {
    expect(paymentReducer(pay('-0.500'), event)).toEqual({ ok: false, reason: 'below-zero' });
  });

  test.each([['0'], ['0.001'], ['4.600']])('a total of %s may be paid', (total) => {
    expect(saleRefusal(m(total))).toBeNull();
  });
});

describe('refused tenders', () => {
  test.each([
    ['a zero cash amount', pay('4.600'), cashed('0'), { ok: false, reason: 'not-positive' }],
    ['a zero card amount', pay('4.600'), carded('0'), { ok: false, reason: 'not-positive' }],
    ['a card above what is due: a card gives no change', pay('4.600', cashed('1.000')), carded('4.000'), { ok: false, reason: 'card-over-due', remaining: m('3.600') }],
    ['any tender once the total is covered', pay('4.600', cashed('5.000')), cashed('1.000'), { ok: false, reason: 'nothing-due' }],
    ['a card once the total is covered', pay('4.600', carded('4.600')), carded('0.100'), { ok: false, reason: 'nothing-due' }],
    ['removing a payment that is not there', pay('4.600', cashed('1.000')), { type: 'paymentRemoved', index: 1 } as const, { ok: false, reason: 'unknown-payment', index: 1 }],
    ['an amount past the exact range', pay('4.600', cashed('1.000')), { type: 'cashTendered', amount: m(String(Number.MAX_SAFE_INTEGER), 0) } as const, { ok: false, reason: 'too-large' }],
  ] as const)('%s', (_case, state, event, refusal) => {
    expect(paymentReducer(state, event)).toEqual(refusal);
  });
});

describe('removing a payment', () => {
  test('the later payments pay more: the cash that had change now covers the card it replaced', () => {
    const state = pay('10.000', carded('3.000'), cashed('10.000'));
    expect(read(state).change).toBe('3.000');
    const removed = paymentReducer(state, { type: 'paymentRemoved', index: 0 });
    if (isPaymentRefusal(removed)) throw new Error(removed.reason);
    expect(read(removed)).toEqual({ payments: ['cash 10.000/10.000/0.000'], remaining: '0.000', change: '0.000', canComplete: true });
  });

  test('removing the covering payment reopens the amount due', () => {
    const removed = paymentReducer(pay('4.600', cashed('2.000'), carded('2.600')), { type: 'paymentRemoved', index: 1 });
    if (isPaymentRefusal(removed)) throw new Error(removed.reason);
    expect(read(removed)).toMatchObject({ remaining: '2.600', canComplete: false });
  });
});

test('a 2-digit currency: 0.10 + 0.20 in cash covers 0.30 exactly', () => {
  const cents = (text: string): PaymentEvent => ({ type: 'cashTendered', amount: m(text, 2) });
  let state = startPayment(m('0.30', 2));
  for (const event of [cents('0.10'), cents('0.20')]) {
    const next = paymentReducer(state, event);
    if (isPaymentRefusal(next)) throw new Error(next.reason);
    state = next;
  }
  expect(summarizePayment(state)).toMatchObject({ paid: m('0.30', 2), remaining: 0, changeDue: 0, canComplete: true });
});

describe('the most cash a tender may be', () => {
  test('cash up to 100 times the amount due is taken', () => {
    expect(cashTenderLimit(m('250.000'), 3)).toBe(m('25000.000'));
  });

  test('for a small amount, any note up to 10,000 currency units is taken', () => {
    expect(cashTenderLimit(m('0.350'), 3)).toBe(m('10000.000'));
    expect(cashTenderLimit(m('0.35', 2), 2)).toBe(m('10000.00', 2));
  });

  test('an amount due near the exact range does not overflow the limit', () => {
    expect(Number.isSafeInteger(cashTenderLimit(m('9000000000000.000'), 3))).toBe(true);
  });
});
