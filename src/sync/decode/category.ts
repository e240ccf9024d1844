/**
 * Decoder of `list_selling_categories` (service-interface 2.6): a bare array. The server does
 * not filter deleted categories; rows with `is_deleted` 1 are dropped here and counted as
 * deleted, apart from malformed rows.
 */
import * as v from 'valibot';
import type { Category } from '../../core/catalog';
import { flag, id, intOr, text, textOrEmpty, textOrNull } from './fields';
import { decodeRows, type Decoded } from './rows';

const categorySchema = v.object({
  id,
  name: text,
  // Listed as unused by 2.6, yet served: the till shows it in the second language.
  localize_name: textOrNull,
  image: textOrEmpty,
  menu_sort_order: intOr(0),
  is_deleted: flag,
});

export interface DecodedCategories extends Decoded<Category> {
  /** Rows the server marks deleted. */
  deleted: number;
}

export function decodeCategories(rows: readonly unknown[]): DecodedCategories {
  const decoded = decodeRows(categorySchema, rows, 'categories');
  const live = decoded.rows.filter((row) => row.is_deleted === 0);
  return { rows: live, dropped: decoded.dropped, deleted: decoded.rows.length - live.length };
}
