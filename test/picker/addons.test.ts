import { describe, expect, test } from 'vitest';
import type { Product } from '../../src/core/catalog';
import { money } from '../../src/core/money';
import type { PickerEvent } from '../../src/picker/events';
import { pickerReducer } from '../../src/picker/reducer';
import { draftRequest } from '../../src/picker/result';
import { makeProduct } from '../kit/factories';
import { openPicker, replay } from './pickerTestKit';

const addon = (id: number, type: string | null, overrides: Partial<Product> = {}) =>
  makeProduct({ id, name: `Addon ${id}`, type, is_addon: 1, actual_price: money(300), ...overrides });

const burger = makeProduct({ id: 1, name: 'Burger', type: 'Burgers' });

describe('assumed-contracts 3: add-ons offered by category name', () => {
  test.each([
    ['one name equal to the category', addon(70, 'Burgers'), true],
    ['compared case-insensitively', addon(70, 'BURGERS'), true],
    ['any name of the csv, trimmed', addon(70, 'Drinks , burgers ,Sides'), true],
    ['a name that only contains the category is not a match', addon(70, 'Burgers XL'), false],
    ['an add-on with no type is offered nowhere', addon(70, null), false],
    ['a sold-out add-on is left out', addon(70, 'Burgers', { is_sold_out: 1 }), false],
  ])('%s', (_rule, row, offered) => {
    const state = openPicker(burger, { addons: [row] });
    expect(state.addons.map((a) => a.product_id)).toEqual(offered ? [70] : []);
  });

  test('a product filed in several categories ("Burgers,Meals") gets the add-ons of each, once each, read like the add-on csv', () => {
    const meal = makeProduct({ id: 2, name: 'Burger meal', type: 'Burgers, meals' });
    const rows = [addon(70, 'Burgers'), addon(71, 'Meals'), addon(72, 'Burgers,Meals'), addon(73, 'Drinks')];
    expect(openPicker(meal, { addons: rows }).addons.map((a) => a.product_id)).toEqual([70, 72, 71]);
  });

  test('a product without a category gets no add-ons', () => {
    expect(openPicker(makeProduct({ type: null }), { addons: [addon(70, 'Burgers')] }).addons).toEqual([]);
  });

  test('an add-on sold out by the latest poll or by its quota is left out', () => {
    const rows = [addon(70, 'Burgers'), addon(71, 'Burgers'), addon(72, 'Burgers')];
    const state = openPicker(burger, {
      addons: rows,
      soldOut: [70],
      quotas: [{ product_id: 71, quota: 5, remaining_stock: 0 }],
    });
    expect(state.addons.map((a) => a.product_id)).toEqual([72]);
  });
});

describe('add-on quantities', () => {
  const opened = () => openPicker(burger, { addons: [addon(70, 'Burgers'), addon(71, 'Burgers')], quotas: [{ product_id: 71, quota: 9, remaining_stock: 2 }] });
  const toggledAddon = (product_id: number): PickerEvent => ({ type: 'addonToggled', product_id });
  const quantity = (product_id: number, q: number): PickerEvent => ({ type: 'addonQuantityChanged', product_id, quantity: q });

  test.each<[string, PickerEvent[], Array<{ product_id: number; quantity: number }>]>([
    ['ticking adds one', [toggledAddon(70)], [{ product_id: 70, quantity: 1 }]],
    ['ticking again removes it', [toggledAddon(70), toggledAddon(70)], []],
    ['a quantity can be set', [quantity(70, 3)], [{ product_id: 70, quantity: 3 }]],
    ['a quantity of 0 removes it', [quantity(70, 3), quantity(70, 0)], []],
    ['a quota caps the quantity at the remaining stock', [quantity(71, 5)], [{ product_id: 71, quantity: 2 }]],
    ['a fractional quantity is ignored', [quantity(70, 1.5)], []],
    ['an add-on that is not offered is ignored', [toggledAddon(99)], []],
  ])('%s', (_rule, events, addons) => {
    expect(draftRequest(replay(opened(), events)).addons).toEqual(addons);
  });

  test('setting the quantity it already has returns the same state', () => {
    const state = pickerReducer(opened(), quantity(70, 2));
    expect(pickerReducer(state, quantity(70, 2))).toBe(state);
  });
});
