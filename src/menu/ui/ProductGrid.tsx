/**
 * The product grid (ui-contract "Menu": `list` "Products"), virtualized by rows: only the
 * rows in view, plus a little overscan, are in the DOM, so a category of thousands of
 * products costs the same as one of twenty. Cards sit at absolute positions inside the list,
 * so the list holds list items only.
 *
 * The grid starts at `rect`, the last size measured (a first guess before any, and in jsdom,
 * which has no layout), so it renders a screenful at once; a new grid reads its real size
 * once, before its first paint, and category taps refill it without reading layout.
 */
import { useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Product } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { isSoldOut, type Availability } from '../../core/availability';
import { cardWidthFor, columnsFor, type GridMetrics } from './gridLayout';
import { observeOffsetOnScroll, observeRectAfterLayout, scrollUnlessThere } from './gridObservers';
import { ProductCard } from './ProductCard';

export interface ProductGridProps {
  products: readonly Product[];
  availability: Availability;
  digits: CurrencyDigits;
  /** The order's sales channel, whose prices the cards show. */
  channelId: number | null;
  metrics: GridMetrics;
  /** The last size measured, kept by the owner so a remounted grid starts at it. */
  rect: RefObject<Rect>;
  onChoose(product: Product): void;
}

/** Rows rendered beyond the viewport: enough for a flick to find cards ready, few enough to keep a tap cheap. */
const OVERSCAN_ROWS = 1;

export function ProductGrid({ products, availability, digits, channelId, metrics, rect, onChoose }: ProductGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(rect.current.width);

  const observeRect = useMemo(
    () =>
      observeRectAfterLayout((measured) => {
        rect.current = measured;
        setWidth(measured.width);
      }),
    [rect],
  );

  // A grid mounted at a guessed size is measured once before its first paint: laid out at
  // the guess, its cards would be painted in one place and then jump to another, and a tap
  // aimed at one product would land on the next. One layout read per mount, not per tap.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measured = { width: element.clientWidth, height: element.clientHeight };
    if (measured.width <= 0 || measured.height <= 0 || measured.width === rect.current.width) return;
    rect.current = measured;
    setWidth(measured.width);
  }, [rect]);

  const columns = columnsFor(width, metrics);
  const cardWidth = cardWidthFor(width, columns, metrics);
  const rowStep = metrics.rowHeight + metrics.gap;
  const virtualizer = useVirtualizer({
    count: Math.ceil(products.length / columns),
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowStep,
    overscan: OVERSCAN_ROWS,
    initialRect: rect.current,
    observeElementRect: observeRect,
    observeElementOffset: observeOffsetOnScroll,
    scrollToFn: scrollUnlessThere,
  });

  // Another category or search result starts at the top. The grid's DOM is kept and refilled:
  // cheaper than building a new grid, and no layout is read while it changes.
  const shown = useRef(products);
  useLayoutEffect(() => {
    if (shown.current === products) return;
    shown.current = products;
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [products, virtualizer]);

  const items = [];
  for (const row of virtualizer.getVirtualItems()) {
    for (let column = 0; column < columns; column++) {
      const at = row.index * columns + column;
      const product = products[at];
      if (product === undefined) break;
      items.push(
        <li
          key={at}
          aria-setsize={products.length}
          aria-posinset={at + 1}
          className="menu-grid__cell"
          style={{
            width: cardWidth,
            height: metrics.rowHeight,
            transform: `translate(${column * (cardWidth + metrics.gap)}px, ${row.start}px)`,
          }}
        >
          <ProductCard
            product={product}
            soldOut={isSoldOut(availability, product)}
            digits={digits}
            channelId={channelId}
            onChoose={onChoose}
          />
        </li>,
      );
    }
  }

  return (
    <div ref={scrollRef} className="grid-scroll menu-grid">
      <ul role="list" aria-label="Products" className="grid" style={{ height: Math.max(0, virtualizer.getTotalSize() - metrics.gap) }}>
        {items}
      </ul>
    </div>
  );
}
