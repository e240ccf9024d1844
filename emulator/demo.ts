/**
 * The demo tenant: a two-brand restaurant in Kuwait City (KWD, 3 decimals) with the quirks
 * the real service shows: unsorted rows, a deleted category, duplicate category names,
 * different-case `type`, a link to another branch's option group, a product with no
 * `category_id`, stale legacy prices. DEMO.md lists the ids tests rely on.
 */
import { createRandom } from './random.ts';
import { brandRow, categoryRow, ean13, modifierGroupRow, productRow } from './rows.ts';
import type { RowContext, ProductInput } from './rows.ts';
import type { CategoryRow, ModifierGroupRow, ModifierLinkRow, PriceLevelRow, ProductRow, Tenant } from './types.ts';

export const DEMO_API_KEY = 'demo-key';
const ctx: RowContext = { customerId: 12, locationId: 3 };

const CATEGORIES: CategoryRow[] = [
  categoryRow(ctx, { id: 7, name: 'Cold drinks', menu_sort_order: 7, color: '#1c7ed6' }),
  categoryRow(ctx, { id: 1, name: 'Burgers', menu_sort_order: 1, color: '#e8590c', localize_name: 'برجر' }),
  categoryRow(ctx, { id: 12, name: 'Specials', menu_sort_order: 11, description: 'Green Bowl specials' }),
  categoryRow(ctx, { id: 4, name: 'Salads', menu_sort_order: 4, color: '#2b8a3e' }),
  categoryRow(ctx, { id: 10, name: 'combo', menu_sort_order: 0, image: '' }),
  categoryRow(ctx, { id: 14, name: 'Seasonal', menu_sort_order: 13, is_deleted: 1 }),
  categoryRow(ctx, { id: 2, name: 'Wraps', menu_sort_order: 2 }),
  categoryRow(ctx, { id: 9, name: 'Desserts', menu_sort_order: 9, localize_name: 'حلويات' }),
  categoryRow(ctx, { id: 15, name: 'Deli', menu_sort_order: 14, image: '' }),
  categoryRow(ctx, { id: 3, name: 'Chicken', menu_sort_order: 3 }),
  categoryRow(ctx, { id: 13, name: 'Kids meals', menu_sort_order: 12 }),
  categoryRow(ctx, { id: 6, name: 'Sides', menu_sort_order: 6 }),
  categoryRow(ctx, { id: 11, name: 'Specials', menu_sort_order: 10, description: 'Burger Yard specials' }),
  categoryRow(ctx, { id: 8, name: 'Hot drinks', menu_sort_order: 8 }),
  categoryRow(ctx, { id: 5, name: 'Bowls', menu_sort_order: 5 }),
];

/** `type` as the products of each category carry it ("Hot drinks" products say "Hot Drinks"). */
const C = {
  burgers: { category_id: 1, type: 'Burgers' },
  wraps: { category_id: 2, type: 'Wraps' },
  chicken: { category_id: 3, type: 'Chicken' },
  salads: { category_id: 4, type: 'Salads' },
  bowls: { category_id: 5, type: 'Bowls' },
  sides: { category_id: 6, type: 'Sides' },
  cold: { category_id: 7, type: 'Cold drinks' },
  hot: { category_id: 8, type: 'Hot Drinks' },
  desserts: { category_id: 9, type: 'Desserts' },
  combo: { category_id: 10, type: 'combo' },
  specialsBY: { category_id: 11, type: 'Specials' },
  specialsGB: { category_id: 12, type: 'Specials' },
  seasonal: { category_id: 14, type: 'Seasonal' },
  deli: { category_id: 15, type: 'Deli' },
} as const;

