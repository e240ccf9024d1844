/**
 * One plain sentence for every way the cart or pricing can refuse a change, so the cashier learns why
 * (ui-contract "Order (cart)": `Only 2 left`). Product names come from the lines involved,
 * which carry them as snapshots: a combo child or add-on that ran out is named, not the line.
 */
import { plural, t } from '@lingui/core/macro';
import type { CartRefusal } from '../cart';
import type { PricedLine, PricingRefusal } from '../pricing';
import type { LineStockProblem } from '../orderStock';
import { currentLanguage } from '../../i18n/i18n';
import { localName } from '../../core/names';

type NamedLine = PricedLine & { line_id?: string };

/** A line's name in the language on screen. */
function shown(row: { name: string; localize_name?: string | null }): string {
  return localName(row, currentLanguage().localNames);
}

function productName(lines: readonly NamedLine[], productId: number): string | null {
  for (const line of lines) {
    if (line.product_id === productId) return shown(line);
    for (const addon of line.addons) if (addon.product_id === productId) return shown(addon);
    for (const child of line.children) if (child.product_id === productId) return shown(child);
  }
  return null;
}

/** The discount limit of an item, as the refusal and the discount form both state it. */
export function discountCapText(cap: number): string {
  return cap <= 0 ? t`No discount allowed on this item` : t`Up to ${cap}% on this item`;
}

/** Why a line of the order cannot be sold as it stands (`orderStockProblems`), naming what ran out. */
export function stockProblemText(problem: LineStockProblem, line: NamedLine): string {
  const refusal: CartRefusal =
    problem.reason === 'sold-out'
      ? { ok: false, reason: 'sold-out', product_id: problem.product_id }
      : { ok: false, reason: 'quota', product_id: problem.product_id, remaining: problem.remaining };
  return refusalMessage(refusal, [line]);
}

/**
 * `lines`: the order's lines, plus the line being added when the refusal answers `lineAdded`,
 * so the message can name the product.
 */
export function refusalMessage(refusal: CartRefusal, lines: readonly NamedLine[] = []): string {
  switch (refusal.reason) {
    case 'sold-out': {
      const name = productName(lines, refusal.product_id);
      return name ? t`Sold out: ${name}` : t`Sold out`;
    }
    case 'quota': {
      const name = productName(lines, refusal.product_id);
      if (refusal.remaining <= 0) return name ? t`No more ${name} left` : t`None left`;
      return name
        ? t`${plural({ remaining: refusal.remaining }, { one: `Only # left of ${name}`, other: `Only # left of ${name}` })}`
        : t`${plural({ remaining: refusal.remaining }, { one: 'Only # left', other: 'Only # left' })}`;
    }
    case 'discount-cap':
      return discountCapText(refusal.cap);
    case 'invalid-discount':
      return t`Enter a whole percent from 0 to 100`;
    case 'invalid-quantity':
      return t`That quantity cannot be sold`;
    case 'weighed-line':
      return t`A weighed item is sold by its weight: remove it and weigh again`;
    case 'unknown-line':
      return t`That item is no longer in the order`;
    case 'duplicate-line-id':
      return t`That item is already in the order`;
    case 'stale-price':
      return t`The sales channel changed while adding: add the item again`;
    case 'price-mismatch':
      return t`The item changed while adding: add it again`;
    case 'price-changed': {
      const line = lines.find((l) => l.line_id === refusal.line_id);
      const name = line ? shown(line) : t`This item`;
      return refusal.gone
        ? t`${name} is no longer on the menu: no more can be added`
        : t`The price of ${name} changed since it was added: add more from the menu, as a new line at the new price`;
    }
    case 'reprice-failed': {
      const line = lines.find((l) => l.line_id === refusal.line_id);
      const name = line ? shown(line) : t`An item`;
      return t`${name} can no longer be priced from the menu: remove it first`;
    }
    case 'too-large':
      return t`The order total would be too large`;
    case 'note-too-long':
      return t`A note holds at most ${{ max: refusal.max }} characters`;
    case 'void-needed':
      return t`The kitchen has this order: void the sent items first`;
    case 'split-share':
      return t`This is a share of a split bill: it cannot be changed`;
    case 'undo-expired':
      return t`The order has changed since: there is nothing to undo`;
    case 'approval': {
      const name = productName(lines, refusal.product_id) ?? t`this item`;
      return t`The discount on ${name} would pass what the manager approved: it needs a manager's approval again`;
    }
    default: {
      const unknown: never = refusal;
      return unknown;
    }
  }
}

/**
 * A change to the order refused by the cart's rules, or by pricing: a line that cannot be
 * priced as it was chosen (the catalog changed under the picker, or a typed value is missing).
 */
export function orderRefusalMessage(refusal: CartRefusal | PricingRefusal, lines: readonly NamedLine[] = []): string {
  switch (refusal.reason) {
    case 'unknown-product':
    case 'unknown-option':
    case 'unknown-instruction':
    case 'unknown-addon':
    case 'unknown-child':
      return t`This item changed in the catalog; open it again.`;
    case 'invalid-weight':
      return t`Type a weight above 0.`;
    case 'open-price-missing':
      return t`Type a price.`;
    case 'open-price-not-allowed':
      return t`This item has a fixed price.`;
    case 'invalid-label-price':
      return t`This scale label cannot be read: weigh the item again.`;
    case 'combo-incomplete':
      return t`Choose something in every part of the deal.`;
    default:
      return refusalMessage(refusal, lines);
  }
}
