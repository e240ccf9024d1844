import { expect, test } from 'vitest';
import { DEFAULT_PAPER, ENGLISH, receiptOf } from '../../src/checkout/receipt';
import { DEFAULT_BRANCH_SETTINGS } from '../../src/core/branchSettings';
import { refundReceiptOf } from '../../src/day/refundReceipt';
import { refundRow } from '../kit/day';
import { exampleOrder } from '../kit/orders';

test('a refund slip is headed as the sale it refunds: the branch\'s business name, address and phone, not the brand\'s', () => {
  const paper = {
    ...DEFAULT_PAPER,
    branch: { ...DEFAULT_BRANCH_SETTINGS, business_name: 'Souq Food Hall', business_address: 'Block 4, Salmiya', business_phone: '+965 2222 0000' },
  };
  const sale = exampleOrder();
  const refund = refundReceiptOf(refundRow(sale), sale, '21/11/2026 12:30', paper);
  expect(refund.header).toEqual(receiptOf(sale, '21/11/2026 12:10', ENGLISH, paper).header);
  expect(refund.header).toMatchObject({ name: 'Souq Food Hall', address: 'Block 4, Salmiya', phone: '+965 2222 0000' });
});
