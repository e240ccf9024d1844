// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useQuotas } from '../../../src/app/data/catalog';
import { ids, kwdMenu } from '../../kit/catalogs';
import { openTestDb, queue } from '../../kit/db';
import { makeLineRequest } from '../../kit/factories';
import { cartOf, orderRow } from '../../kit/orders';
import { renderHookWithDb } from '../../kit/render';
import { storeCatalog } from '../../kit/storedCatalog';

const burgersLeft = (quotas: { product_id: number; remaining_stock: number }[] | undefined) =>
  quotas?.find((q) => q.product_id === ids.burger)?.remaining_stock;

test('the quotas of the generation hold the sales not yet polled (2.10.11), read once, and stay the same object while a sale changes no quota', async () => {
  const db = openTestDb();
  const gen = await storeCatalog(db, kwdMenu());
  const quotaReads = vi.spyOn(db.quotas, 'where');
  let renders = 0;
  const { result } = renderHookWithDb(() => (renders++, useQuotas(gen)), db);
  await waitFor(() => expect(burgersLeft(result.current?.quotas)).toBe(3));
  expect(quotaReads).toHaveBeenCalledTimes(1);

  // Two burgers sold offline: the poll's 3 left hold them.
  await act(() => queue(db, { order: orderRow({ lines: [...cartOf(2, makeLineRequest({ product_id: ids.burger, quantity: 2 })).lines] }), queuedAt: 1 }));
  await waitFor(() => expect(burgersLeft(result.current?.quotas)).toBe(1));
  const held = result.current;
  const before = renders;

  // A product without a quota: the quotas read the same and are handed on as the same object.
  await act(() => queue(db, { order: orderRow({ lines: [...cartOf(2, makeLineRequest({ product_id: ids.soldOutSnapshot })).lines] }), queuedAt: 2 }));
  await waitFor(() => expect(renders).toBeGreaterThan(before));
  expect(quotaReads).toHaveBeenCalledTimes(3);
  expect(result.current).toBe(held);
});
