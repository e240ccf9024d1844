import { describe, expect, test } from 'vitest';
import { makeLineRequest, m } from '../kit/factories';
import { receiptOf } from '../../src/checkout/receipt';
import { readTaxInvoiceQr } from '../../src/checkout/taxQr';
import { DEFAULT_BRANCH_SETTINGS, type BranchSettings } from '../../src/core/branchSettings';
import { ids } from '../kit/catalogs';
import { run } from '../kit/cart';
import { brandHeader, card, cartOf, cash, saleContext, exampleOrder, orderOf } from '../kit/orders';

const DATE = '21/11/2026 12:15';

describe('header (2.9: the brand fields are the receipt header)', () => {
  test.each([
    ['every field given', {}, { name: 'Burger Yard', brand: null, address: 'Block 3, Salmiya', phone: '+965 2222 3333', email: null, logo: null }],
    ['e-mail and logo given', { brand_email: 'hello@yard.kw', brand_thumbnail: 'https://cdn.example/yard.png' },
      { name: 'Burger Yard', brand: null, address: 'Block 3, Salmiya', phone: '+965 2222 3333', email: 'hello@yard.kw', logo: 'https://cdn.example/yard.png' }],
    ['blank fields are left out like missing ones', { brand_address: '  ', brand_phone: '' },
      { name: 'Burger Yard', brand: null, address: null, phone: null, email: null, logo: null }],
  ] as const)('%s', (_case, brand, header) => {
    const order = { ...exampleOrder(), brand: { ...brandHeader, ...brand } };
    expect(receiptOf(order, DATE).header).toEqual(header);
  });
});

test('a kiosk order\'s receipt carries its call number; a till\'s sale has none', () => {
  expect(receiptOf({ ...exampleOrder(), call_no: 7 }, DATE).call_no).toBe('7');
  expect(receiptOf(exampleOrder(), DATE).call_no).toBeNull();
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

describe('assumed-contracts 11: the receipt by the branch settings', () => {
  const branch = (over: Partial<BranchSettings> = {}) => ({
    branch: { ...DEFAULT_BRANCH_SETTINGS, ...over },
    taxQr: false,
  });
  const vatSale = (over: Partial<ReturnType<typeof exampleOrder>> = {}) => ({ ...exampleOrder(), vat_percent: 5, ...over });

  test.each([
    ['the branch names its business: it heads the receipt, the brand that sold under it', { business_name: 'Downtown Food Hall', business_phone: '+965 1' },
      { name: 'Downtown Food Hall', brand: 'Burger Yard', address: 'Block 3, Salmiya', phone: '+965 1', email: null, logo: null }],
    ['every key missing: the brand header', {},
      { name: 'Burger Yard', brand: null, address: 'Block 3, Salmiya', phone: '+965 2222 3333', email: null, logo: null }],
    ['blank business fields fall back one by one', { business_name: ' ', business_address: 'Salmiya', business_email: 'a@b.kw' },
      { name: 'Burger Yard', brand: null, address: 'Salmiya', phone: '+965 2222 3333', email: 'a@b.kw', logo: null }],
  ] as const)('%s', (_case, over, header) => {
    expect(receiptOf(exampleOrder(), DATE, undefined, branch(over)).header).toEqual(header);
  });

  test('the page: 58 mm with the branch type size and margins; by default 80 mm and the roll\'s own', () => {
    expect(receiptOf(exampleOrder(), DATE, undefined, branch({ page_width: 58, font_size: 9, page_margins: 3 })).page).toEqual({ width: 58, font_size: 9, margins: 3 });
    expect(receiptOf(exampleOrder(), DATE).page).toEqual({ width: 80, font_size: null, margins: null });
  });

  test('"VAT included" with the VAT inside the total at the percent the sale was made with, rounded once', () => {
    const sale = vatSale();
    const receipt = receiptOf(sale, DATE);
    expect(receipt.total).toBe('4.600');
    expect(receipt.vat).toEqual({ label: 'VAT included (5%)', amount: '0.219' });
  });

  test('a sale made without a VAT percent prints no VAT line', () => {
    expect(receiptOf(exampleOrder(), DATE).vat).toBeNull();
  });

  test('the brand\'s VAT number prints when it has one', () => {
    expect(receiptOf(vatSale({ brand: { ...brandHeader, brand_vat_no: '300000000000003' } }), DATE).vat_no).toBe('300000000000003');
    expect(receiptOf(exampleOrder(), DATE).vat_no).toBeNull();
  });

  test.each([
    ['on, with VAT and a VAT number', true, 5, '300000000000003', true],
    ['off', false, 5, '300000000000003', false],
    ['no VAT number', true, 5, null, false],
    ['no VAT percent', true, undefined, '300000000000003', false],
  ])('"Tax invoice QR" %s: a QR %s', (_case, taxQr, percent, vatNo, shown) => {
    const sale = { ...exampleOrder(), brand: { ...brandHeader, brand_vat_no: vatNo }, ...(percent === undefined ? {} : { vat_percent: percent }) };
    const receipt = receiptOf(sale, DATE, undefined, { ...branch({ business_name: 'قاعة طعام' }), taxQr });
    expect(receipt.tax_qr !== null).toBe(shown);
    if (receipt.tax_qr) {
      expect(readTaxInvoiceQr(receipt.tax_qr)).toEqual(
        new Map([
          [1, 'قاعة طعام'],
          [2, '300000000000003'],
          [3, '2026-11-21T09:15:02Z'],
          [4, '4.600'],
          [5, '0.219'],
        ]),
      );
    }
  });
});
