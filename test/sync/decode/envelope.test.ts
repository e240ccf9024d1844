import { expect, test } from 'vitest';
import { bareList, envelopeList, productPageEnvelope } from '../../../src/sync/decode/envelope';

test('4.2 the product page envelope is read whatever the message says ("Data found " with its trailing space)', () => {
  const body = { status: true, message: 'Data found ', data: { current_page: 2, records_per_page: 500, total_records: '1200', products: [{ id: 1 }] } };
  const page = productPageEnvelope(body, 'products');
  expect(page).toEqual({ ok: true, value: { currentPage: 2, perPage: 500, total: 1200, rows: [{ id: 1 }] } });
});

test('4.2 "No data found" with status true is an empty page, not an error', () => {
  const body = { status: true, message: 'No data found', data: { current_page: 9, records_per_page: 500, total_records: 4000, products: [] } };
  expect(productPageEnvelope(body, 'products')).toMatchObject({ ok: true, value: { rows: [], total: 4000 } });
});

test.each([
  ['no data', { status: true, message: 'x' }],
  ['products that are not a list', { status: true, data: { current_page: 1, records_per_page: 1, total_records: 1, products: {} } }],
  ['no total', { status: true, data: { current_page: 1, records_per_page: 1, products: [] } }],
  ['a bare array', []],
])('a product page with %s is malformed', (_case, body) => {
  const page = productPageEnvelope(body, 'products');
  expect(page.ok).toBe(false);
  if (!page.ok) expect(page.error.kind).toBe('malformed');
});

test('a {status, message, data} list with data null is empty; data that is not a list is malformed', () => {
  expect(envelopeList({ status: true, message: 'No record found', data: null }, 'modifiers')).toEqual({ ok: true, value: [] });
  expect(envelopeList({ status: true, data: { id: 1 } }, 'modifiers').ok).toBe(false);
});

test('2.6 the categories body is a bare array; an object is malformed', () => {
  expect(bareList([{ id: 1 }], 'categories')).toEqual({ ok: true, value: [{ id: 1 }] });
  expect(bareList({ data: [] }, 'categories')).toMatchObject({ ok: false, error: { kind: 'malformed' } });
});
