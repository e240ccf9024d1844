/**
 * What `src/core/catalog.ts` promises about decoded rows, checked field by field: ids are
 * positive safe integers, money is a safe integer (never -0), a price is never negative (2.2,
 * 2.7: refused at decode), flags are 0 or 1, nullable
 * fields are null and never undefined, lists are arrays, texts are strings, and no object
 * carries a key or a prototype it did not declare. Each check returns the broken promises
 * as readable lines, so a failing run shows every problem of the row at once.
 */
import type { Brand, ModifierGroup, Product, Session } from '../../src/core/catalog';
import { PROTO_KEYS } from './hostileValues';

type Problems = string[];

const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;
const isInt = (v: unknown) => Number.isSafeInteger(v);
const isMoney = (v: unknown) => Number.isSafeInteger(v) && !Object.is(v, -0);
const isPrice = (v: unknown) => isMoney(v) && (v as number) >= 0;
const isFlag = (v: unknown) => v === 0 || v === 1;
const isText = (v: unknown) => typeof v === 'string';
const orNull = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);

type Check = (v: unknown) => boolean;

function shape(value: unknown, at: string, fields: Record<string, Check>, out: Problems): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    out.push(`${at}: not an object`);
    return false;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) out.push(`${at}: prototype replaced`);
  const own = Object.keys(value).sort();
  const declared = Object.keys(fields).sort();
  if (own.join() !== declared.join()) out.push(`${at}: keys ${own.join()} instead of ${declared.join()}`);
  for (const key of PROTO_KEYS) if (Object.hasOwn(value, key)) out.push(`${at}: own key ${key}`);
  const row = value as Record<string, unknown>;
  for (const [key, check] of Object.entries(fields)) {
    if (!check(row[key])) out.push(`${at}.${key}: ${String(JSON.stringify(row[key])).slice(0, 60)}`);
  }
  return true;
}

function list(value: unknown, at: string, each: (item: unknown, at: string, out: Problems) => void, out: Problems): void {
  if (!Array.isArray(value) || Object.getPrototypeOf(value) !== Array.prototype) {
    out.push(`${at}: not an array`);
    return;
  }
  value.forEach((item, i) => each(item, `${at}[${i}]`, out));
}

const isList = (v: unknown) => Array.isArray(v);
const ints = (value: unknown, at: string, out: Problems) => list(value, at, (n, where) => { if (!isInt(n)) out.push(`${where}: ${String(n)}`); }, out);

export function productProblems(value: unknown, at = 'product'): Problems {
  const out: Problems = [];
  const ok = shape(value, at, {
    id: isId, name: isText, localize_name: orNull(isText), actual_price: isPrice, type: orNull(isText),
    category_ids: isList, category_sort_order: orNull(isInt), image: isText, is_sold_out: isFlag,
    is_open_price: isFlag, is_weightage_item: isFlag,
    discount_pct: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 100,
    barcode_value: (v) => v === null || (isText(v) && v !== ''), plu: (v) => v === null || (isText(v) && /^(0|[1-9]\d*)$/.test(v)), is_addon: isFlag, modifiers: isList,
    is_combo: (v) => v === 0 || v === 1 || v === 2, categories: isList, combo_price: isPrice, price_levels: isList,
    auto_selected_modifier_items: isList, preparation_time: orNull(isInt),
  }, out);
  if (!ok) return out;
  const p = value as Product;
  list(p.category_ids, `${at}.category_ids`, (n, where) => { if (!isId(n)) out.push(`${where}: ${String(n)}`); }, out);
  if (new Set(p.category_ids).size !== p.category_ids.length) out.push(`${at}.category_ids: an id repeated`);
  // A link's max_allowed is null until the sync gives it its group's limit (2.3, 2.7).
  list(p.modifiers, `${at}.modifiers`, (link, where) =>
    shape(link, where, { modifier_id: isId, min_allowed: isInt, max_allowed: orNull(isInt), priority: orNull(isInt) }, out), out);
  list(p.categories, `${at}.categories`, (slot, where) => shape(slot, where, { category_id: isId, max_allowed: isInt }, out), out);
  if (p.is_combo !== 1 && p.categories.length > 0) out.push(`${at}.categories: slots on an is_combo ${p.is_combo} row`);
  list(p.price_levels, `${at}.price_levels`, (level, where) =>
    shape(level, where, { channel_id: isId, channel_name: isText, channel_actual_price: isPrice }, out), out);
  ints(p.auto_selected_modifier_items, `${at}.auto_selected_modifier_items`, out);
  return out;
}