const link = (modifier_id: number, min_allowed: number, max_allowed: number, priority: number | null): ModifierLinkRow => ({
  modifier_id,
  min_allowed,
  max_allowed,
  priority,
});
const L = {
  extras: link(90, 0, 0, 3),
  bun: link(91, 1, 1, 1),
  doneness: link(92, 1, 1, 2),
  sauces: link(93, 0, 3, 4),
  /** The chicken burger needs a sauce: a required group (min 1) with nothing pre-ticked. */
  requiredSauce: link(93, 1, 3, 4),
  size: link(94, 1, 1, 1),
  milk: link(95, 0, 1, 1),
  coffeeExtras: link(96, 0, 0, 2),
  dressing: link(97, 1, 1, 1),
  base: link(98, 1, 1, 1),
  protein: link(99, 0, 2, 2),
  toppings: link(100, 0, 2, null),
  giftWrap: link(102, 0, 1, 1),
  otherBranch: link(120, 0, 1, 5),
};
const burger = { modifiers: [L.bun, L.doneness, L.extras], auto_selected_modifier_items: [911] };
const chickenBurger = { modifiers: [L.bun, L.extras, L.requiredSauce], auto_selected_modifier_items: [911] };
const drink = { modifiers: [L.size], auto_selected_modifier_items: [941] };
const coffee = { modifiers: [L.milk, L.coffeeExtras], auto_selected_modifier_items: [951] };

function levels(delivery: number, driveThru?: number): { price_levels: PriceLevelRow[] } {
  const row = (channel_id: number, channel_name: string, price: number): PriceLevelRow => ({
    channel_id,
    channel_name,
    channel_price: price,
    channel_vat: 0,
    channel_actual_price: price,
  });
  const rows = [row(4, 'Delivery app', delivery)];
  if (driveThru !== undefined) rows.push(row(5, 'Drive-thru', driveThru));
  return { price_levels: rows };
}
const barcode = (id: number) => ({ barcode_value: ean13(`62710000${String(id).padStart(4, '0')}`) });

type Cat = (typeof C)[keyof typeof C];
const p = (id: number, name: string, price: number, cat: Cat | null, sort: number | null, extra: Partial<ProductInput> = {}): ProductRow =>
  productRow(ctx, { id, name, actual_price: price, ...(cat ?? {}), category_sort_order: sort, ...extra });

