/**
 * Geometry of the product grid: how many cards fit across the grid's width, and where each
 * card sits. Cards keep a fixed height so the virtualizer never measures a row.
 */

export interface GridMetrics {
  /** Narrowest a card may be; columns are as many as fit at this width. */
  readonly minCardWidth: number;
  readonly rowHeight: number;
  readonly gap: number;
}

/** Cashier till: cards of roughly 150 to 180 px, well above the 44 px touch minimum. */
export const TILL_GRID: GridMetrics = Object.freeze({ minCardWidth: 150, rowHeight: 168, gap: 8 });

/** Self-service kiosk: larger cards for customers at arm's length. */
export const KIOSK_GRID: GridMetrics = Object.freeze({ minCardWidth: 200, rowHeight: 232, gap: 12 });

export function columnsFor(width: number, metrics: GridMetrics): number {
  return Math.max(1, Math.floor((width + metrics.gap) / (metrics.minCardWidth + metrics.gap)));
}

/** Touch targets stay at least this wide, however narrow the grid (ui-contract: 44 x 44 CSS px). */
export const MIN_TOUCH = 44;

/** The width each of `columns` cards gets so that together with the gaps they fill `width`. */
export function cardWidthFor(width: number, columns: number, metrics: GridMetrics): number {
  return Math.max(MIN_TOUCH, (width - metrics.gap * (columns - 1)) / columns);
}
