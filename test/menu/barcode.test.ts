import { describe, expect, test } from 'vitest';
import { labelWeight, type ScaleBarcodeConfig } from '../../src/menu/barcode';
import { barcodeLookup, isValidEan13, scanBarcode } from '../../src/menu/scanBarcode';
import { ean13, makeProduct } from '../kit/factories';
import { money } from '../../src/core/money';

const cola = makeProduct({ id: 1, barcode_value: '5449000000996' });
const cheese = makeProduct({ id: 2, barcode_value: '12345', is_weightage_item: 1 });
const olives = makeProduct({ id: 3, barcode_value: '00077', is_weightage_item: 1 });
const cake = makeProduct({ id: 4, barcode_value: '00456', is_weightage_item: 0 });
const labelled = makeProduct({ id: 5, barcode_value: ean13('200000100150') });
const shot = makeProduct({ id: 6, barcode_value: '777', is_addon: 1 });
const spaced = makeProduct({ id: 7, barcode_value: ' 9876 ' });
const goodLabel = ean13('201234501250');
const wrongCheck = goodLabel.slice(0, 12) + String((Number(goodLabel[12]) + 1) % 10);
const lookup = barcodeLookup([cola, cheese, olives, cake, labelled, shot, spaced]);

describe('EAN-13 check digit', () => {
  test.each([
    ['5449000000996', true],
    ['5449000000995', false],
    ['4006381333931', true],
    ['400638133393', false],
    ['40063813339a1', false],
  ])('%s valid: %s', (code, valid) => {
    expect(isValidEan13(code)).toBe(valid);
  });
});

describe('a code scanned in Arabic-Indic or Persian digits is the same code', () => {
  const arabic = (code: string) => code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
  const persian = (code: string) => code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
  test.each([
    ['Arabic-Indic', arabic],
    ['Persian', persian],
  ])('%s digits find the product, and a scale label its weight', (_name, digits) => {
    expect(scanBarcode(lookup, digits('5449000000996'))).toEqual({ kind: 'product', product: cola });
    expect(scanBarcode(lookup, digits(goodLabel))).toEqual({ kind: 'weighed', product: cheese, weight_g: 1250 });
    expect(scanBarcode(lookup, `${digits('999')}\n`)).toEqual({ kind: 'unknown', code: '999' });
  });

  test('a product whose barcode was stored in Arabic-Indic digits is found by the Latin code', () => {
    const stored = makeProduct({ id: 8, barcode_value: arabic('6281000000113') });
    expect(scanBarcode(barcodeLookup([stored]), '6281000000113')).toEqual({ kind: 'product', product: stored });
  });
});

