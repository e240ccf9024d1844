import { describe, expect, test } from 'vitest';
import { invoiceTimestamp, readTaxInvoiceQr, taxInvoiceQrText, taxInvoiceTlv, type TaxInvoiceFields } from '../../src/checkout/taxQr';
import { money } from '../../src/core/money';

const fields = (over: Partial<TaxInvoiceFields> = {}): TaxInvoiceFields => ({
  seller: 'Demo Kitchen',
  vat_no: '310122393500003',
  timestamp: '2026-11-21T09:15:02.120Z',
  total: money(4600),
  vat: money(219),
  digits: 3,
  ...over,
});

describe('the simplified tax invoice QR (phase 1): TLV of five fields, base64', () => {
  test('each field is tag, length in bytes, UTF-8 value, in tag order', () => {
    const bytes = taxInvoiceTlv(fields({ seller: 'Ab' }));
    expect([...bytes.subarray(0, 4)]).toEqual([1, 2, 0x41, 0x62]);
    expect(bytes[4]).toBe(2);
    expect(bytes[5]).toBe(15);
  });

  test('the published example reads back to the same five fields', () => {
    // The authority's guide: seller "Bobs Records", VAT 310122393500003, 2022-04-25T15:30:00Z, 1000.00, 150.00.
    const text = taxInvoiceQrText(fields({ seller: 'Bobs Records', timestamp: '2022-04-25T15:30:00Z', total: money(100000), vat: money(15000), digits: 2 }));
    expect(text).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
  });

  test.each([
    ['an English seller', 'Demo Kitchen'],
    ['an Arabic seller', 'مطبخ ديمو'],
    ['both names', 'Demo Kitchen | مطبخ ديمو'],
  ])('%s decodes back exactly, its length counted in bytes', (_, seller) => {
    const read = readTaxInvoiceQr(taxInvoiceQrText(fields({ seller })));
    expect(read).toEqual(
      new Map([
        [1, seller],
        [2, '310122393500003'],
        [3, '2026-11-21T09:15:02Z'],
        [4, '4.600'],
        [5, '0.219'],
      ]),
    );
    const bytes = taxInvoiceTlv(fields({ seller }));
    expect(bytes[1]).toBe(new TextEncoder().encode(seller).length);
  });

  test('a seller name past 255 bytes is cut at a character, never mid-letter', () => {
    const long = 'م'.repeat(200); // 400 bytes
    const read = readTaxInvoiceQr(taxInvoiceQrText(fields({ seller: long })));
    expect(read?.get(1)).toBe('م'.repeat(127));
  });

  test.each([
    ['2026-11-21T09:15:02.120Z', '2026-11-21T09:15:02Z'],
    ['2026-11-21T09:15:02Z', '2026-11-21T09:15:02Z'],
  ])('the time %s is written %s', (iso, written) => {
    expect(invoiceTimestamp(iso)).toBe(written);
  });

  test('text that is not TLV reads as nothing', () => {
    expect(readTaxInvoiceQr('AQxC')).toBeNull();
    expect(readTaxInvoiceQr('not base64!')).toBeNull();
  });
});
