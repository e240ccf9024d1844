/**
 * How a line's parts read to a person, shared by the order panel and the receipt: the
 * quantity (`2`, or `0.333 kg` for a weighed line, built from whole grams so no float
 * rounding can show) and an option with its quantity and kitchen instructions.
 */
import type { PricedLine, PricedOption } from './pricing';
import type { Named } from '../core/names';

export function formatKg(grams: number, kg = 'kg'): string {
  return `${kilograms(grams)} ${kg}`;
}

/** Whole grams as kilograms with 3 decimals, no unit ("1.250"), as a weight field shows them. */
export function kilograms(grams: number): string {
  const sign = grams < 0 ? '-' : '';
  const abs = Math.abs(grams);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** `kg`: the unit as the language on screen writes it. */
export function quantityText(line: Pick<PricedLine, 'quantity' | 'weight_g'>, kg = 'kg'): string {
  return line.weight_g === null ? String(line.quantity) : formatKg(line.weight_g, kg);
}

/** `Cheese ×2 (No salt, Well done)`; `name` picks the name in the language on screen. */
export function optionText(
  option: Pick<PricedOption, 'name' | 'localize_name' | 'quantity' | 'instructions'>,
  name: (row: Named) => string = (row) => row.name,
): string {
  const count = option.quantity > 1 ? ` ×${option.quantity}` : '';
  const notes = option.instructions.map((i) => i.instruction).join(', ');
  return `${name(option)}${count}${notes ? ` (${notes})` : ''}`;
}

/**
 * A line's choices in one row, as a meal reads aloud: the line's own options and add-ons,
 * then each item of a deal with its own options after a colon, parts apart by "; " and options
 * by ", ": `Brioche, Garlic mayo; French fries; 2 × Pepsi`, or for a deal's main
 * `Chicken burger: Brioche, Garlic mayo; French fries; Pepsi`. Nothing chosen gives "", never a
 * leading or trailing separator. The note is not part of it.
 */
export function choicesText(
  line: Pick<PricedLine, 'options' | 'addons' | 'children'>,
  name: (row: Named) => string = (row) => row.name,
): string {
  const options = (of: readonly PricedOption[]) => of.map((o) => optionText(o, name));
  const own = [...options(line.options), ...line.addons.map((a) => `+ ${name(a)}${a.quantity > 1 ? ` ×${a.quantity}` : ''}`)].join(', ');
  const items = line.children.map((child) => {
    const chosen = options(child.options).join(', ');
    return `${child.quantity > 1 ? `${child.quantity} × ` : ''}${name(child)}${chosen ? `: ${chosen}` : ''}`;
  });
  return [own, ...items].filter((part) => part !== '').join('; ');
}
