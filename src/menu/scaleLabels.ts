/**
 * "Scale labels" as a manager sets them (Settings): the prefixes that mark a scale's label,
 * where its item code sits and how many digits it has, and whether the number it carries is a
 * weight or a price. Checked here, so a layout that cannot be read (an item code running into
 * the check digit, prefixes of two lengths) is refused with its reason before it is stored.
 */
import { latinDigits, readTypedWhole } from '../core/typedNumber';
import { DEFAULT_SCALE_CONFIG, type ScaleBarcodeConfig } from './barcode';

/** The form's fields as typed. */
export interface ScaleLabelsForm {
  prefixFrom: string;
  prefixTo: string;
  /** 1 = the label's first digit. */
  itemCodeStart: string;
  itemCodeLength: string;
  embedded: ScaleBarcodeConfig['embedded'];
}

export type ScaleLabelsRefusal =
  /** A prefix is not digits, the two differ in length, or the range runs backwards. */
  | { ok: false; reason: 'prefix' }
  /** The item code starts inside the prefix or is not a whole number of digits. */
  | { ok: false; reason: 'item-code' }
  /** The item code leaves no digit for the embedded value before the check digit (13th). */
  | { ok: false; reason: 'no-value' };

/** EAN-13: the 13th digit is the check digit; the value ends at the 12th. */
const LAST_VALUE_DIGIT = 12;
const MAX_PREFIXES = 100;

/** The prefixes from `from` to `to` as the label prints them ("20".."29"), each as many digits as `from`. */
function prefixRange(from: string, to: string): string[] | null {
  if (!/^\d{1,3}$/.test(from) || to.length !== from.length || !/^\d+$/.test(to)) return null;
  const [low, high] = [Number(from), Number(to)];
  if (high < low || high - low >= MAX_PREFIXES) return null;
  return Array.from({ length: high - low + 1 }, (_, i) => String(low + i).padStart(from.length, '0'));
}

/** The layout the form describes, or why it cannot be read. Digits may be typed in any script. */
export function scaleLabelsFrom(form: ScaleLabelsForm): { ok: true; config: ScaleBarcodeConfig } | ScaleLabelsRefusal {
  // Prefixes keep their leading zeros ("02" is a prefix of its own), so they are read as digit text.
  const prefixes = prefixRange(latinDigits(form.prefixFrom), latinDigits(form.prefixTo));
  if (prefixes === null) return { ok: false, reason: 'prefix' };
  const start = readTypedWhole(form.itemCodeStart, 2);
  const length = readTypedWhole(form.itemCodeLength, 2);
  if (!start.ok || !length.ok || length.value < 1 || start.value <= prefixes[0]!.length) return { ok: false, reason: 'item-code' };
  if (start.value + length.value - 1 >= LAST_VALUE_DIGIT) return { ok: false, reason: 'no-value' };
  return { ok: true, config: { prefixes, itemCodeStart: start.value, itemCodeLength: length.value, embedded: form.embedded } };
}

/** The form that shows `config` (the default layout when none is stored). */
export function scaleLabelsForm(config: ScaleBarcodeConfig = DEFAULT_SCALE_CONFIG): ScaleLabelsForm {
  const first = config.prefixes[0] ?? '';
  return {
    prefixFrom: first,
    prefixTo: config.prefixes[config.prefixes.length - 1] ?? first,
    itemCodeStart: String(config.itemCodeStart ?? first.length + 1),
    itemCodeLength: String(config.itemCodeLength),
    embedded: config.embedded,
  };
}

/** One symbol per kind of digit, in the language on screen. */
export interface PatternSymbols {
  prefix: string;
  item: string;
  weight: string;
  price: string;
  check: string;
}

const LATIN: PatternSymbols = { prefix: 'P', item: 'I', weight: 'W', price: '¤', check: 'C' };

/**
 * The label as the layout reads it, digit by digit: prefix, item code, weight or price, `-`
 * not read, check digit ("PPIIIIIWWWWWC" with the Latin symbols).
 */
export function labelPattern(config: ScaleBarcodeConfig, symbols: PatternSymbols = LATIN): string {
  const prefix = config.prefixes[0]?.length ?? 0;
  const start = (config.itemCodeStart ?? prefix + 1) - 1;
  const value = config.embedded === 'weight' ? symbols.weight : symbols.price;
  let out = '';
  for (let i = 0; i < 13; i++) {
    out += i < prefix ? symbols.prefix : i < start ? '-' : i < start + config.itemCodeLength ? symbols.item : i < LAST_VALUE_DIGIT ? value : symbols.check;
  }
  return out;
}