export function categoryProblems(value: unknown, at = 'category'): Problems {
  const out: Problems = [];
  shape(value, at, { id: isId, name: isText, localize_name: orNull(isText), image: isText, menu_sort_order: isInt, is_deleted: (v) => v === 0 }, out);
  return out;
}

export function groupProblems(value: unknown, at = 'group'): Problems {
  const out: Problems = [];
  if (!shape(value, at, { id: isId, name: isText, localize_name: orNull(isText), items: isList }, out)) return out;
  list((value as ModifierGroup).items, `${at}.items`, (item, where) => {
    if (!shape(item, where, { id: isId, name: isText, localize_name: orNull(isText), actual_price: isPrice, modifier_id: isId, priority: isInt, instructions: isList }, out)) return;
    list((item as { instructions: unknown }).instructions, `${where}.instructions`, (ins, w) =>
      shape(ins, w, { id: isId, instruction: isText, priority: isInt }, out), out);
  }, out);
  return out;
}

export function brandProblems(value: unknown, at = 'brand'): Problems {
  const out: Problems = [];
  const ok = shape(value, at, {
    brand_id: isId, brand_name: isText, localize_name: orNull(isText), brand_address: orNull(isText), brand_email: orNull(isText),
    brand_phone: orNull(isText), brand_thumbnail: isText, brand_color: orNull(isText), brand_vat_no: orNull(isText), groups: isList,
  }, out);
  if (!ok) return out;
  list((value as Brand).groups, `${at}.groups`, (group, where) => {
    if (!shape(group, where, {
      group_id: isId, group_name: isText, group_thumbnail: isText, group_description: orNull(isText), brand_id: isId, categories: isList,
    }, out)) return;
    ints((group as { categories: unknown }).categories, `${where}.categories`, out);
  }, out);
  return out;
}

export function channelProblems(value: unknown): Problems {
  const out: Problems = [];
  shape(value, 'channel', { channel_id: isId, channel_name: isText }, out);
  return out;
}

export function quotaProblems(value: unknown): Problems {
  const out: Problems = [];
  shape(value, 'quota', { product_id: isId, quota: isInt, remaining_stock: isInt }, out);
  return out;
}

export function soldOutProblems(productIds: unknown): Problems {
  const out: Problems = [];
  list(productIds, 'soldOut', (n, where) => { if (!isId(n)) out.push(`${where}: ${String(n)}`); }, out);
  if (Array.isArray(productIds) && new Set(productIds).size !== productIds.length) out.push('soldOut: repeated ids');
  return out;
}

export function sessionProblems(s: Session): Problems {
  const out: Problems = [];
  if (!shape(s, 'session', { user: (v) => typeof v === 'object', location: (v) => typeof v === 'object', config: (v) => typeof v === 'object' }, out)) return out;
  shape(s.user, 'session.user', { id: isId, name: isText, brand_id: orNull(isInt) }, out);
  shape(s.location, 'session.location', { id: isId, name: isText, currency: isText, timezone: isText }, out);
  shape(s.config, 'session.config', { currency_decimals: (v) => v === 0 || v === 1 || v === 2 || v === 3, unify_mode: isFlag, currency_digits_from: (v) => v === 'session' || v === 'currency' || v === 'fallback' }, out);
  return out;
}
