import { describe, expect, test } from 'vitest';
import { refundPayments, refundTenders, refundTo } from '../../src/day/refundPayments';
import type { PastRefund, RefundPayment } from '../../src/day/refunds';
import type { SettledPayment } from '../../src/checkout/payment';
import { card, cash, daySale, m } from './fixtures';

const back = (method: RefundPayment['method'], amount: string): RefundPayment => ({ method, amount: m(amount) });
const refunded = (...payments: RefundPayment[]): PastRefund => ({ lines: [], payments });

describe('the money goes back the way it came, card first, then cash', () => {
  test.each<[string, SettledPayment[], PastRefund[], string, RefundPayment[]]>([
    ['a cash sale refunds in cash', [cash('6.382', '10.000')], [], '6.382', [back('cash', '6.382')]],
    ['a card sale refunds to the card', [card('6.382')], [], '1.627', [back('card', '1.627')]],
    ['card and cash: a refund within what the card paid goes to the card alone', [card('2.000'), cash('4.382', '5.000')], [], '1.627', [back('card', '1.627')]],
    ['card and cash: beyond the card, the rest in cash', [card('2.000'), cash('4.382', '5.000')], [], '3.254', [back('card', '2.000'), back('cash', '1.254')]],
    ['cash paid before the card still refunds to the card first', [cash('4.382', '5.000'), card('2.000')], [], '2.500', [back('card', '2.000'), back('cash', '0.500')]],
    ['an earlier refund took the card part: the next goes to cash', [card('2.000'), cash('4.382', '5.000')], [refunded(back('card', '2.000'))], '1.000', [back('cash', '1.000')]],
    ['an earlier refund took part of the card: the card gives back the rest of it first', [card('2.000'), cash('4.382', '5.000')], [refunded(back('card', '1.500'))], '1.000', [back('card', '0.500'), back('cash', '0.500')]],
    ['a refund of 0 (free items) moves no money', [card('6.382')], [], '0', []],
  ])('%s', (_label, payments, earlier, total, expected) => {
    expect(refundPayments(daySale(payments), earlier, m(total))).toEqual(expected);
  });

  test('the payments always add up to the refund total exactly', () => {
    const sale = daySale([card('2.000'), cash('4.382', '5.000')]);
    for (const total of ['0.001', '1.999', '2.000', '2.001', '6.382']) {
      expect(refundPayments(sale, [], m(total)).reduce((sum, p) => sum + p.amount, 0)).toBe(m(total));
    }
  });
});

describe('the tender the cashier chose takes the whole refund, within what it paid and has not given back', () => {
  const split = daySale([card('2.000'), cash('4.382', '5.000')]);
  test.each<[string, PastRefund[], string, RefundPayment['method'], RefundPayment[] | null]>([
    ['all of it to cash, within the cash taken', [], '3.000', 'cash', [back('cash', '3.000')]],
    ['all of it to the card, up to what the card paid', [], '2.000', 'card', [back('card', '2.000')]],
    ['more than the card paid is refused, never split silently', [], '2.001', 'card', null],
    ['more than the cash taken is refused (the change handed back is not cash taken)', [], '4.383', 'cash', null],
    ['an earlier refund to the card leaves only the rest of it', [refunded(back('card', '1.500'))], '0.501', 'card', null],
    ['the rest of the card after an earlier refund is taken', [refunded(back('card', '1.500'))], '0.500', 'card', [back('card', '0.500')]],
    ['a refund of 0 moves no money', [], '0', 'card', []],
  ])('%s', (_label, earlier, total, method, expected) => {
    expect(refundTo(split, earlier, m(total), method)).toEqual(expected);
  });

  test('a tender the sale was not paid by is refused; the tenders offered are the sale\'s, in the order first used', () => {
    const cashOnly = daySale([cash('6.382', '10.000')]);
    expect(refundTo(cashOnly, [], m('1.000'), 'card')).toBeNull();
    expect(refundTenders(cashOnly)).toEqual(['cash']);
    expect(refundTenders(daySale([cash('4.382', '5.000'), card('2.000')]))).toEqual(['cash', 'card']);
  });
});

describe('tenders a manager added, and tips (assumed-contracts 10)', () => {
  const knet = (amount: string, tip?: string): SettledPayment => ({ method: 'knet', method_name: 'KNET', kind: 'card', amount: m(amount), tendered: m(amount), change: m('0'), ...(tip ? { tip: m(tip) } : {}) });
  const voucher = (amount: string): SettledPayment => ({ method: 'voucher', method_name: 'Voucher', kind: 'cash', amount: m(amount), tendered: m(amount), change: m('0') });
  const named = (method: string, name: string, kind: 'card' | 'cash', amount: string): RefundPayment => ({ method, method_name: name, kind, amount: m(amount) });

  test.each<[string, SettledPayment[], string, RefundPayment[]]>([
    ['a KNET sale refunds to KNET, under its name', [knet('6.382')], '1.627', [named('knet', 'KNET', 'card', '1.627')]],
    ['KNET and cash: KNET first, the rest in cash', [cash('4.382', '5.000'), knet('2.000')], '3.000', [named('knet', 'KNET', 'card', '2.000'), back('cash', '1.000')]],
    ['a card-kind tender before a cash-kind one, cash last', [voucher('2.000'), knet('2.000'), cash('2.382', '2.382')], '5.000', [named('knet', 'KNET', 'card', '2.000'), named('voucher', 'Voucher', 'cash', '2.000'), back('cash', '1.000')]],
    ['the tip a tender paid is never given back to it', [cash('1.000', '1.000'), knet('6.382', '1.000')], '6.382', [named('knet', 'KNET', 'card', '5.382'), back('cash', '1.000')]],
  ])('%s', (_label, payments, total, expected) => {
    expect(refundPayments(daySale(payments), [], m(total))).toEqual(expected);
  });

  test('the cashier may send it all to KNET, up to what KNET paid of the sale', () => {
    const sale = daySale([cash('1.000', '1.000'), knet('6.382', '1.000')]);
    expect(refundTenders(sale)).toEqual(['cash', 'knet']);
    expect(refundTo(sale, [], m('5.382'), 'knet')).toEqual([named('knet', 'KNET', 'card', '5.382')]);
    expect(refundTo(sale, [], m('5.383'), 'knet')).toBeNull();
  });
});
