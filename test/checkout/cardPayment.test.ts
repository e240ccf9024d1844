import { describe, expect, test } from 'vitest';
import {
  cardCharge,
  cardReducer,
  cardSettledPayment,
  cardStep,
  isCardRefusal,
  startCardAttempt,
  type CardAnswer,
  type CardAttempt,
  type CardState,
} from '../../src/checkout/cardPayment';
import { paymentReducer, startPayment, summarizePayment, type PaymentState } from '../../src/checkout/payment';
import { m } from '../kit/factories';

const approval = { auth_code: '100001', card_brand: 'Visa', last4: '4242', reference: 'R-000001' };
const attempt = (overrides: Partial<CardAttempt> = {}): CardAttempt => ({
  ...startCardAttempt({ payment_id: 'p-1', client_order_id: 'o-1', terminal_id: 'T-1', amount: m('4.600'), tip: m('0') }),
  ...overrides,
});
const answer = (state: CardAnswer['state']): CardAnswer => ({ state, approval: state === 'approved' ? approval : null });
const answered = (a: CardAttempt, state: CardAnswer['state']) => cardReducer(a, { type: 'answerReceived', answer: answer(state) });

function paid(state: PaymentState, event: Parameters<typeof paymentReducer>[1]): PaymentState {
  const next = paymentReducer(state, event);
  if ('ok' in next) throw new Error(next.reason);
  return next;
}

describe('a card payment as a state machine', () => {
  test('a new attempt is created, not yet sent, with nothing approved', () => {
    expect(attempt()).toMatchObject({ state: 'created', approval: null, cancel_asked: false });
  });

  test.each<[CardState, CardAnswer['state'], CardState]>([
    ['created', 'pending', 'pending'],
    ['created', 'approved', 'approved'],
    ['pending', 'approved', 'approved'],
    ['pending', 'declined', 'declined'],
    ['pending', 'cancelled', 'cancelled'],
    ['pending', 'failed', 'failed'],
  ])('%s and the service says %s: %s', (from, said, to) => {
    expect(answered(attempt({ state: from }), said).state).toBe(to);
  });

  test.each<CardState>(['approved', 'declined', 'cancelled', 'failed'])('a %s payment never changes on a later answer', (final) => {
    const a = attempt({ state: final, approval: final === 'approved' ? approval : null });
    for (const said of ['pending', 'approved', 'declined', 'cancelled', 'failed'] as const) expect(answered(a, said)).toBe(a);
    expect(cardReducer(a, { type: 'unknownToService' })).toBe(a);
  });

  test('the approval keeps the brand, last 4, auth code and reference', () => {
    expect(answered(attempt({ state: 'pending' }), 'approved').approval).toEqual(approval);
  });

  test('a payment the service never took has failed: nothing was charged', () => {
    expect(cardReducer(attempt(), { type: 'unknownToService' }).state).toBe('failed');
  });

  test('a payment the service never took, that the cashier asked to cancel, is cancelled: nothing was charged', () => {
    const asked = cardReducer(attempt(), { type: 'cancelAsked' });
    expect(cardReducer(asked, { type: 'unknownToService' }).state).toBe('cancelled');
  });

  test('asking to cancel does not cancel: the customer may pay first', () => {
    const asked = cardReducer(attempt({ state: 'pending' }), { type: 'cancelAsked' });
    expect(asked).toMatchObject({ state: 'pending', cancel_asked: true });
    expect(answered(asked, 'approved').state).toBe('approved');
  });

  test.each<[CardState, boolean, string]>([
    ['created', false, 'ask'],
    ['pending', false, 'ask'],
    ['approved', false, 'complete-sale'],
    ['approved', true, 'settled'],
    ['declined', false, 'settled'],
    ['cancelled', false, 'settled'],
    ['failed', false, 'settled'],
  ])('recovery of a %s payment (sale stored: %s) is to %s', (state, stored, step) => {
    expect(cardStep({ state }, stored)).toBe(step);
  });
});

describe('what the card is charged', () => {
  test('alone, the card pays the whole total', () => {
    const charge = cardCharge(startPayment(m('4.600')), null);
    expect(charge).toEqual({ others: [], amount: m('4.600'), tip: m('0') });
  });

  test('split: cash first, then the card for the rest', () => {
    const state = paid(startPayment(m('4.600')), { type: 'cashTendered', amount: m('2.000') });
    const charge = cardCharge(state, m('2.600'));
    expect(isCardRefusal(charge)).toBe(false);
    expect(charge).toMatchObject({ amount: m('2.600'), tip: m('0') });
    expect(!isCardRefusal(charge) && charge.others.map((p) => p.method)).toEqual(['cash']);
  });

  test('the tip goes to the terminal with the amount', () => {
    const state = paid(startPayment(m('4.600')), { type: 'tipChosen', tip: m('0.500') });
    expect(cardCharge(state, null)).toMatchObject({ amount: m('4.600'), tip: m('0.500') });
  });

  test('cash that covers the total leaves only the tip for the card', () => {
    let state = paid(startPayment(m('4.600')), { type: 'tipChosen', tip: m('0.500') });
    state = paid(state, { type: 'cardRecorded', amount: m('4.600') });
    expect(cardCharge(state, null)).toMatchObject({ amount: m('0'), tip: m('0.500') });
  });

  test('a typed amount other than what is due is refused: the card pays the rest', () => {
    expect(cardCharge(startPayment(m('4.600')), m('1.000'))).toEqual({ ok: false, reason: 'card-not-all-due', due: m('4.600') });
  });

  test('nothing due: nothing to charge', () => {
    const state = paid(startPayment(m('1.000')), { type: 'cashTendered', amount: m('1.000') });
    expect(cardCharge(state, null)).toEqual({ ok: false, reason: 'nothing-due' });
  });

  test('an approved card pays its part and tip with the acquirer words, and with the others covers the sale', () => {
    let state = paid(startPayment(m('4.600')), { type: 'tipChosen', tip: m('0.400') });
    state = paid(state, { type: 'cashTendered', amount: m('1.000') });
    const charge = cardCharge(state, null);
    if (isCardRefusal(charge)) throw new Error(charge.reason);
    const card = cardSettledPayment({ ...attempt({ amount: charge.amount, tip: charge.tip }), state: 'approved', approval });
    expect(card).toMatchObject({ method: 'card', amount: m('4.000'), tendered: m('4.000'), change: m('0'), tip: m('0.400'), payment_id: 'p-1', ...approval });
    const total = [...charge.others, card].reduce((sum, p) => sum + p.amount, 0);
    expect(total).toBe(summarizePayment(state).remaining + summarizePayment(state).paid);
  });
});
