import { describe, expect, test } from 'vitest';
import { choicesText } from '../../src/cart/lineText';
import type { PricedChild, PricedOption } from '../../src/cart/pricing';
import { ids } from '../kit/catalogs';
import { makeLineRequest } from '../kit/factories';
import { cartOf, exampleBurger } from '../kit/orders';

const [burger, deal] = cartOf(
  2,
  exampleBurger,
  makeLineRequest({
    product_id: ids.deal,
    children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 2, options: [{ item_id: 902, modifier_id: 90, quantity: 2, instructions: [] }] }],
  }),
).lines;

/** `option` renamed, as another option of the catalog would read. */
const named = (option: PricedOption, name: string): PricedOption => ({ ...option, name, localize_name: null, quantity: 1, instructions: [] });

describe('a line\'s choices in one row', () => {
  test('a plain line: its options, then its add-ons, apart by commas', () => {
    expect(choicesText(burger!)).toBe('Cheese (Extra melted), + Garlic sauce');
  });

  test('a meal reads main with its choices, side, drink: "Chicken burger: Brioche, Garlic mayo; French fries; Pepsi"', () => {
    const fries = deal!.children[0]!;
    const option = fries.options[0]!;
    const child = (name: string, options: PricedOption[], quantity = 1): PricedChild => ({ ...fries, name, localize_name: null, quantity, options });
    const meal = { options: [], addons: [], children: [child('Chicken burger', [named(option, 'Brioche'), named(option, 'Garlic mayo')]), child('French fries', []), child('Pepsi', [])] };
    expect(choicesText(meal)).toBe('Chicken burger: Brioche, Garlic mayo; French fries; Pepsi');
    expect(choicesText({ ...meal, children: [child('Pepsi', [], 2)] })).toBe('2 × Pepsi');
  });

  test('no leading, trailing or doubled separator, whatever is missing', () => {
    expect(choicesText(deal!)).toBe('2 × Fries: Ketchup ×2');
    expect(choicesText({ options: [], addons: [], children: [] })).toBe('');
    const text = choicesText({ ...deal!, options: burger!.options });
    expect(text).toBe('Cheese (Extra melted); 2 × Fries: Ketchup ×2');
    expect(text).not.toMatch(/^[,;\s]|[,;:]\s*$|[,;]\s*[,;]/);
  });
});
