import { describe, expect, test } from 'vitest';
import { makeLineRequest, m } from '../kit/factories';
import { receiptOf } from '../../src/checkout/receipt';
import { ids } from '../kit/catalogs';
import { run } from '../kit/cart';
import { brandHeader, card, cartOf, cash, saleContext, exampleOrder, orderOf } from '../kit/orders';

const DATE = '21/11/2026 12:15';

describe('header (2.9: the brand fields are the receipt header)', () => {
  test.each([
    ['every field given', {}, { name: 'Burger Yard', address: 'Block 3, Salmiya', phone: '+965 2222 3333', email: null, logo: null }],
    ['e-mail and logo given', { brand_email: 'hello@yard.kw', brand_thumbnail: 'https://cdn.example/yard.png' },
      { name: 'Burger Yard', address: 'Block 3, Salmiya', phone: '+965 2222 3333', email: 'hello@yard.kw', logo: 'https://cdn.example/yard.png' }],
    ['blank fields are left out like missing ones', { brand_address: '  ', brand_phone: '' },
      { name: 'Burger Yard', address: null, phone: null, email: null, logo: null }],
  ] as const)('%s', (_case, brand, header) => {
    const order = { ...exampleOrder(), brand: { ...brandHeader, ...brand } };
    expect(receiptOf(order, DATE).header).toEqual(header);
  });
});

test('the example sale: ticket, date, the line with its option and add-on, total, cash and change', () => {
  const receipt = receiptOf(exampleOrder(), DATE);
  expect(receipt).toMatchObject({
    ticket_no: 'T3-000042',
    date: DATE,
    lines: [{
      key: 'l1', name: 'Chicken burger', quantity: '2', rate: '2 × 2.300', amount: '4.600', discount: null,
      details: [{ text: 'Cheese (Extra melted)', depth: 1 }, { text: '+ Garlic sauce', depth: 1 }],
    }],
    subtotal: null,
    discount_total: null,
    total: '4.600',
    payments: [{ label: 'Cash', amount: '5.000' }],
    change: '0.400',
  });
});

describe('lines', () => {
  const cart = run(
    cartOf(
      2,
      makeLineRequest({ product_id: ids.halloumi, weight_g: 333, note: 'Sliced' }),
      makeLineRequest({
        product_id: ids.deal,
        children: [{ product_id: ids.fries, slot_category_id: 5, quantity: 2,
          options: [{ item_id: 902, modifier_id: 90, quantity: 2, instructions: [] }] }],
      }),
    ),
    saleContext,
    { type: 'discountApplied', line_id: 'l1', percent: 15 },
  );
  const receipt = receiptOf(orderOf(cart, [card('1.000'), cash('2.225', '2.225')]), DATE);

  test('a weighed line reads its weight and rate per kg, its note, and its discount', () => {
    expect(receipt.lines[0]).toEqual({
      key: 'l1', name: 'Halloumi', quantity: '0.333 kg', rate: '0.333 kg × 1.500/kg = 0.500', amount: '0.500',
      details: [{ text: 'Note: Sliced', depth: 1, amount: null }],
      discount: { label: 'Discount 15%', amount: '-0.075' },
    });
  });

  test('a weighed line shows weight x price per kg apart from its options and add-ons, each at its own price (2.2, 2.7)', () => {
    const weighed = cartOf(2, makeLineRequest({
      product_id: ids.halloumi, weight_g: 335,
      options: [{ item_id: ids.cheese, modifier_id: 90, quantity: 1, instructions: [] }],
      addons: [{ product_id: ids.sauce, quantity: 1 }],
    }));
    expect(receiptOf(orderOf(weighed, [cash('1.053', '1.053')]), DATE).lines[0]).toEqual({
      key: 'l1', name: 'Halloumi', quantity: '0.335 kg', rate: '0.335 kg × 1.500/kg = 0.503', amount: '1.053',
      details: [{ text: 'Cheese', depth: 1, amount: '0.250' }, { text: '+ Garlic sauce', depth: 1, amount: '0.300' }],
      discount: null,
    });
  });

  test('a combo lists its children with their own options one level deeper', () => {
    expect(receipt.lines[1]).toMatchObject({
      name: 'Burger deal', quantity: '1', rate: null, amount: '2.800',
      details: [{ text: '2 × Fries', depth: 1 }, { text: 'Ketchup ×2', depth: 2 }],
    });
  });

  test('with a discount the subtotal and the discount total are shown; no change, no change row', () => {
    expect(receipt).toMatchObject({
      subtotal: '3.300', discount_total: '-0.075', total: '3.225',
      payments: [{ label: 'Card', amount: '1.000' }, { label: 'Cash', amount: '2.225' }],
      change: null,
    });
    expect(m(receipt.total)).toBe(m('3.225'));
  });
});

test('assumed-contracts 7: the receipt prints the name the order was parked under and its note; none when it has none', () => {
  expect(receiptOf({ ...exampleOrder(), order_name: 'Table 4', order_note: 'Allergy: nuts' }, DATE)).toMatchObject({
    order_name: 'Table 4',
    order_note: 'Allergy: nuts',
  });
  expect(receiptOf(exampleOrder(), DATE)).toMatchObject({ order_name: null, order_note: null });
});
