/**
 * Generated tenants for scale and soak runs: `generateTenant({ products, seed })` builds a
 * catalog of any size with the demo's quirks, proportionate categories, option groups,
 * add-ons, combos, quotas, sold-outs, channel prices and barcodes. Deterministic: the same
 * seed and size always give the same JSON.
 */
import { createRandom } from './random.ts';
import type { Random } from './random.ts';
import { brandRow, categoryRow, ean13, modifierGroupRow, productImage, productRow } from './rows.ts';
import type { ItemInput, RowContext } from './rows.ts';
import type { BrandRow, CategoryRow, ModifierGroupRow, ModifierLinkRow, ProductRow, QuotaRow, Tenant } from './types.ts';

export interface GenerateOptions {
  products: number;
  seed: string | number;
}

const CATEGORY_NAMES = [
  'Burgers', 'Wraps', 'Salads', 'Pizza', 'Pasta', 'Grills', 'Sandwiches', 'Soups', 'Starters', 'Sides',
  'Cold drinks', 'Hot drinks', 'Juices', 'Smoothies', 'Desserts', 'Bakery', 'Breakfast plates', 'Bowls',
  'Seafood', 'Kids meals', 'Sushi', 'Noodles', 'Rice dishes', 'Shawarma', 'Mezze', 'Ice cream', 'Pastries',
  'Teas', 'Coffee', 'Milkshakes', 'Tacos', 'Steaks', 'Vegan', 'Snacks', 'Platters', 'Dips',
];
const ADJECTIVES = [
  'Classic', 'Spicy', 'Smoky', 'Grilled', 'Crispy', 'Creamy', 'Garden', 'Golden', 'Double', 'Mini',
  'Royal', 'Honey', 'Lemon', 'Herb', 'Truffle', 'Zesty', 'Rustic', 'House', 'Sweet', 'Loaded',
  'Fresh', 'Toasted', 'Charred', 'Tangy', 'Stuffed', 'Baked', 'Chilled', 'Mixed', 'Signature', 'Country',
];
const NOUNS = [
  'chicken burger', 'beef burger', 'falafel wrap', 'halloumi wrap', 'caesar salad', 'greek salad', 'margherita',
  'pepperoni pizza', 'penne arrabbiata', 'mixed grill', 'club sandwich', 'lentil soup', 'chicken wings',
  'french fries', 'onion rings', 'lemonade', 'iced tea', 'orange juice', 'mango smoothie', 'brownie',
  'cheesecake', 'croissant', 'shakshuka', 'poke bowl', 'shrimp platter', 'salmon roll', 'ramen',
  'biryani', 'shawarma plate', 'hummus', 'vanilla ice cream', 'baklava', 'karak tea', 'latte',
  'cappuccino', 'chocolate milkshake', 'beef tacos', 'ribeye steak', 'tofu bowl', 'nachos', 'mezze platter',
  'garlic dip', 'kunafa', 'date cake', 'fish tacos', 'quesadilla', 'kebab', 'fattoush', 'tabbouleh', 'muffin',
];
const ARABIC = ['برجر', 'شاورما', 'سلطة', 'عصير', 'قهوة', 'شاي', 'حلوى', 'فطيرة', 'مشاوي', 'كنافة'];
const ITEM_NAMES = [
  'Cheese', 'Bacon', 'Avocado', 'Jalapeños', 'Mushrooms', 'Olives', 'Extra sauce', 'No onions', 'Gluten-free',
  'Large', 'Regular', 'Small', 'Oat milk', 'Almond milk', 'Extra shot', 'Vanilla syrup', 'Caramel', 'Ice',
  'No ice', 'Rice', 'Quinoa', 'Greens', 'Chicken', 'Beef', 'Shrimp', 'Tofu', 'Egg', 'Pickles', 'Garlic mayo', 'Chilli',
];
const GROUP_NAMES = ['Extras', 'Size', 'Sauces', 'Toppings', 'Milk', 'Base', 'Protein', 'Sides', 'Cooking', 'Dressing', 'Bread', 'Spice level'];
const INSTRUCTIONS = ['On the side', 'Extra hot', 'Well done', 'No salt', 'Light ice', 'Cut in half'];
const LINK_SHAPES: ReadonlyArray<[min: number, max: number]> = [[1, 1], [0, 0], [0, 3], [0, 1], [1, 2], [0, 2]];