describe('barcode scans', () => {

  const priced: ScaleBarcodeConfig = { prefixes: ['2'], itemCodeLength: 6, embedded: 'price' };

  test.each<[string, string, ScaleBarcodeConfig | undefined, unknown]>([
    ['an exact barcode_value match gives the product', '5449000000996', undefined, { kind: 'product', product: cola }],
    ['the scanned code and the stored barcode are trimmed', ' 9876\n', undefined, { kind: 'product', product: spaced }],
    ['an exact match wins over reading the code as a scale label', labelled.barcode_value!, undefined,
      { kind: 'product', product: labelled }],
    ['a scale label of a sold-by-weight product gives its weight in grams', goodLabel, undefined,
      { kind: 'weighed', product: cheese, weight_g: 1250 }],
    ['the item code ignores leading zeros of the stored barcode', ean13('270007700500'), undefined,
      { kind: 'weighed', product: olives, weight_g: 500 }],
    ['a weight label on a product not sold by weight gives the product', ean13('280045600300'), undefined,
      { kind: 'product', product: cake }],
    ['a price label gives the embedded price in minor units', ean13('201234501750'), priced,
      { kind: 'priced', product: cheese, price: 1750 }],
    ['a scale label with a wrong check digit is unknown', wrongCheck, undefined, { kind: 'unknown', code: wrongCheck }],
    ['a label whose prefix is not configured is unknown', ean13('301234501250'), undefined,
      { kind: 'unknown', code: ean13('301234501250') }],
    ['a label with an unknown item code is unknown', ean13('205555501250'), undefined,
      { kind: 'unknown', code: ean13('205555501250') }],
    ['a label weighing nothing is unknown', ean13('201234500000'), undefined,
      { kind: 'unknown', code: ean13('201234500000') }],
    ['an add-on is never sold by scan', '777', undefined, { kind: 'unknown', code: '777' }],
    ['an unknown code is reported as scanned, trimmed', ' 42 ', undefined, { kind: 'unknown', code: '42' }],
  ])('%s', (_, code, config, expected) => {
    expect(scanBarcode(lookup, code, config)).toEqual(expected);
  });

  test('a scale label\'s item code matches a product\'s PLU (2.4) when no barcode holds it', () => {
    const feta = makeProduct({ id: 11, barcode_value: ean13('210008000000'), plu: '80', is_weightage_item: 1 });
    const byPlu = barcodeLookup([cola, feta]);
    expect(scanBarcode(byPlu, ean13('210008000350'))).toEqual({ kind: 'weighed', product: feta, weight_g: 350 });
    // A barcode holding the item code wins over another product's PLU.
    const other = makeProduct({ id: 12, barcode_value: '80' });
    expect(scanBarcode(barcodeLookup([feta, other]), ean13('210008000350'))).toEqual({ kind: 'product', product: other });
  });

  test('a PLU stored with leading zeros, spaces or Arabic-Indic digits is the same item code', () => {
    const dates = makeProduct({ id: 14, plu: ' 0080 ', is_weightage_item: 1 });
    const figs = makeProduct({ id: 15, plu: '٨١', is_weightage_item: 1 });
    const byPlu = barcodeLookup([dates, figs]);
    expect(scanBarcode(byPlu, ean13('210008000350'))).toEqual({ kind: 'weighed', product: dates, weight_g: 350 });
    expect(scanBarcode(byPlu, ean13('210008100200'))).toEqual({ kind: 'weighed', product: figs, weight_g: 200 });
  });

  test('the item code sits where the layout says: digits between the prefix and it are not read', () => {
    const layout: ScaleBarcodeConfig = { prefixes: ['2'], itemCodeStart: 3, itemCodeLength: 4, embedded: 'weight' };
    const olivesPlu = makeProduct({ id: 13, plu: '79', is_weightage_item: 1 });
    expect(scanBarcode(barcodeLookup([olivesPlu]), ean13('290079012340'), layout)).toEqual({ kind: 'weighed', product: olivesPlu, weight_g: 12340 });
    // A layout whose item code starts inside the prefix reads nothing.
    expect(scanBarcode(barcodeLookup([olivesPlu]), ean13('290079012340'), { ...layout, itemCodeStart: 1 }).kind).toBe('unknown');
  });

  test('the first product wins when two share a barcode', () => {
    const twin = makeProduct({ id: 8, barcode_value: '5449000000996' });
    expect(scanBarcode(barcodeLookup([cola, twin]), '5449000000996')).toEqual({ kind: 'product', product: cola });
  });
});

describe('a price-embedded scale label read as a weight', () => {
  const halloumi = makeProduct({ id: 9, is_weightage_item: 1, actual_price: money(1500),
    price_levels: [{ channel_id: 4, channel_name: 'Delivery app', channel_actual_price: money(2000) }] });

  test('at the product\'s own price per kg, as the scale priced it, not a channel\'s', () => {
    expect(labelWeight(halloumi, money(750))).toBe(500);
  });

  test('a product not sold by weight, or with no price per kg, has no weight to read', () => {
    expect(labelWeight(makeProduct({ id: 10, actual_price: money(1500) }), money(750))).toBeUndefined();
    expect(labelWeight({ ...halloumi, actual_price: money(0) }, money(750))).toBeUndefined();
  });
});
