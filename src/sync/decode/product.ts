/**
 * Decoder of a selling product row (service-interface 2.2, 2.3), also used for add-on rows
 * (assumed-contracts 3). Documented nulls get the spec's defaults: `is_weightage_item` and
 * `discount_pct` null are 0, `modifiers` missing is `[]`, a link's `priority` null stays null,
 * `categories` is read only on `is_combo` 1 rows. Modifier ids are kept as sent, also when the
 * branch has no such group: the option picker skips those (2.3).
 */
import * as v from 'valibot';
import type { ComboSlot, Product } from '../../core/catalog';
import { ZERO, type CurrencyDigits, type Money } from '../../core/money';
import type { SyncRoute } from '../report';
import {
  comboKind,
  flag,
  id,
  idList,
  int,
  intOr,
  intOrNull,
  listOf,
  money,
  moneyOr,
  moneyOrNull,
  numberOr,
  text,
  textOrEmpty,
  textOrNull,
} from './fields';
import { decodeRows, reasonOf, type Decoded } from './rows';

const linkSchema = v.object({
  modifier_id: id,
  min_allowed: intOr(0),
  max_allowed: intOr(0),
  priority: intOrNull,
});

const comboSlotSchema = v.object({
  category_id: id,
  max_allowed: int,
});
const comboSlotsSchema = listOf(comboSlotSchema);

function priceLevelSchema(digits: CurrencyDigits) {
  return v.object({
    channel_id: id,
    channel_name: textOrEmpty,
    channel_actual_price: money(digits),
  });
}

function rowSchema(digits: CurrencyDigits) {
  return v.object({
    id,
    name: text,
    localize_name: textOrNull,
    actual_price: moneyOrNull(digits),
    type: textOrNull,
    category_id: intOrNull,
    category_sort_order: intOrNull,
    image: textOrEmpty,
    is_sold_out: flag,
    is_open_price: flag,
    is_weightage_item: flag,
    discount_pct: numberOr(0),
    barcode_value: textOrNull,
    is_addon: flag,
    modifiers: listOf(linkSchema),
    is_combo: comboKind,
    categories: v.optional(v.unknown()),
    combo_price: moneyOr(digits, ZERO),
    price_levels: listOf(priceLevelSchema(digits)),
    auto_selected_modifier_items: idList,
  });
}

/** Rules that span fields: a price is required unless the cashier types it; combo slots. */
function productSchemaFor(digits: CurrencyDigits) {
  return v.pipe(
    rowSchema(digits),
    v.rawTransform(({ dataset, addIssue, NEVER }): Product => {
      const row = dataset.value;
      let price: Money | null = row.actual_price;
      if (price === null) {
        if (row.is_open_price !== 1) {
          addIssue({ message: 'actual_price: missing on a product that is not open-price' });
          return NEVER;
        }
        price = ZERO;
      }
      let categories: ComboSlot[] = [];
      if (row.is_combo === 1) {
        const slots = v.safeParse(comboSlotsSchema, row.categories, { abortEarly: true });
        if (!slots.success) {
          const inner = reasonOf(slots.issues);
          addIssue({ message: inner.startsWith('[') ? `categories${inner}` : `categories: ${inner}` });
          return NEVER;
        }
        categories = slots.output;
      }
      return {
        ...row,
        actual_price: price,
        categories,
        // service-interface 8: a percent outside 0 to 100 is stored as 0.
        discount_pct: row.discount_pct < 0 || row.discount_pct > 100 ? 0 : row.discount_pct,
        barcode_value: row.barcode_value === '' ? null : row.barcode_value,
      };
    }),
  );
}

type ProductSchema = ReturnType<typeof productSchemaFor>;
const schemas = new Map<CurrencyDigits, ProductSchema>();

/** The product schema of a currency, built once per number of minor digits. */
export function productSchema(digits: CurrencyDigits): ProductSchema {
  let schema = schemas.get(digits);
  if (!schema) {
    schema = productSchemaFor(digits);
    schemas.set(digits, schema);
  }
  return schema;
}

export function decodeProducts(rows: readonly unknown[], digits: CurrencyDigits, route: SyncRoute = 'products'): Decoded<Product> {
  return decodeRows(productSchema(digits), rows, route);
}