const money = (fils: number): number => Math.round(fils) / 1000;

/** Category ids with a fixed role, so every generated tenant has the demo's quirks. */
const COMBO_ID = 5;
const DELETED_ID = 7;
const EMPTY_ID = 9;
const UPPER_TYPE_ID = 2;
const SAME_NAME = [3, 11] as const;

function makeCategories(ctx: RowContext, count: number, rnd: Random): CategoryRow[] {
  const rows: CategoryRow[] = [];
  for (let id = 1; id <= count; id++) {
    const base = CATEGORY_NAMES[(id - 1) % CATEGORY_NAMES.length] as string;
    const round = Math.floor((id - 1) / CATEGORY_NAMES.length);
    let name = round === 0 ? base : `${base} ${round + 1}`;
    if (id === COMBO_ID) name = 'combo';
    rows.push(categoryRow(ctx, { id, name, menu_sort_order: id, is_deleted: id === DELETED_ID ? 1 : 0, image: rnd.chance(0.1) ? '' : undefined }));
  }
  const first = rows[SAME_NAME[0] - 1];
  const second = rows[SAME_NAME[1] - 1];
  if (first && second) second.name = first.name;
  return rnd.shuffle(rows);
}

function makeGroups(ctx: RowContext, count: number, rnd: Random): ModifierGroupRow[] {
  const groups: ModifierGroupRow[] = [];
  let itemId = 1;
  let instructionId = 1;
  for (let id = 1; id <= count; id++) {
    const size = rnd.int(2, 12);
    const items: ItemInput[] = [];
    for (let k = 0; k < size; k++) {
      items.push({
        id: itemId++,
        name: rnd.pick(ITEM_NAMES),
        actual_price: rnd.chance(0.4) ? 0 : money(rnd.int(1, 60) * 25),
        priority: rnd.int(0, 10),
        instructions: rnd.chance(0.1) ? [{ id: instructionId++, instruction: rnd.pick(INSTRUCTIONS), priority: 1 }] : [],
        location_id: rnd.chance(0.05) ? [ctx.locationId + 2] : ctx.locationId,
      });
    }
    const name = `${rnd.pick(GROUP_NAMES)} ${id}`;
    groups.push(modifierGroupRow(ctx, { id, name, selection_allowed: rnd.int(0, 3), priority: rnd.int(0, 5), items }));
  }
  return groups;
}

/** About 1% of the regular products get a quota; the first is used up, the second nearly. */
function makeQuotas(products: readonly ProductRow[], total: number, rnd: Random): QuotaRow[] {
  const quotas: QuotaRow[] = [];
  const regular = products.filter((p) => p.is_addon === 0 && p.is_combo === 0 && p.is_sold_out === 0);
  const count = Math.min(regular.length, Math.max(2, Math.round(total * 0.01)));
  for (let k = 0; k < count; k++) {
    const product = regular[Math.floor((k * regular.length) / count)] as ProductRow;
    const quota = rnd.int(5, 50);
    quotas.push({ product_id: product.id, quota, remaining_stock: k === 0 ? 0 : k === 1 ? 2 : rnd.int(1, quota) });
  }
  return quotas;
}

/**
 * Brand 1's groups: the live categories split into about one group per ten, then a group with
 * no categories and one holding only ids of another branch (2.9, 2.10.2).
 */