const PRODUCTS: ProductRow[] = [
  // Burgers
  p(41, 'Chicken burger', 1.75, C.burgers, 1, { ...chickenBurger, ...levels(2.0, 1.85), ...barcode(41), localize_name: 'برجر دجاج', addons: '[{"id":77}]' }),
  p(1, 'Classic beef burger', 1.95, C.burgers, 2, { ...burger, ...levels(2.25, 1.95), ...barcode(1), price: 1.85, is_overridden: 1, discount_pct: 10, localize_name: 'برجر لحم كلاسيك', calories: 640 }),
  p(2, 'Cheeseburger', 2.1, C.burgers, 3, { ...burger, ...levels(2.4), ...barcode(2), description: 'Beef patty, cheddar, pickles' }),
  p(3, 'Double smash burger', 2.95, C.burgers, 4, { ...burger, modifiers: [...burger.modifiers, L.otherBranch], ...levels(3.35), ...barcode(3), combo_price: 0.75 }),
  p(4, 'Mushroom swiss burger', 2.45, C.burgers, 5, { ...burger, ...barcode(4) }),
  p(5, 'BBQ bacon burger', 2.65, C.burgers, 6, { ...burger, ...barcode(5), auto_selected_modifier_items: [911, 901] }),
  p(6, 'Spicy jalapeño burger', 2.25, C.burgers, null, { ...burger, ...barcode(6) }),
  p(7, 'Veggie burger', 1.85, C.burgers, 7, { modifiers: [L.bun, L.sauces], auto_selected_modifier_items: [911], ...barcode(7) }),
  p(8, 'Fish burger', 1.9, C.burgers, 8, { ...chickenBurger, ...barcode(8) }),
  p(9, 'Truffle burger', 3.25, C.burgers, 9, { ...burger, ...barcode(9), is_sold_out: 1 }),
  // Wraps
  p(11, 'Chicken shawarma wrap', 1.25, C.wraps, 1, { modifiers: [L.sauces], ...levels(1.45), localize_name: 'شاورما دجاج', discount_pct: 0 }),
  p(12, 'Falafel wrap', 0.95, C.wraps, 2, { modifiers: [L.sauces] }),
  p(13, 'Halloumi wrap', 1.35, C.wraps, 3),
  p(14, 'Beef kebab wrap', 1.5, C.wraps, 4, { modifiers: [L.sauces] }),
  p(15, 'Caesar chicken wrap', 1.4, C.wraps, 5),
  p(16, 'Crispy chicken wrap', 1.45, C.wraps, 6, { modifiers: [L.sauces] }),
  // Chicken
  p(17, 'Chicken tenders (3 pcs)', 1.65, C.chicken, 1, { modifiers: [L.sauces], ...barcode(17) }),
  p(18, 'Chicken tenders (5 pcs)', 2.4, C.chicken, 2, { modifiers: [L.sauces], ...barcode(18) }),
  p(19, 'Buffalo wings (6 pcs)', 1.95, C.chicken, 3, { modifiers: [L.sauces] }),
  p(20, 'Honey garlic wings (6 pcs)', 1.95, C.chicken, 3),
  p(21, 'Grilled chicken plate', 2.75, C.chicken, 4, { preparation_time: 15 }),
  p(22, 'Popcorn chicken', 1.35, C.chicken, 5, { modifiers: [L.sauces] }),
  // Salads (Green Bowl)
  p(23, 'Caesar salad', 1.9, C.salads, 1, { modifiers: [L.dressing, L.protein] }),
  p(24, 'Greek salad', 1.75, C.salads, 2, { modifiers: [L.dressing, L.protein] }),
  p(25, 'Fattoush', 1.25, C.salads, 3, { localize_name: 'فتوش', ...barcode(25) }),
  p(26, 'Quinoa salad', 2.1, C.salads, 4, { modifiers: [L.dressing, L.protein] }),
  p(27, 'Tabbouleh', 1.1, C.salads, 5, { localize_name: 'تبولة' }),
  p(28, 'Kale & avocado salad', 2.35, C.salads, 6, { modifiers: [L.dressing, L.protein] }),
  // Bowls
  p(29, 'Chicken teriyaki bowl', 2.65, C.bowls, 1, { modifiers: [L.base, L.protein], auto_selected_modifier_items: [981] }),
  p(30, 'Salmon poke bowl', 3.45, C.bowls, 2, { modifiers: [L.base, L.protein], auto_selected_modifier_items: [981] }),
  p(31, 'Falafel bowl', 2.25, C.bowls, 3, { modifiers: [L.base], auto_selected_modifier_items: [981] }),
  p(32, 'Beef bulgogi bowl', 2.85, C.bowls, 4, { modifiers: [L.base, L.protein], auto_selected_modifier_items: [981] }),
  p(33, 'Tofu buddha bowl', 2.35, C.bowls, 5, { modifiers: [L.base, L.protein], auto_selected_modifier_items: [981] }),
  p(34, 'Build your own bowl', 1.95, C.bowls, 6, { modifiers: [L.base, L.protein, L.dressing] }),
  // Sides
  p(35, 'French fries', 0.75, C.sides, 1, { ...levels(0.9, 0.75), ...barcode(35), localize_name: 'بطاطس مقلية' }),
  p(36, 'Loaded fries', 1.25, C.sides, 2, { ...barcode(36), combo_price: 0.25, modifiers: [L.sauces] }),
  p(37, 'Sweet potato fries', 0.95, C.sides, 3, { ...barcode(37), combo_price: 0.15 }),
  p(38, 'Onion rings', 0.85, C.sides, null, { ...barcode(38) }),
  p(39, 'Coleslaw', 0.5, C.sides, 5, { ...barcode(39) }),
  p(40, 'Mozzarella sticks', 1.15, C.sides, 6, { ...barcode(40), modifiers: [L.sauces] }),
  p(42, 'Garlic bread', 0.65, null, 7, { type: 'Sides', ...barcode(42) }),
  p(43, 'Hummus', 0.75, C.sides, 8, { localize_name: 'حمص' }),
  // Cold drinks
  p(44, 'Pepsi', 0.35, C.cold, 1, { ...drink, ...levels(0.45), ...barcode(44), localize_name: 'بيبسي' }),
  p(45, 'Diet Pepsi', 0.35, C.cold, 2, { ...drink, ...barcode(45) }),
  p(46, '7Up', 0.35, C.cold, 3, { ...drink, ...barcode(46) }),
  p(47, 'Mineral water', 0.2, C.cold, 4, { ...barcode(47), image: '', is_weightage_item: null }),
  p(48, 'Sparkling water', 0.45, C.cold, 5, { ...barcode(48) }),
  p(49, 'Fresh orange juice', 1.1, C.cold, 6, { combo_price: 0.3 }),
  p(50, 'Lemon mint', 1.0, C.cold, 7, { localize_name: 'ليمون بالنعناع' }),
  p(51, 'Mango smoothie', 1.35, C.cold, 8, { is_sold_out: 1 }),
  p(52, 'Iced peach tea', 0.85, C.cold, 9, { ...barcode(52) }),
  p(53, 'Chocolate milkshake', 1.45, C.cold, 10, { combo_price: 0.5 }),
  p(54, 'Vanilla milkshake', 1.45, C.cold, 11, { combo_price: 0.5 }),
  p(55, 'Strawberry milkshake', 1.45, C.cold, 12, { combo_price: 0.5 }),
  // Hot drinks: every row says "Hot Drinks", the category is "Hot drinks"
  p(56, 'Espresso', 0.75, C.hot, 1, { ...coffee, localize_name: 'إسبريسو' }),
  p(57, 'Americano', 0.9, C.hot, 2, { ...coffee }),
  p(58, 'Cappuccino', 1.1, C.hot, 3, { ...coffee, price: 1.0, vat: 0.05, is_overridden: 1 }),
  p(59, 'Caffè latte', 1.15, C.hot, 4, { ...coffee }),
  p(60, 'Flat white', 1.2, C.hot, 5, { ...coffee }),
  p(61, 'Spanish latte', 1.35, C.hot, 6, { ...coffee, ...levels(1.55, 1.35) }),
  p(62, 'Turkish coffee', 0.65, C.hot, 7),
  p(63, 'Karak tea', 0.35, C.hot, 8, { localize_name: 'شاي كرك' }),
  p(64, 'Hot chocolate', 1.1, C.hot, null, { modifiers: [L.milk], auto_selected_modifier_items: [951] }),
  p(65, 'Green tea', 0.6, C.hot, 9),
  // Filed in two categories by name (a csv `type`): it gets the add-ons of both (assumed-contracts 3)
  p(105, 'Affogato', 1.25, C.hot, 10, { type: 'Hot Drinks,Desserts' }),
  // Desserts
  p(66, 'Chocolate brownie', 0.95, C.desserts, 1, { modifiers: [L.toppings], ...barcode(66), discount_pct: 20 }),
  p(67, 'New York cheesecake', 1.65, C.desserts, 2, { ...barcode(67), discount_pct: 20 }),
  p(68, 'Kunafa', 1.45, C.desserts, 3, { localize_name: 'كنافة', discount_pct: 20 }),
  p(69, 'Chocolate chip cookie', 0.45, C.desserts, 4, { image: '', ...barcode(69) }),
  p(70, 'Tiramisu', 1.75, C.desserts, 5, { ...barcode(70) }),
  p(71, 'Ice cream cup', 0.65, C.desserts, 6, { modifiers: [L.toppings] }),
  p(72, 'Sticky date pudding', 1.25, C.desserts, 7),
  p(73, 'Umm Ali', 1.35, C.desserts, 8, { localize_name: 'أم علي' }),
  p(81, 'Custom cake', 0, C.desserts, 9, { is_open_price: 1, modifiers: [L.giftWrap], description: 'Price agreed with the customer' }),
  // Specials: two categories share the name
  p(74, 'Wagyu burger', 4.75, C.specialsBY, 1, { ...burger, ...barcode(74) }),
  p(75, 'Mixed grill platter', 5.5, C.specialsBY, 2, { preparation_time: 25 }),
  p(76, 'Superfood bowl', 3.25, C.specialsGB, 1, { modifiers: [L.base], auto_selected_modifier_items: [982] }),
  p(78, 'Açaí bowl', 2.65, C.specialsGB, 2, { modifiers: [L.toppings] }),
  // Deli: sold by weight, price per kg
  p(79, 'Green olives (per kg)', 3.5, C.deli, 1, { is_weightage_item: 1, barcode_value: ean13('210007900000'), barcode_type: 'EAN13', plu: 79 }),
  p(80, 'Feta cheese (per kg)', 4.25, C.deli, 2, { is_weightage_item: 1, barcode_value: ean13('210008000000'), barcode_type: 'EAN13', plu: 80 }),
  // Seasonal: its category is deleted
  p(82, 'Pumpkin spice latte', 1.45, C.seasonal, 1, { ...coffee }),
  // Combos
  p(83, 'Burger meal', 2.75, C.combo, 1, {
    is_combo: 1,
    categories: [{ category_id: 1, max_allowed: 1 }, { category_id: 6, max_allowed: 1 }, { category_id: 7, max_allowed: 1 }],
    ...levels(3.15),
  }),
  p(84, 'Wrap meal', 2.25, C.combo, 2, {
    is_combo: 1,
    categories: [{ category_id: 2, max_allowed: 1 }, { category_id: 6, max_allowed: 1 }, { category_id: 7, max_allowed: 1 }],
  }),
  p(85, 'Family box', 8.95, C.combo, 3, {
    is_combo: 1,
    categories: [{ category_id: 1, max_allowed: 4 }, { category_id: 6, max_allowed: 2 }, { category_id: 7, max_allowed: 4 }],
  }),
  p(86, 'Coffee & cake deal', 1.95, C.combo, 4, { is_combo: 2 }),
  p(101, 'Bowl & juice combo', 3.25, C.combo, 5, {
    is_combo: 1,
    categories: [{ category_id: 5, max_allowed: 1 }, { category_id: 7, max_allowed: 1 }],
  }),
  // Add-ons: `type` is a csv of category names
  p(77, 'Extra cheese', 0.3, null, null, { is_addon: 1, type: 'Burgers, Wraps' }),
  p(87, 'Extra patty', 0.9, null, null, { is_addon: 1, type: 'Burgers' }),
  p(88, 'Garlic sauce cup', 0.15, null, null, { is_addon: 1, type: 'Wraps, Chicken,Sides', image: '' }),
  p(89, 'Extra espresso shot', 0.25, null, null, { is_addon: 1, type: 'Hot drinks' }),
  p(103, 'Avocado', 0.45, null, null, { is_addon: 1, type: 'Salads, Bowls' }),
  p(104, 'Whipped cream', 0.2, null, null, { is_addon: 1, type: 'Hot drinks, Desserts', image: '' }),
];

