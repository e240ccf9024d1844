import { describe, expect, test } from 'vitest';
import { DEFAULT_BRANCH_SETTINGS } from '../../../src/core/branchSettings';
import {
  decodeLocationSettings,
  readFontSize,
  readPageMargins,
  readPageWidth,
  readVatPercent,
  lenientText,
} from '../../../src/sync/contracts/locationSettings';

describe('assumed-contracts 11: each key read leniently, with its own fallback', () => {
  test.each([
    ['5', 5],
    [5, 5],
    [' 15 ', 15],
    ['7.5', 7.5],
    ['5%', 5],
    ['', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['-5', null],
    [0, null],
    ['0', null],
    [100, null],
    [150, null],
    [true, null],
    [{}, null],
  ])('vat %j reads as %j', (value, expected) => {
    expect(readVatPercent(value)).toBe(expected);
  });

  test.each([
    ['58', 58],
    [58, 58],
    ['58mm', 58],
    ['80', 80],
    [80, 80],
    ['', 80],
    [undefined, 80],
    ['76', 80],
    ['wide', 80],
  ])('page_width %j reads as %j', (value, expected) => {
    expect(readPageWidth(value)).toBe(expected);
  });

  test.each([
    ['12', 12],
    [9, 9],
    ['10pt', 10],
    ['2', null],
    ['40', null],
    ['', null],
  ])('font_size %j reads as %j', (value, expected) => {
    expect(readFontSize(value)).toBe(expected);
  });

  test.each([
    ['4', 4],
    [0, 0],
    ['3mm', 3],
    ['50', null],
    ['-1', null],
  ])('page_margins %j reads as %j', (value, expected) => {
    expect(readPageMargins(value)).toBe(expected);
  });

  test.each([
    [' Demo Kitchen ', 'Demo Kitchen'],
    [96522000000, '96522000000'],
    ['', null],
    ['   ', null],
    [null, null],
    [['a'], null],
  ])('text %j reads as %j', (value, expected) => {
    expect(lenientText(value)).toBe(expected);
  });
});

describe('assumed-contracts 11: the body', () => {
  test('a full answer of strings', () => {
    const read = decodeLocationSettings({
      status: true,
      data: {
        vat: '5',
        currency: 'KWD',
        page_width: '58',
        font_size: '9',
        page_margins: '3',
        business_name: 'Demo Kitchen',
        localize_business_name: 'مطبخ ديمو',
        business_address: 'Block 3, Salmiya',
        business_phone: 96522000000,
        business_email: 'hello@demo.test',
        max_order_time: '30',
        receipt_footer: 'Thank you',
      },
    });
    expect(read).toEqual({
      ok: true,
      value: {
        vat_percent: 5,
        page_width: 58,
        font_size: 9,
        page_margins: 3,
        business_name: 'Demo Kitchen',
        localize_business_name: 'مطبخ ديمو',
        business_address: 'Block 3, Salmiya',
        localize_business_address: null,
        business_phone: '96522000000',
        business_email: 'hello@demo.test',
      },
    });
  });

  test('missing keys and a bad value fall back one by one, never failing the rest', () => {
    const read = decodeLocationSettings({ status: true, data: { vat: 'five', page_width: 58 } });
    expect(read).toEqual({ ok: true, value: { ...DEFAULT_BRANCH_SETTINGS, page_width: 58 } });
  });

  test.each([
    ['data null', { status: true, data: null }],
    ['data empty', { status: true, data: {} }],
  ])('%s: every default', (_, body) => {
    expect(decodeLocationSettings(body)).toEqual({ ok: true, value: DEFAULT_BRANCH_SETTINGS });
  });

  test.each([
    ['a list', { status: true, data: [] }],
    ['text', { status: true, data: 'x' }],
    ['no envelope', 'x'],
  ])('data as %s is malformed', (_, body) => {
    expect(decodeLocationSettings(body).ok).toBe(false);
  });
});
