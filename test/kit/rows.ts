/**
 * Rows as the service sends them (service-interface 2.2 to 2.9), informational fields
 * included, with overrides: `rawProduct({ actual_price: null })`; and the answers that wrap
 * them. Random and hostile rows for the fuzz tests are in `test/fuzz/rowArbitraries.ts`.
 */
let nextId = 5000;

/** A list route's answer around `rows` (4.2), worded as the service words it, trailing space included. */
export function listBody(rows: unknown[]) {
  return { status: true, message: 'Data found ', data: rows };
}

/** The session route's answer around `data` (assumed-contracts 1). */
export function sessionBody(data: unknown) {
  return { status: true, message: 'Session found', data };
}

export function rawProduct(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (overrides.id as number | undefined) ?? ++nextId;
  return {
    id,
    name: `Raw product ${id}`,
    actual_price: 1.75,
    type: 'Burgers',
    category_id: 3,
    category_sort_order: null,
    image: 'https://pos.example.com/images/p.png',
    is_sold_out: 0,
    is_open_price: 0,
    is_weightage_item: null,
    discount_pct: null,
    barcode_value: null,
    location_id: 3,
    is_addon: 0,
    modifiers: [],
    is_combo: 0,
    combo_price: 0,
    price_levels: [],
    is_overridden: 0,
    is_disabled: 0,
    is_archive: 0,
    is_deleted: 0,
    auto_selected_modifier_items: [],
    // informational, unused by the client
    price: 1.75,
    vat: 0.083,
    tax_id: null,
    sku_no: `prod-12-${id}`,
    addons: '[]',
    bundle_items: null,
    customer_id: 12,
    localize_name: null,
    menu_sort_order: 0,
    ...overrides,
  };
}

export function rawCategory(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (overrides.id as number | undefined) ?? ++nextId;
  return {
    id,
    name: `Raw category ${id}`,
    image: '',
    location_id: 3,
    menu_sort_order: 0,
    is_deleted: 0,
    is_active: 1,
    description: null,
    color: '#ff0000',
    customer_id: 12,
    sku_no: `cat-12-${id}`,
    sync_menu: 0,
    ...overrides,
  };
}

export function rawItem(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (overrides.id as number | undefined) ?? ++nextId;
  return {
    id,
    name: `Raw option ${id}`,
    actual_price: 0.25,
    modifier_id: 90,
    priority: 0,
    instructions: [],
    description: null,
    price: 0.25,
    vat: null,
    image: '',
    web_image: '',
    tax_id: null,
    ...overrides,
  };
}

export function rawGroup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (overrides.id as number | undefined) ?? ++nextId;
  return {
    id,
    name: `Raw group ${id}`,
    items: [],
    selection_allowed: 0,
    selection_min_allowed: 0,
    description: null,
    priority: 0,
    ...overrides,
  };
}

export function rawBrand(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (overrides.brand_id as number | undefined) ?? ++nextId;
  return {
    brand_id: id,
    brand_name: `Raw brand ${id}`,
    brand_address: null,
    brand_email: null,
    brand_phone: null,
    brand_thumbnail: '',
    location_id: 3,
    brand_color: null,
    brand_vat_no: null,
    groups: [],
    ...overrides,
  };
}

export function rawBrandGroup(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (overrides.group_id as number | undefined) ?? ++nextId;
  return {
    group_id: id,
    group_name: `Raw brand group ${id}`,
    group_thumbnail: '',
    group_description: null,
    brand_id: 1,
    categories: [],
    ...overrides,
  };
}
