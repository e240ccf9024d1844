/**
 * One plain sentence for every way the cart or pricing can refuse a change, so the cashier learns why
 * (ui-contract "Order (cart)": `Only 2 left`). Product names come from the lines involved,
 * which carry them as snapshots: a combo child or add-on that ran out is named, not the line.
 */
import type { CartRefusal } from '../cart';
import type { PricedLine, PricingRefusal } from '../pricing';

type NamedLine = PricedLine & { line_id?: string };

function productName(lines: readonly NamedLine[], productId: number): string | null {
  for (const line of lines) {
    if (line.product_id === productId) return line.name;
    for (const addon of line.addons) if (addon.product_id === productId) return addon.name;
    for (const child of line.children) if (child.product_id === productId) return child.name;
  }
  return null;
}

/** The discount limit of an item, as the refusal and the discount form both state it. */
export function discountCapText(cap: number): string {
  return cap <= 0 ? 'No discount allowed on this item' : `Up to ${cap}% on this item`;
}

/**
 * `lines`: the order's lines, plus the line being added when the refusal answers `lineAdded`,
 * so the message can name the product.
 */
export function refusalMessage(refusal: CartRefusal, lines: readonly NamedLine[] = []): string {
  switch (refusal.reason) {
    case 'sold-out': {
      const name = productName(lines, refusal.product_id);
      return name ? `Sold out: ${name}` : 'Sold out';
    }
    case 'quota': {
      const name = productName(lines, refusal.product_id);
      if (refusal.remaining <= 0) return name ? `No more ${name} left` : 'None left';
      return `Only ${refusal.remaining} left${name ? ` of ${name}` : ''}`;
    }
    case 'discount-cap':
      return discountCapText(refusal.cap);
    case 'invalid-discount':
      return 'Enter a whole percent from 0 to 100';
    case 'invalid-quantity':
      return 'That quantity cannot be sold';
    case 'weighed-line':
      return 'A weighed item is sold by its weight: remove it and weigh again';
    case 'unknown-line':
      return 'That item is no longer in the order';
    case 'duplicate-line-id':
      return 'That item is already in the order';
    case 'stale-price':
      return 'The sales channel changed while adding: add the item again';
    case 'price-mismatch':
      return 'The item changed while adding: add it again';
    case 'price-changed': {
      const name = lines.find((l) => l.line_id === refusal.line_id)?.name ?? 'This item';
      return refusal.gone
        ? `${name} is no longer on the menu: no more can be added`
        : `The price of ${name} changed since it was added: add more from the menu, as a new line at the new price`;
    }
    case 'reprice-failed': {
      const name = lines.find((l) => l.line_id === refusal.line_id)?.name ?? 'An item';
      return `${name} can no longer be priced from the menu: remove it first`;
    }
    case 'too-large':
      return 'The order total would be too large';
    case 'note-too-long':
      return `A note holds at most ${refusal.max} characters`;
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
      return 'This item changed in the catalog; open it again.';
    case 'invalid-weight':
      return 'Type a weight above 0.';
    case 'open-price-missing':
      return 'Type a price.';
    case 'open-price-not-allowed':
      return 'This item has a fixed price.';
    case 'combo-incomplete':
      return 'Choose something in every part of the deal.';
    default:
      return refusalMessage(refusal, lines);
  }
}
