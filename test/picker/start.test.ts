import { describe, expect, test } from 'vitest';
import type { LineRequest } from '../../src/core/line';
import { money, type Money } from '../../src/core/money';
import { buildPickerIndex } from '../../src/picker/pickerIndex';
import { pickerReducer } from '../../src/picker/reducer';
import { preview } from '../../src/picker/result';
import { needsPicker, plainRequest } from '../../src/picker/start';
import { makeCatalog, makeCategory, makeLineRequest, makeLink, makeModifierGroup, makeProduct, makeProductIn } from '../kit/factories';
import { groupOf, openPicker, toggled } from './pickerTestKit';

const burgers = makeCategory({ id: 5, name: 'Burgers' });
const catalog = makeCatalog({
  categories: [burgers],
  modifierGroups: [groupOf(10, 'Sauce', ['Ketchup']), makeModifierGroup({ id: 40, items: [] })],
  products: [makeProductIn(burgers, { id: 1 })],
  addons: [makeProduct({ id: 70, type: 'Fries', is_addon: 1 })],
});
const index = buildPickerIndex(catalog);

describe('which products open the picker', () => {
  test.each([
    ['a visible option group', makeProduct({ modifiers: [makeLink({ modifier_id: 10 })] }), true],
    ['an open price', makeProduct({ is_open_price: 1 }), true],
    ['sold by weight', makeProduct({ is_weightage_item: 1 }), true],
    ['add-ons offered on its category', makeProduct({ type: 'fries' }), true],
    ['a combo slot', makeProduct({ is_combo: 1, categories: [{ category_id: 5, max_allowed: 1 }] }), true],
    ['only links to another branch or to empty groups (2.3)', makeProduct({ modifiers: [makeLink({ modifier_id: 999 }), makeLink({ modifier_id: 40 })] }), false],
    ['a combo whose slots offer nothing: the picker says why it cannot be sold (2.2)', makeProduct({ is_combo: 1, categories: [{ category_id: 77, max_allowed: 1 }] }), true],
    ['is_combo 2 without anything else', makeProduct({ is_combo: 2, categories: [{ category_id: 5, max_allowed: 1 }] }), false],
    ['none of these', makeProduct({ type: 'Burgers' }), false],
  ])('%s: %s', (_case, product, needed) => {
    expect(needsPicker(product, index)).toBe(needed);
  });

  test('a product that needs no picker goes to the order as one plain unit', () => {
    const product = makeProduct({ id: 8 });
    expect(plainRequest(product)).toEqual(makeLineRequest({ product_id: 8 }));
  });
});

describe('live price preview', () => {
  // A stand-in for the cart's pricing: product 1000 + each option 100 x quantity.
  const price = (request: LineRequest): { unit: Money; total: Money } => {
    const unit = money(1000 + request.options.reduce((sum, o) => sum + 100 * o.quantity, 0));
    return { unit, total: money(unit * request.quantity) };
  };
  const product = makeProduct({ modifiers: [makeLink({ modifier_id: 10, min_allowed: 2 })], is_open_price: 1 });

  test('an unmet picker still previews what is chosen so far', () => {
    const state = pickerReducer(openPicker(product, catalog), toggled(10, 1001));
    expect(preview(state, price)).toEqual({ unit: 1100, total: 1100 });
  });

  test('the preview prices the partial request: no typed price yet is no open price', () => {
    const seen: LineRequest[] = [];
    preview(pickerReducer(openPicker(product, catalog), { type: 'priceTyped', text: 'abc' }), (request) => {
      seen.push(request);
      return null;
    });
    expect(seen).toEqual([makeLineRequest({ product_id: product.id, open_price: null })]);
  });

  test('the preview is null when the pricing cannot price the line', () => {
    expect(preview(openPicker(product, catalog), () => null)).toBeNull();
  });
});
