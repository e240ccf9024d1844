/**
 * Decoder of `list_selling_brands` (service-interface 2.9) with their groups nested. A
 * malformed group is dropped and counted on its own; the brand keeps its other groups.
 */
import * as v from 'valibot';
import type { Brand, BrandGroup } from '../../core/catalog';
import type { DroppedRow } from '../../core/syncReport';
import { id, idList, text, textOrEmpty, textOrNull } from './fields';
import { decodeRow, decodeRows, rowId, type Decoded } from './rows';

const groupSchema = v.object({
  group_id: id,
  group_name: text,
  group_thumbnail: textOrEmpty,
  group_description: textOrNull,
  brand_id: v.optional(v.nullable(id), null),
  categories: idList,
});

const brandSchema = v.object({
  brand_id: id,
  brand_name: text,
  // Not in 2.9; read where a server sends one, as products, categories and options carry it.
  localize_name: textOrNull,
  brand_address: textOrNull,
  brand_email: textOrNull,
  brand_phone: textOrNull,
  brand_thumbnail: textOrEmpty,
  brand_color: textOrNull,
  // 2.9 lists it as unused; the receipt prints it and the tax invoice QR carries it. One that
  // cannot be read is left out (no VAT number printed), never the brand.
  brand_vat_no: v.fallback(textOrNull, null),
  groups: v.optional(v.nullable(v.array(v.unknown(), 'expected a list')), null),
});

export function decodeBrands(rows: readonly unknown[]): Decoded<Brand> {
  const brands = decodeRows(brandSchema, rows, 'brands', 'brand_id');
  const dropped: DroppedRow[] = [...brands.dropped];
  const out: Brand[] = brands.rows.map(({ groups, ...brand }) => {
    const kept: BrandGroup[] = [];
    for (const raw of groups ?? []) {
      const group = decodeRow(groupSchema, raw);
      if (group.ok) kept.push({ ...group.value, brand_id: group.value.brand_id ?? brand.brand_id });
      else dropped.push({ route: 'brands', id: rowId(raw, 'group_id'), reason: `group of brand ${brand.brand_id}: ${group.reason}` });
    }
    return { ...brand, groups: kept };
  });
  return { rows: out, dropped };
}
