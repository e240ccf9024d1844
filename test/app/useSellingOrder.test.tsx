// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { useSellingOrder } from '../../src/app/useSellingOrder';
import { buildMenuIndex } from '../../src/menu/fullMenuIndex';
import { ids, kwdMenu } from '../kit/catalogs';
import { makeBrand, makeLineRequest } from '../kit/factories';
import { INITIAL_MENU_STATE, menuStore } from '../../src/menu/ui/menuStore';
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

describe('a line for another brand than the open order\'s (a scan, a PLU, another tab)', () => {
  const twoBrands = kwdMenu({ brands: [makeBrand({ brand_id: 1 }), makeBrand({ brand_id: 2 })] });
  const twoBrandsIndex = buildMenuIndex(twoBrands);

  beforeEach(() => menuStore.setState({ ...INITIAL_MENU_STATE }));

  /** Fries sold under brand 1, then a burger chosen for brand 2: "Switch brand?" is asked. */
  async function burgerForBrand2() {
    const rendered = renderHookWithDb(() => useSellingOrder(twoBrands, twoBrandsIndex));
    const { result } = rendered;
    await waitFor(() => expect(result.current.cart).toBeDefined());
    act(() => result.current.addLine(makeLineRequest({ product_id: ids.fries, quantity: 1 }), 1));
    await waitFor(() => expect(result.current.cart?.lines).toHaveLength(1));
    act(() => result.current.addLine(makeLineRequest({ product_id: ids.burger, quantity: 1 }), 2));
    await waitFor(() => expect(menuStore.getState().pendingBrandId).toBe(2));
    return rendered;
  }

  test('asks "Switch brand?" and, once switched, lands in the emptied order under its brand', async () => {
    const { db, result } = await burgerForBrand2();
    expect((await db.cart.get('current'))?.lines.map((l) => l.product_id)).toEqual([ids.fries]);

    await act(() => result.current.switchBrand(2));
    await waitFor(() => expect(result.current.cart?.lines.map((l) => l.product_id)).toEqual([ids.burger]));
    const stored = await db.cart.get('current');
    expect(stored).toMatchObject({ brand_id: 2 });
    expect(stored?.lines.map((l) => l.brand_id)).toEqual([2]);
  });

  test('"Keep order" drops it: a later switch to that brand adds nothing', async () => {
    const { result } = await burgerForBrand2();
    act(() => menuStore.getState().dispatch({ type: 'brandSwitchCancelled' }, twoBrandsIndex, 1));
    await act(() => result.current.switchBrand(2));
    await waitFor(() => expect(result.current.cart?.brand_id).toBe(2));
    expect(result.current.cart?.lines).toEqual([]);
  });
});
