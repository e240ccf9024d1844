// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useSellingOrder } from '../../src/app/useSellingOrder';
import { buildMenuIndex } from '../../src/menu/menuIndex';
import { ids, kwdMenu } from '../kit/catalogs';
import { makeLineRequest } from '../kit/factories';
import { renderHookWithDb } from '../kit/render';

const catalog = kwdMenu();
const menuIndex = buildMenuIndex(catalog);

function renderOrder() {
  return renderHookWithDb(() => useSellingOrder(catalog, menuIndex));
}

test('a line the quota refuses is said in one sentence and the stored order keeps nothing of it (2.10.11)', async () => {
  const { db, result } = renderOrder();
  await waitFor(() => expect(result.current.cart).toBeDefined());
  act(() => result.current.addLine(makeLineRequest({ product_id: ids.burger, quantity: 4 }), 1));
  await waitFor(() => expect(result.current.notice).toBe('Only 3 left'));
  expect(await db.cart.count()).toBe(0);
});

test('an added line is stored and priced into the total; dismissing a notice clears it', async () => {
  const { db, result } = renderOrder();
  await waitFor(() => expect(result.current.cart).toBeDefined());
  act(() => result.current.addLine(makeLineRequest({ product_id: ids.burger, quantity: 2 }), 1));
  await waitFor(() => expect(result.current.cart?.lines).toHaveLength(1));
  expect(result.current.total).toBe(3500);
  expect((await db.cart.get('current'))?.lines).toHaveLength(1);

  act(() => result.current.addLine(makeLineRequest({ product_id: ids.burger, quantity: 2 }), 1));
  await waitFor(() => expect(result.current.notice).toBe('Only 1 left of Chicken burger'));
  act(() => result.current.dismissNotice());
  expect(result.current.notice).toBeNull();
});
