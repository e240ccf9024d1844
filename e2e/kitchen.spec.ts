import { expect, test } from './fixtures';
import { openTill, orderLines } from './helpers';
import { clearedAfterKitchen } from './tableHelpers';

// A table sent, parked, added to, voided and split is e2e/dinein.spec.ts's day.

test('a sent order cleared is uploaded once as its own void document, and the kitchen gets VOID', async ({ page, emulator }) => {
  await openTill(page);
  const voided = await clearedAfterKitchen(page);
  expect(voided).toContain('VOID');
  expect(voided).toContain('1 × Mineral water');
  await expect(orderLines(page)).toHaveCount(0);

  await expect.poll(() => emulator.control.voids().length).toBe(1);
  await expect(page.getByLabel('Orders waiting to upload')).toHaveText('0');
  const [doc] = emulator.control.voids();
  expect(doc?.idempotency_key).toBe(doc?.client_order_id);
  expect(doc?.body).toMatchObject({ kind: 'void', total: 0, void_total: 0.2, reason: 'Customer changed mind', lines: [expect.objectContaining({ product_id: 47, quantity: 1 })] });
  expect(emulator.control.invoices()).toHaveLength(0);
});