function makeBrandGroups(sellable: readonly number[], categoryCount: number, rnd: Random) {
  const grouped = rnd.shuffle(sellable.filter((id) => id !== DELETED_ID));
  const size = Math.max(3, Math.ceil(grouped.length / Math.max(2, Math.round(categoryCount / 10))));
  const groups: Array<{ group_id: number; group_name: string; group_description: string | null; categories: number[] }> = [];
  for (let start = 0; start < grouped.length; start += size) {
    const n = groups.length + 1;
    groups.push({ group_id: n, group_name: `Menu ${n}`, group_description: null, categories: grouped.slice(start, start + size).sort((a, b) => a - b) });
  }
  groups[0]?.categories.push(COMBO_ID, EMPTY_ID);
  const next = groups.length + 1;
  groups.push({ group_id: next, group_name: 'Breakfast', group_description: null, categories: [] });
  groups.push({ group_id: next + 1, group_name: 'Catering', group_description: 'Another branch', categories: [categoryCount + 9001, categoryCount + 9002] });
  return groups;
}

/** Above this size a tenant is a large store: more brands, each with a bounded number of groups. */
export const LARGE_STORE = 50_000;
/** Group tabs per brand in a large store: departments, not one tab per ten categories. */
const LARGE_GROUPS_PER_BRAND = 16;

/**
 * The brands of a large store (more than LARGE_STORE products): brand 1 and 2 keep the demo's
 * quirks (brand 1's empty group and other-branch group; brand 2 without groups), brand 1's
 * categories in at most LARGE_GROUPS_PER_BRAND groups, and two more brands that each group an
 * overlapping half of the categories. Drawn from a random stream of their own, so the rest of
 * the tenant is the same as a small store's of that size would be.
 */
function largeStoreBrands(ctx: RowContext, sellable: readonly number[], categoryCount: number, rnd: Random): BrandRow[] {
  const grouped = (ids: readonly number[], firstExtras: number[]) => {
    const shuffled = rnd.shuffle(ids.filter((id) => id !== DELETED_ID));
    const size = Math.ceil(shuffled.length / LARGE_GROUPS_PER_BRAND);
    const groups: Array<{ group_id: number; group_name: string; group_description: string | null; categories: number[] }> = [];
    for (let start = 0; start < shuffled.length; start += size) {
      const n = groups.length + 1;
      groups.push({ group_id: n, group_name: `Aisle ${n}`, group_description: null, categories: shuffled.slice(start, start + size).sort((a, b) => a - b) });
    }
    groups[0]?.categories.push(...firstExtras);
    return groups;
  };
  const one = grouped(sellable, [COMBO_ID, EMPTY_ID]);
  const next = one.length + 1;
  one.push({ group_id: next, group_name: 'Breakfast', group_description: null, categories: [] });
  one.push({ group_id: next + 1, group_name: 'Catering', group_description: 'Another branch', categories: [categoryCount + 9001, categoryCount + 9002] });
  const half = () => rnd.shuffle(sellable).slice(0, Math.ceil(sellable.length / 2));
  return [
    brandRow(ctx, { brand_id: 1, brand_name: 'Burger Yard', brand_address: 'Salmiya, Kuwait', brand_phone: '+965 2222 1101', brand_email: 'hello@burgeryard.example', brand_color: '#e8590c', groups: one }),
    brandRow(ctx, { brand_id: 2, brand_name: 'Green Bowl', brand_address: 'Kuwait City, Kuwait', brand_phone: '+965 2222 1102', brand_email: 'hello@greenbowl.example', brand_color: '#2b8a3e', groups: [] }),
    brandRow(ctx, { brand_id: 3, brand_name: 'Fresh Market', brand_address: 'Hawalli, Kuwait', brand_phone: '+965 2222 1103', brand_email: 'hello@freshmarket.example', brand_color: '#1971c2', groups: grouped(half(), []) }),
    brandRow(ctx, { brand_id: 4, brand_name: 'Home & Care', brand_address: 'Farwaniya, Kuwait', brand_phone: '+965 2222 1104', brand_email: 'hello@homecare.example', brand_color: '#862e9c', groups: grouped(half(), []) }),
  ];
}

