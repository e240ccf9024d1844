/**
 * Decoder of a selling product row (service-interface 2.2, 2.3), also used for add-on rows
 * (assumed-contracts 3). Documented nulls get the spec's defaults: `is_weightage_item` and
 * `discount_pct` null are 0, `modifiers` missing is `[]`, a link's `priority` null stays null,
 * a combo slot's `max_allowed` null or missing is 1, `categories` is read only on `is_combo`
 * 1 rows. Modifier ids are kept as sent, also when the branch has no such group: the option
 * picker skips those (2.3). A link without `max_allowed` keeps null here: it takes its group's
 * `selection_allowed` once the groups are known (see `groupLimits.ts`).
 *
 * The unit of rejection is the smallest bad piece. A row is dropped only when the product
 * itself would sell wrong: no id or name, a price that is missing, unreadable or negative
 * (`actual_price`, `combo_price`), a broken option link or combo slot (without it the product
 * would sell as something else). A piece the product sells right without is left out on its
 * own and reported with the row's id while the row is kept: a `price_levels` entry that is
 * malformed or negative (that channel then sells at `actual_price`, 2.2) and a part of
 * `category_id` that is not an id (the product stays in its other categories).
 */
import * as v from 'valibot';
import type { ComboSlot, ModifierLink, PriceLevel, Product } from '../../core/catalog';
import { ZERO, type CurrencyDigits, type Money } from '../../core/money';
import type { DroppedRow, SyncRoute } from '../../core/syncReport';
import {
  comboKind,
  flag,
  id,
  idList,
  intOr,
  intOrNull,
  listOf,
  numberOr,
  price,
  priceOr,
  priceOrNull,
  readCategoryIds,
  show,
  text,
  textOrEmpty,
  textOrNull,
} from './fields';
import { decodeRow, reasonOf, rowId, type Decoded } from './rows';

/** How the report names a piece left out of a row that is kept. */
export const PART_DROPPED = 'part dropped, row kept: ';

/** 2.3 as served: `max_allowed` is null when the server left it out. */
type ServedLink = Omit<ModifierLink, 'max_allowed'> & { max_allowed: number | null };

/** A decoded product whose links may still wait for their group's limit. */
export type DecodedProduct = Omit<Product, 'modifiers'> & { modifiers: ServedLink[] };

const linkSchema = v.object({
  modifier_id: id,
  min_allowed: intOr(0),
  max_allowed: intOrNull,
  priority: intOrNull,
});

const comboSlotSchema = v.object({
  category_id: id,
  max_allowed: intOr(1),
});
const comboSlotsSchema = listOf(comboSlotSchema);

function priceLevelSchema(digits: CurrencyDigits) {
  return v.object({
    channel_id: id,
    channel_name: textOrEmpty,
    channel_actual_price: price(digits),
  });
}
type PriceLevelSchema = ReturnType<typeof priceLevelSchema>;

function rowSchema(digits: CurrencyDigits) {
  return v.object({
    id,
    name: text,
    localize_name: textOrNull,
    actual_price: priceOrNull(digits),
    type: textOrNull,
    category_id: v.optional(v.unknown()),
    category_sort_order: intOrNull,
    image: textOrEmpty,
    is_sold_out: flag,
    is_open_price: flag,
    is_weightage_item: flag,
    discount_pct: numberOr(0),
    barcode_value: textOrNull,
    plu: v.optional(v.unknown()),
    preparation_time: intOrNull,
    is_addon: flag,
    modifiers: listOf(linkSchema),
    is_combo: comboKind,
    categories: v.optional(v.unknown()),
    combo_price: priceOr(digits, ZERO),
    price_levels: v.optional(v.unknown()),
    auto_selected_modifier_items: idList,
  });
}

