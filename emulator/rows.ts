/**
 * Row builders shared by the demo and the generated tenants: a few meaningful fields in,
 * the complete row the service sends out, informational fields included, so every tenant
 * carries the same shape and the same legacy noise.
 */
import type {
  BrandGroupRow,
  BrandRow,
  CategoryRow,
  InstructionRow,
  ModifierGroupRow,
  ModifierItemRow,
  ProductRow,
} from './types.ts';

/** Where the tenant's rows live: the tenant id and the session branch. */
export interface RowContext {
  customerId: number;
  locationId: number;
}

export type ProductInput = Pick<ProductRow, 'id' | 'name' | 'actual_price'> & Partial<ProductRow>;

export function productImage(id: number): string {
  return `/images/p/${id}.svg`;
}

/** `value` unless it was left out: explicit nulls in an input are kept. */
const or = <T>(value: T | undefined, fallback: T): T => (value === undefined ? fallback : value);

/**
 * Built as one literal in the service's field order so every row shares one object shape:
 * serialising 5000 rows then stays fast.
 */
export function productRow(ctx: RowContext, input: ProductInput): ProductRow {
  const { id } = input;
  const image = or(input.image, productImage(id));
  const uploaded = image === '' ? '' : `products/${id}.png`;
  const isCombo = or(input.is_combo, 0);
  const weighted = or(input.is_weightage_item, 0);
  const row: ProductRow = {
    id,
    name: input.name,
    actual_price: input.actual_price,
    type: or(input.type, null),
    category_id: or(input.category_id, null),
    category_sort_order: or(input.category_sort_order, null),
    image,
    is_sold_out: or(input.is_sold_out, 0),
    is_open_price: or(input.is_open_price, 0),
    is_weightage_item: weighted,
    discount_pct: or(input.discount_pct, null),
    barcode_value: or(input.barcode_value, null),
    location_id: or(input.location_id, ctx.locationId),
    is_addon: or(input.is_addon, 0),
    modifiers: or(input.modifiers, []),
    is_combo: isCombo,
    categories: isCombo === 1 ? or(input.categories, []) : undefined,
    combo_price: or(input.combo_price, 0),
    price_levels: or(input.price_levels, []),
    is_overridden: or(input.is_overridden, 0),
    is_disabled: 0,
    is_archive: 0,
    is_deleted: 0,
    auto_selected_modifier_items: or(input.auto_selected_modifier_items, []),
    price: or(input.price, input.actual_price),
    vat: or(input.vat, 0),
    tax_id: or(input.tax_id, null),
    tax_name: or(input.tax_name, null),
    tax_value: or(input.tax_value, null),
    stock: or(input.stock, null),
    description: or(input.description, null),
    localize_name: or(input.localize_name, null),
    localize_description: or(input.localize_description, null),
    localized: or(input.localized, input.localize_name ? 1 : 0),
    sku_no: or(input.sku_no, `prod-${ctx.customerId}-${id}`),
    plu: or(input.plu, null),
    label_id: or(input.label_id, null),
    barcode_type: or(input.barcode_type, input.barcode_value ? 'EAN13' : null),
    image_path: or(input.image_path, uploaded),
    web_image: or(input.web_image, uploaded === '' ? '' : `api/uploads/${uploaded}`),
    customer_id: ctx.customerId,
    addons: or(input.addons, '[]'),
    bundle_items: or(input.bundle_items, null),
    recipes: null,
    product_recipe_total: or(input.product_recipe_total, null),
    product_material_total: or(input.product_material_total, null),
    product_cost: or(input.product_cost, null),
    new_cost_date: or(input.new_cost_date, null),
    is_stock_product: or(input.is_stock_product, 0),
    calories: or(input.calories, null),
    old_price: or(input.old_price, null),
    base_price: or(input.base_price, null),
    is_auto_apply: or(input.is_auto_apply, 0),
    sync_integration_a: or(input.sync_integration_a, 0),
    sync_integration_b: or(input.sync_integration_b, 0),
    unit_id: or(input.unit_id, weighted === 1 ? 1 : null),
    preparation_time: or(input.preparation_time, null),
    menu_sort_order: or(input.menu_sort_order, 0),
  };
  return row;
}