export function generateTenant(options: GenerateOptions): Tenant {
  const total = Math.max(1, Math.floor(options.products));
  const rnd = createRandom(`tenant:${options.seed}:${total}`);
  const ctx: RowContext = { customerId: 12, locationId: 3 };

  const categoryCount = Math.max(12, Math.round(total / 40));
  const categories = makeCategories(ctx, categoryCount, rnd);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const sellable = categories.filter((c) => c.id !== COMBO_ID && c.id !== EMPTY_ID).map((c) => c.id).sort((a, b) => a - b);

  const groupCount = Math.max(10, Math.round(total / 50));
  const groups = makeGroups(ctx, groupCount, rnd);
  const emptyGroupId = groupCount + 1;
  groups.push(modifierGroupRow(ctx, { id: emptyGroupId, name: 'Gift wrap', items: [] }));
  const otherBranchGroupId = groupCount + 1000;

  const addonCount = Math.max(3, Math.round(total * 0.02));
  const comboCount = Math.max(3, Math.round(total * 0.01));
  const products: ProductRow[] = [];
  const soldOut: number[] = [];
  let regularIndex = 0;

  const typeOf = (categoryId: number): string => {
    const name = (byId.get(categoryId) as CategoryRow).name;
    return categoryId === UPPER_TYPE_ID ? name.toUpperCase() : name;
  };

  const randomLinks = (): Pick<ProductRow, 'modifiers' | 'auto_selected_modifier_items'> => {
    const modifiers: ModifierLinkRow[] = [];
    const auto: number[] = [];
    const chosen = new Set<number>();
    const n = rnd.int(1, 3);
    for (let k = 0; k < n; k++) {
      const group = groups[rnd.int(0, groupCount - 1)] as ModifierGroupRow;
      if (chosen.has(group.id)) continue;
      chosen.add(group.id);
      const [min, max] = rnd.pick(LINK_SHAPES);
      modifiers.push({ modifier_id: group.id, min_allowed: min, max_allowed: max, priority: rnd.chance(0.1) ? null : k + 1 });
      if (rnd.chance(0.5)) auto.push(rnd.pick(group.items).id);
    }
    return { modifiers, auto_selected_modifier_items: auto };
  };

  // Roles are drawn over the whole id range so every kind is spread across pages.
  const roles = rnd.shuffle(Array.from({ length: total }, (_, i) => i + 1));
  const addonIds = new Set(roles.slice(0, Math.min(addonCount, total)));
  const comboIds = roles.slice(addonIds.size, Math.min(total, addonIds.size + comboCount));
  const dealId = comboIds[0];
  const comboSet = new Set(comboIds);
  const setPrice = (row: ProductRow, price: number): void => {
    row.actual_price = price;
    row.price = price;
  };

  // Rows are built with defaults, then their fields are set in place: every row keeps the
  // one object shape productRow gives it.
  for (let id = 1; id <= total; id++) {
    const row = productRow(ctx, {
      id,
      name: `${rnd.pick(ADJECTIVES)} ${rnd.pick(NOUNS)}`,
      actual_price: money(rnd.int(20, 1400) * 5),
      image: rnd.chance(0.1) ? '' : productImage(id),
      localize_name: rnd.chance(0.15) ? `${rnd.pick(ARABIC)} ${id}` : null,
    });
    products.push(row);
    if (addonIds.has(id)) {
      const names = [rnd.pick(sellable), rnd.pick(sellable)].map((c) => (byId.get(c) as CategoryRow).name);
      row.is_addon = 1;
      row.type = [...new Set(names)].join(rnd.chance(0.3) ? ',' : ', ');
      row.name = `Extra ${row.name.toLowerCase()}`;
      setPrice(row, money(rnd.int(2, 40) * 25));
      continue;
    }
    if (comboSet.has(id)) {
      row.name = `${row.name} meal`;
      row.type = 'combo';
      row.category_id = COMBO_ID;
      row.is_combo = id === dealId ? 2 : 1;
      if (row.is_combo === 1) {
        const picked = new Set<number>();
        for (let k = rnd.int(2, 3); k > 0; k--) picked.add(rnd.pick(sellable));
        row.categories = [...picked].map((category_id) => ({ category_id, max_allowed: rnd.int(1, 3) }));
      }
      continue;
    }
    const r = regularIndex++;
    const categoryId = rnd.pick(sellable);
    row.type = typeOf(categoryId);
    row.category_id = r === 0 ? null : categoryId;
    row.category_sort_order = rnd.chance(0.05) ? null : rnd.int(0, 50);
    if (rnd.chance(0.7)) {
      row.barcode_value = ean13(`6271${String(id).padStart(8, '0')}`);
      row.barcode_type = 'EAN13';
    }
    row.combo_price = rnd.chance(0.05) ? money(rnd.int(1, 20) * 25) : 0;
    row.discount_pct = rnd.chance(0.1) ? rnd.pick([10, 15, 20]) : rnd.chance(0.5) ? 0 : null;
    row.is_weightage_item = r === 3 || rnd.chance(0.005) ? 1 : rnd.chance(0.02) ? null : 0;
    if (row.is_weightage_item === 1) {
      row.name = `${row.name} (per kg)`;
      row.barcode_value = ean13(`21${String(id).padStart(5, '0')}00000`);
      row.barcode_type = 'EAN13';
      row.unit_id = 1;
    }
    if (r === 4 || rnd.chance(0.003)) {
      row.is_open_price = 1;
      setPrice(row, 0);
    }
    if (rnd.chance(0.4)) Object.assign(row, randomLinks());
    if (r === 1) row.modifiers = [...row.modifiers, { modifier_id: otherBranchGroupId, min_allowed: 0, max_allowed: 1, priority: 9 }];
    if (r === 2) row.modifiers = [...row.modifiers, { modifier_id: emptyGroupId, min_allowed: 0, max_allowed: 1, priority: 9 }];
    if (rnd.chance(0.15)) {
      const delivery = money(Math.round((row.actual_price * 1150) / 5) * 5);
      row.price_levels = [{ channel_id: 4, channel_name: 'Delivery app', channel_price: delivery, channel_vat: 0, channel_actual_price: delivery }];
      if (rnd.chance(0.5)) row.price_levels.push({ channel_id: 5, channel_name: 'Drive-thru', channel_price: row.actual_price, channel_vat: 0, channel_actual_price: row.actual_price });
    }
    if (rnd.chance(0.03)) {
      row.price = money(Math.round(row.actual_price * 900));
      row.is_overridden = 1;
    }
    if (r === 5 || rnd.chance(0.01)) {
      row.is_sold_out = 1;
      soldOut.push(id);
    }
  }

  return {
    customer_id: ctx.customerId,
    session: {
      user: { id: 7, name: 'Front counter', brand_id: 1 },
      location: { id: ctx.locationId, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait' },
      config: { currency_decimals: 3, unify_mode: 0 },
    },
    products: rnd.shuffle(products),
    categories,
    modifierGroups: groups,
    brands: total > LARGE_STORE ? largeStoreBrands(ctx, sellable, categoryCount, createRandom(`brands:${options.seed}:${total}`)) : [
      brandRow(ctx, { brand_id: 1, brand_name: 'Burger Yard', brand_address: 'Salmiya, Kuwait', brand_phone: '+965 2222 1101', brand_email: 'hello@burgeryard.example', brand_color: '#e8590c', groups: makeBrandGroups(sellable, categoryCount, rnd) }),
      brandRow(ctx, { brand_id: 2, brand_name: 'Green Bowl', brand_address: 'Kuwait City, Kuwait', brand_phone: '+965 2222 1102', brand_email: 'hello@greenbowl.example', brand_color: '#2b8a3e', groups: [] }),
    ],
    channels: [
      { channel_id: 4, channel_name: 'Delivery app' },
      { channel_id: 5, channel_name: 'Drive-thru' },
    ],
    quotas: makeQuotas(products, total, rnd),
    soldOut,
  };
}
