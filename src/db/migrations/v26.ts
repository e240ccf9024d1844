/**
 * Version 26: bills split in equal parts before each bill held its own share of the units.
 *
 * Until then "Equal parts" put every line's whole `quantity` on each bill it reached, with a
 * `share` (`{ part, parts, counts_stock }`) and that bill's share of the money; so each bill
 * sent and sold every unit again. Open and parked orders, completed sales and void documents a
 * terminal stored that way are rewritten to today's shape (src/checkout/split.ts): each share
 * of a line holds its part of the units (`0.5`, kept to 3 decimals), the whole units the
 * kitchen makes with that bill (`kitchen_units`) and the units the kitchen had of them
 * (`sent`), and loses `share`. Its money is what the bill was, and stays: a bill may be paid.
 *
 * The rule (frozen in `v26.upgrade.ts`, loaded only when it runs, whatever the split becomes
 * later), per line of one split order
 * (`split_of` and `line_id`, its bills read from the open order, the parked orders and the
 * sales together, in the order of `share.part`):
 * - a bill's units are the line's units in the share its subtotal is of the line's whole
 *   subtotal (priced from the line's own prices, as the till priced it then), in thousandths;
 *   the bill that counted the units (`counts_stock`, the last) takes what the others leave, so
 *   the bills hold the line's units once; a line of no amount was whole on that bill;
 * - the kitchen makes each whole unit once, with the bill whose running share of units first
 *   passes it by half (as the split does today), and the units it had of the line (the most
 *   any bill recorded as sent: each bill that sent then sent the whole line) go to the first
 *   bills that make units;
 * - an open or parked bill learns which bill it is (`split_part`, from `share.part`), so the
 *   guests are asked with the first only.
 * Outbox entries also gain an index on `kind`, each entry without one (written before version
 * 9, all sales) getting `sale`, so the audit trail's entries are counted without reading the
 * queue.
 */
import { loadedUpgrade, type Migration } from './migration';
import { v25 } from './v25';

export const v26: Migration = {
  version: 26,
  stores: { ...v25.stores, outbox: 'client_order_id, queued_at, kind' },
  upgrade: loadedUpgrade(() => import('./v26.upgrade')),
};