export type CategoryInput = Pick<CategoryRow, 'id' | 'name'> & Partial<CategoryRow>;

export function categoryRow(ctx: RowContext, input: CategoryInput): CategoryRow {
  const image = input.image ?? `/images/c/${input.id}.svg`;
  return Object.assign({ id: input.id, name: input.name, image }, {
    location_id: ctx.locationId,
    menu_sort_order: 0,
    is_deleted: 0,
    is_active: 1,
    description: null,
    color: null,
    customer_id: ctx.customerId,
    localize_name: null,
    localize_description: null,
    sku_no: `cat-${ctx.customerId}-${input.id}`,
    web_image: image === '' ? '' : `api/uploads/categories/${input.id}.png`,
    sync_menu: 0,
    sync_integration_a: 0,
    sync_integration_b: 0,
    sync_integration_c: 0,
    sync_integration_d: 0,
  }, input, { image });
}

export type ItemInput = Pick<ModifierItemRow, 'id' | 'name' | 'actual_price'> &
  Partial<Omit<ModifierItemRow, 'instructions'>> & { instructions?: InstructionRow[] };

export function modifierItemRow(ctx: RowContext, modifierId: number, input: ItemInput): ModifierItemRow {
  return Object.assign({ id: input.id, name: input.name, actual_price: input.actual_price }, {
    modifier_id: modifierId,
    priority: 0,
    instructions: [],
    description: null,
    price: input.actual_price,
    vat: 0,
    image: '',
    web_image: '',
    tax_id: null,
    tax_name: null,
    tax_value: null,
    location_id: ctx.locationId,
  }, input);
}

export type GroupInput = Pick<ModifierGroupRow, 'id' | 'name'> &
  Partial<Omit<ModifierGroupRow, 'items'>> & { items: ItemInput[] };

export function modifierGroupRow(ctx: RowContext, input: GroupInput): ModifierGroupRow {
  const { items, ...rest } = input;
  return Object.assign({ id: input.id, name: input.name }, {
    description: null,
    selection_allowed: 0,
    selection_min_allowed: 0,
    priority: 0,
    location_id: ctx.locationId,
    customer_id: ctx.customerId,
    is_deleted: 0,
    localize_name: null,
    sku_no: `mod-${ctx.customerId}-${input.id}`,
  }, rest, { items: items.map((item) => modifierItemRow(ctx, input.id, item)) });
}

export type BrandInput = Pick<BrandRow, 'brand_id' | 'brand_name'> &
  Partial<Omit<BrandRow, 'groups'>> & { groups: Array<Omit<BrandGroupRow, 'brand_id' | 'group_thumbnail'> & { group_thumbnail?: string }> };

export function brandRow(ctx: RowContext, input: BrandInput): BrandRow {
  const { groups, ...rest } = input;
  return Object.assign({ brand_id: input.brand_id, brand_name: input.brand_name }, {
    brand_address: null,
    brand_email: null,
    brand_phone: null,
    brand_thumbnail: `/images/b/${input.brand_id}.svg`,
    location_id: ctx.locationId,
    brand_color: null,
    brand_vat_no: null,
  }, rest, {
    groups: groups.map((g) => ({
      group_id: g.group_id,
      group_name: g.group_name,
      group_thumbnail: g.group_thumbnail ?? `/images/g/${g.group_id}.svg`,
      group_description: g.group_description,
      brand_id: input.brand_id,
      categories: g.categories,
    })),
  });
}

/** A valid EAN-13 from its first 12 digits (the check digit is computed). */
export function ean13(first12: string): string {
  const digits = first12.padStart(12, '0').slice(-12);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return digits + String((10 - (sum % 10)) % 10);
}