const GROUPS: ModifierGroupRow[] = [
  modifierGroupRow(ctx, {
    id: 90,
    name: 'Burger extras',
    priority: 3,
    items: [
      { id: 903, name: 'Fried egg', actual_price: 0.2, priority: 3 },
      { id: 901, name: 'Bacon', actual_price: 0.25, priority: 1, instructions: [{ id: 3, instruction: 'Extra crispy', priority: 1 }, { id: 4, instruction: 'On the side', priority: 2 }] },
      { id: 906, name: 'Truffle mayo', actual_price: 0.35, priority: 6, location_id: [5] },
      { id: 902, name: 'Jalapeños', actual_price: 0.15, priority: 2 },
      { id: 905, name: 'No pickles', actual_price: 0, priority: 5 },
      { id: 904, name: 'Caramelised onions', actual_price: 0.15, priority: 4 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 91,
    name: 'Bun',
    selection_allowed: 1,
    selection_min_allowed: 1,
    priority: 1,
    items: [
      { id: 913, name: 'Lettuce wrap', actual_price: 0, priority: 3 },
      { id: 911, name: 'Brioche bun', actual_price: 0, priority: 1 },
      { id: 914, name: 'Gluten-free bun', actual_price: 0.35, priority: 4 },
      { id: 912, name: 'Whole wheat bun', actual_price: 0, priority: 2 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 92,
    name: 'Doneness',
    selection_allowed: 1,
    selection_min_allowed: -1,
    priority: 2,
    items: [
      { id: 922, name: 'Medium well', actual_price: 0, priority: 2 },
      { id: 921, name: 'Medium', actual_price: 0, priority: 1 },
      { id: 923, name: 'Well done', actual_price: 0, priority: 3, instructions: [{ id: 5, instruction: 'No pink at all', priority: 1 }] },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 93,
    name: 'Sauces',
    selection_allowed: 2,
    priority: 4,
    items: [
      { id: 934, name: 'Ketchup', actual_price: 0, priority: 4 },
      { id: 931, name: 'Garlic mayo', actual_price: 0.1, priority: 1, instructions: [{ id: 6, instruction: 'On the side', priority: 1 }] },
      { id: 936, name: 'Ranch', actual_price: 0.1, priority: 6 },
      { id: 932, name: 'Chipotle', actual_price: 0.1, priority: 2 },
      { id: 935, name: 'Sweet chilli', actual_price: 0.1, priority: 5 },
      { id: 933, name: 'BBQ', actual_price: 0.1, priority: 3 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 94,
    name: 'Size',
    selection_allowed: 1,
    selection_min_allowed: 1,
    items: [
      { id: 942, name: 'Large', actual_price: 0.25, priority: 2 },
      { id: 941, name: 'Regular', actual_price: 0, priority: 1 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 95,
    name: 'Milk',
    selection_allowed: 1,
    items: [
      { id: 953, name: 'Oat milk', actual_price: 0.2, priority: 3, instructions: [{ id: 7, instruction: 'Extra hot', priority: 1 }, { id: 8, instruction: 'Half and half', priority: 2 }] },
      { id: 951, name: 'Full fat milk', actual_price: 0, priority: 1 },
      { id: 954, name: 'Almond milk', actual_price: 0.2, priority: 4 },
      { id: 952, name: 'Skimmed milk', actual_price: 0, priority: 2 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 96,
    name: 'Coffee extras',
    items: [
      { id: 962, name: 'Vanilla syrup', actual_price: 0.15, priority: 2 },
      { id: 961, name: 'Extra shot', actual_price: 0.25, priority: 1 },
      { id: 964, name: 'Hazelnut syrup', actual_price: 0.15, priority: 4 },
      { id: 963, name: 'Caramel syrup', actual_price: 0.15, priority: 3 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 97,
    name: 'Salad dressing',
    selection_allowed: 1,
    selection_min_allowed: 1,
    items: [
      { id: 972, name: 'Balsamic', actual_price: 0, priority: 2 },
      { id: 974, name: 'Tahini', actual_price: 0, priority: 4 },
      { id: 971, name: 'Lemon vinaigrette', actual_price: 0, priority: 1, instructions: [{ id: 9, instruction: 'Dressing on the side', priority: 1 }] },
      { id: 973, name: 'Caesar', actual_price: 0, priority: 3 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 98,
    name: 'Bowl base',
    selection_allowed: 1,
    items: [
      { id: 983, name: 'Mixed greens', actual_price: 0, priority: 3 },
      { id: 981, name: 'Steamed rice', actual_price: 0, priority: 1 },
      { id: 982, name: 'Quinoa', actual_price: 0.25, priority: 2 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 99,
    name: 'Protein add-on',
    selection_allowed: 0,
    items: [
      { id: 992, name: 'Salmon', actual_price: 1.25, priority: 2 },
      { id: 991, name: 'Grilled chicken', actual_price: 0.75, priority: 1 },
      { id: 994, name: 'Halloumi', actual_price: 0.6, priority: 4 },
      { id: 993, name: 'Tofu', actual_price: 0.5, priority: 3 },
    ],
  }),
  modifierGroupRow(ctx, {
    id: 100,
    name: 'Dessert toppings',
    items: [
      { id: 1002, name: 'Salted caramel', actual_price: 0.1, priority: 2 },
      { id: 1001, name: 'Chocolate sauce', actual_price: 0.1, priority: 1 },
      { id: 1003, name: 'Crushed pistachio', actual_price: 0.15, priority: 3 },
    ],
  }),
  modifierGroupRow(ctx, { id: 101, name: 'Old toppings', is_deleted: 1, items: [{ id: 1011, name: 'Sprinkles', actual_price: 0.05 }] }),
  modifierGroupRow(ctx, { id: 102, name: 'Gift wrap', items: [] }),
];

const BRANDS = [
  brandRow(ctx, {
    brand_id: 1,
    brand_name: 'Burger Yard',
    brand_address: 'Salem Al Mubarak St, Salmiya, Kuwait',
    brand_phone: '+965 2222 1101',
    brand_email: 'hello@burgeryard.example',
    brand_color: '#e8590c',
    brand_vat_no: '300000000000003',
    groups: [
      { group_id: 1, group_name: 'Mains', group_description: 'Burgers, wraps and chicken', categories: [1, 2, 3, 10, 11, 13] },
      { group_id: 2, group_name: 'Drinks & Sides', group_description: null, categories: [6, 7, 8, 9, 14, 15] },
      { group_id: 3, group_name: 'Breakfast', group_description: 'Served until 11:00', group_thumbnail: '', categories: [] },
      { group_id: 4, group_name: 'Catering', group_description: 'Uptown branch only', categories: [9101, 9102] },
    ],
  }),
  brandRow(ctx, {
    brand_id: 2,
    brand_name: 'Green Bowl',
    brand_address: 'Arabian Gulf St, Kuwait City, Kuwait',
    brand_phone: '+965 2222 1102',
    brand_email: 'hello@greenbowl.example',
    brand_color: '#2b8a3e',
    brand_vat_no: 'KW-GB-0042',
    groups: [],
  }),
];

/**
 * The demo branch's settings (assumed-contracts 11), as strings the way the back office stores
 * them: prices include 5 % VAT, an 80 mm roll, the business in English and Arabic.
 */
export const DEMO_LOCATION_SETTINGS: Record<string, string | number> = {
  vat: '5',
  currency: 'KWD',
  page_width: '80',
  font_size: '10',
  page_margins: '4',
  business_name: 'Downtown Food Hall',
  localize_business_name: 'قاعة طعام داون تاون',
  business_address: 'Salem Al Mubarak St, Salmiya, Kuwait',
  localize_business_address: 'شارع سالم المبارك، السالمية، الكويت',
  business_phone: '+965 2222 1100',
  business_email: 'hello@downtown.example',
  max_order_time: '30',
};

export function demoTenant(): Tenant {
  const products = createRandom('demo-order').shuffle(PRODUCTS);
  return structuredClone({
    customer_id: ctx.customerId,
    session: {
      user: { id: 7, name: 'Front counter', brand_id: 1 },
      location: { id: 3, name: 'Downtown', currency: 'KWD', timezone: 'Asia/Kuwait' },
      config: { currency_decimals: 3, unify_mode: 0 },
    },
    products,
    categories: CATEGORIES,
    modifierGroups: GROUPS,
    brands: BRANDS,
    channels: [
      { channel_id: 4, channel_name: 'Delivery app' },
      { channel_id: 5, channel_name: 'Drive-thru' },
    ],
    quotas: [
      { product_id: 18, quota: 20, remaining_stock: 0 },
      { product_id: 74, quota: 10, remaining_stock: 2 },
      { product_id: 30, quota: 15, remaining_stock: 9 },
    ],
    soldOut: [9, 51],
    locationSettings: DEMO_LOCATION_SETTINGS,
  });
}
