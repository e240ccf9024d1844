import { expect, test } from 'vitest';
import { DEFAULT_SCALE_CONFIG } from '../../src/menu/barcode';
import { labelPattern, scaleLabelsForm, scaleLabelsFrom } from '../../src/menu/scaleLabels';

const form = { prefixFrom: '20', prefixTo: '29', itemCodeStart: '3', itemCodeLength: '5', embedded: 'weight' as const };

test('the default layout reads as 20 to 29, a 5-digit item code after the prefix, a weight', () => {
  expect(scaleLabelsForm()).toEqual(form);
  expect(scaleLabelsFrom(form)).toEqual({ ok: true, config: { ...DEFAULT_SCALE_CONFIG, itemCodeStart: 3 } });
  expect(labelPattern(DEFAULT_SCALE_CONFIG)).toBe('PPIIIIIWWWWWC');
});

test('a price layout with a one-digit prefix and a 6-digit item code, typed in Arabic-Indic digits', () => {
  const read = scaleLabelsFrom({ prefixFrom: '٢', prefixTo: '٢', itemCodeStart: '٢', itemCodeLength: '٦', embedded: 'price' });
  expect(read).toEqual({ ok: true, config: { prefixes: ['2'], itemCodeStart: 2, itemCodeLength: 6, embedded: 'price' } });
  expect(read.ok && labelPattern(read.config)).toBe('PIIIIII¤¤¤¤¤C');
});

test('prefixes keep their leading zeros ("02" to "05")', () => {
  const read = scaleLabelsFrom({ ...form, prefixFrom: '02', prefixTo: '05' });
  expect(read.ok && read.config.prefixes).toEqual(['02', '03', '04', '05']);
});

test.each([
  ['prefixes of two lengths', { prefixFrom: '2', prefixTo: '29' }, 'prefix'],
  ['a range that runs backwards', { prefixFrom: '29', prefixTo: '20' }, 'prefix'],
  ['a prefix that is not digits', { prefixFrom: 'a', prefixTo: 'b' }, 'prefix'],
  ['an item code starting inside the prefix', { itemCodeStart: '2' }, 'item-code'],
  ['an item code of no digits', { itemCodeLength: '0' }, 'item-code'],
  ['an item code leaving no digit for the value', { itemCodeStart: '3', itemCodeLength: '10' }, 'no-value'],
] as const)('refused: %s', (_, change, reason) => {
  expect(scaleLabelsFrom({ ...form, ...change })).toEqual({ ok: false, reason });
});
