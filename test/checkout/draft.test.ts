import { describe, expect, test } from 'vitest';
import { isPaymentRefusal, paymentReducer, startPayment, type PaymentState } from '../../src/checkout/payment';
import { draftPayment } from '../../src/checkout/ui/draft';
import { m } from '../kit/factories';

/** A sale of 4.600 with 2.000 of it taken in cash. */
function partPaid(): PaymentState {
  const next = paymentReducer(startPayment(m('4.600')), { type: 'cashTendered', amount: m('2.000') });
  if (isPaymentRefusal(next)) throw new Error(next.reason);
  return next;
}

describe('the rest of a split payment', () => {
  test('with no tender chosen, nothing typed counts as paid: what is owed stays and the sale cannot complete', () => {
    for (const text of ['', '2.600', '5']) {
      const draft = draftPayment(partPaid(), { method: null, text, digits: 3 });
      expect(draft.pending).toBeNull();
      expect(draft.preview.remaining).toBe(m('2.600'));
      expect(draft.preview.canComplete).toBe(false);
    }
  });

  test('once a tender is chosen, the amount that covers the rest completes the sale with both payments', () => {
    const draft = draftPayment(partPaid(), { method: 'card', text: '2.600', digits: 3 });
    expect(draft.preview.remaining).toBe(m('0.000'));
    expect(draft.preview.canComplete).toBe(true);
    expect(draft.preview.payments.map((p) => [p.method, p.amount])).toEqual([
      ['cash', m('2.000')],
      ['card', m('2.600')],
    ]);
  });

  test('a chosen tender short of the rest leaves the remainder owed', () => {
    const draft = draftPayment(partPaid(), { method: 'cash', text: '1', digits: 3 });
    expect(draft.preview.remaining).toBe(m('1.600'));
    expect(draft.preview.canComplete).toBe(false);
  });
});