/** 2.2 `price_levels`: each entry read on its own; a bad one is left out and named. */
function readPriceLevels(value: unknown, schema: PriceLevelSchema, refused: string[]): PriceLevel[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) {
    refused.push(`price_levels: expected a list, got ${show(value)}`);
    return [];
  }
  const levels: PriceLevel[] = [];
  value.forEach((raw, i) => {
    const level = v.safeParse(schema, raw, { abortEarly: true });
    if (level.success) levels.push(level.output);
    else refused.push(`${reasonOf(level.issues, `price_levels[${i}]`)}; that channel sells at actual_price`);
  });
  return levels;
}

/**
 * 2.4 `plu`: a whole number (or its digits as text), kept as its digits without leading zeros
 * so a scale's zero-padded item code finds it. Anything else is left out and named: the
 * product sells right without it, only the scale's labels and the keypad lose it.
 */
function readPlu(value: unknown, refused: string[]): string | null {
  if (value === null || value === undefined || value === '') return null;
  const digits = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : typeof value === 'string' && /^\d{1,18}$/.test(value.trim()) ? value.trim() : null;
  if (digits === null) {
    refused.push(`plu: expected a whole number, got ${show(value)}`);
    return null;
  }
  return digits.replace(/^0+(?=\d)/, '');
}

interface ProductRead {
  product: DecodedProduct;
  /** Pieces left out of the kept row, one reason each. */
  refused: string[];
}

/** Rules that span fields: a price is required unless the cashier types it; combo slots; pieces. */
function productSchemaFor(digits: CurrencyDigits) {
  const levelSchema = priceLevelSchema(digits);
  return v.pipe(
    rowSchema(digits),
    v.rawTransform(({ dataset, addIssue, NEVER }): ProductRead => {
      const { category_id, price_levels, plu, ...row } = dataset.value;
      let actualPrice: Money | null = row.actual_price;
      if (actualPrice === null) {
        if (row.is_open_price !== 1) {
          addIssue({ message: 'actual_price: missing on a product that is not open-price' });
          return NEVER;
        }
        actualPrice = ZERO;
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
      const refused: string[] = [];
      const categoryIds = readCategoryIds(category_id);
      if (categoryIds.refused !== null) refused.push(categoryIds.refused);
      const product: DecodedProduct = {
        ...row,
        actual_price: actualPrice,
        category_ids: categoryIds.value,
        categories,
        price_levels: readPriceLevels(price_levels, levelSchema, refused),
        // service-interface 8: a percent outside 0 to 100 is stored as 0.
        discount_pct: row.discount_pct < 0 || row.discount_pct > 100 ? 0 : row.discount_pct,
        barcode_value: row.barcode_value === '' ? null : row.barcode_value,
        plu: readPlu(plu, refused),
      };
      return { product, refused };
    }),
  );
}

type ProductSchema = ReturnType<typeof productSchemaFor>;
const schemas = new Map<CurrencyDigits, ProductSchema>();

/** The product schema of a currency, built once per number of minor digits. */
function productSchema(digits: CurrencyDigits): ProductSchema {
  let schema = schemas.get(digits);
  if (!schema) {
    schema = productSchemaFor(digits);
    schemas.set(digits, schema);
  }
  return schema;
}

/**
 * Decodes the rows one by one. A dropped row is reported with its reason; a kept row with
 * pieces left out is reported once per piece, with the row's id and `PART_DROPPED` first.
 */
export function decodeProducts(rows: readonly unknown[], digits: CurrencyDigits, route: SyncRoute = 'products'): Decoded<DecodedProduct> {
  const schema = productSchema(digits);
  const kept: DecodedProduct[] = [];
  const dropped: DroppedRow[] = [];
  for (const raw of rows) {
    const result = decodeRow(schema, raw);
    if (!result.ok) {
      dropped.push({ route, id: rowId(raw), reason: result.reason });
      continue;
    }
    const { product, refused } = result.value;
    kept.push(product);
    for (const reason of refused) dropped.push({ route, id: product.id, reason: `${PART_DROPPED}${reason}` });
  }
  return { rows: kept, dropped };
}
