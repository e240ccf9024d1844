/**
 * How a line's parts read to a person, shared by the order panel and the receipt: the
 * quantity (`2`, or `0.333 kg` for a weighed line, built from whole grams so no float
 * rounding can show) and an option with its quantity and kitchen instructions.
 */
import type { PricedLine, PricedOption } from './pricing';

export function formatKg(grams: number): string {
  const sign = grams < 0 ? '-' : '';
  const abs = Math.abs(grams);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')} kg`;
}

export function quantityText(line: Pick<PricedLine, 'quantity' | 'weight_g'>): string {
  return line.weight_g === null ? String(line.quantity) : formatKg(line.weight_g);
}

/** `Cheese ×2 (No salt, Well done)`. */
export function optionText(option: Pick<PricedOption, 'name' | 'quantity' | 'instructions'>): string {
  const count = option.quantity > 1 ? ` ×${option.quantity}` : '';
  const notes = option.instructions.map((i) => i.instruction).join(', ');
  return `${option.name}${count}${notes ? ` (${notes})` : ''}`;
}
