/**
 * Envelopes of the selling routes: `{status, message, data}` (modifiers, brands and the
 * assumed routes), a bare array (categories) and the paginated product listing (4.2). The
 * `message` text is never relied on (it comes with a trailing space, `Data found `).
 * A body of the wrong shape is `malformed`, which fails the sync; rows inside are decoded
 * one by one elsewhere.
 */
import * as v from 'valibot';
import { malformed, ok, type ApiResult } from '../api/client';
import { int } from './fields';
import { reasonOf } from './rows';

const dataEnvelope = v.object({
  data: v.optional(v.nullable(v.unknown()), null),
});

/** `data` of a `{status, message, data}` body. */
export function envelopeData(body: unknown, route: string): ApiResult<unknown> {
  const parsed = v.safeParse(dataEnvelope, body);
  if (!parsed.success) return malformed(route, 'expected an object with data');
  return ok(parsed.output.data);
}

/** `data[]` of a `{status, message, data}` body; `data` null counts as empty. */
export function envelopeList(body: unknown, route: string): ApiResult<unknown[]> {
  const data = envelopeData(body, route);
  if (!data.ok) return data;
  if (data.value === null) return ok([]);
  if (!Array.isArray(data.value)) return malformed(route, 'expected data to be a list');
  return ok(data.value);
}

/** A bare array body. */
export function bareList(body: unknown, route: string): ApiResult<unknown[]> {
  return Array.isArray(body) ? ok(body) : malformed(route, 'expected a list');
}

const pageSchema = v.object({
  data: v.object({
    current_page: int,
    records_per_page: int,
    total_records: int,
    products: v.optional(v.nullable(v.array(v.unknown(), 'expected a list')), null),
  }),
});

interface PageEnvelope {
  currentPage: number;
  perPage: number;
  total: number;
  rows: unknown[];
}

/** The `data` of `list_selling_products`: page numbers and the raw rows. */
export function productPageEnvelope(body: unknown, route: string): ApiResult<PageEnvelope> {
  const parsed = v.safeParse(pageSchema, body, { abortEarly: true });
  if (!parsed.success) return malformed(route, reasonOf(parsed.issues));
  const { current_page, records_per_page, total_records, products } = parsed.output.data;
  return ok({ currentPage: current_page, perPage: records_per_page, total: total_records, rows: products ?? [] });
}
