/**
 * The product grid (ui-contract "Menu": `list` "Products"), virtualized by rows: only the
 * rows in view, plus a little overscan, are in the DOM, so a category of thousands of
 * products costs the same as one of twenty. Cards sit at absolute positions inside the list,
 * so the list holds list items only.
 *
 * The grid starts at `rect`, the last size measured (a first guess before any, and in jsdom,
 * which has no layout), so it renders a screenful at once; a new grid reads its real size
 * once, before its first paint, and category taps refill it without reading layout.
 *
 * The grid is one Tab stop (a roving tabindex): Tab reaches one card, the last one focused or
 * tapped (the first of a new listing), and the arrow keys move across and down the rows,
 * scrolling the card into view, so the order and "Pay" are one Tab away from any product.
 */
import { useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useContext, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { CardActionContext } from './cardAction';
import type { Product } from '../../core/catalog';
import type { CurrencyDigits } from '../../core/money';
import { isSoldOut, type Availability } from '../../core/availability';
import { cardWidthFor, columnsFor, type GridMetrics } from './gridLayout';
import { observeOffsetOnScroll, observeRectAfterLayout, scrollUnlessThere } from './gridObservers';
import { ProductCard } from './ProductCard';
import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '../../i18n/react';

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
  /** The category's listing is being read: the list says it is busy (and shows what it has, nothing). */
  busy?: boolean;
}

/** Rows rendered beyond the viewport: enough for a flick to find cards ready, few enough to keep a tap cheap. */
const OVERSCAN_ROWS = 1;

export function ProductGrid({ products, availability, digits, channelId, metrics, rect, onChoose, busy = false }: ProductGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const cardAction = useContext(CardActionContext);
  const { t } = useLingui();
  const { lang } = useLanguage();
  // The product whose card holds the grid's Tab stop; the place of the card to focus once rendered.
  const [stopId, setStopId] = useState(-1);
  const focusAt = useRef(-1);

  const { width, observeRect } = useGridWidth(scrollRef, rect);
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

  // The Tab stop is on a rendered card: the one last focused while it is shown, else the first in view.
  const rows = virtualizer.getVirtualItems();
  const firstShown = (rows[0]?.index ?? 0) * columns;
  const shownIds = products.slice(firstShown, firstShown + rows.length * columns).map((p) => p.id);
  const tabStop = shownIds.includes(stopId) ? stopId : shownIds[0];
  // The place in the listing of the card an event came from.
  const placeOf = (target: EventTarget) => Number((target as Element).parentElement?.getAttribute('aria-posinset')) - 1;

  function onKeyDown(e: KeyboardEvent<HTMLUListElement>) {
    const across = getComputedStyle(e.currentTarget).direction === 'rtl' ? -1 : 1;
    const move = { ArrowRight: across, ArrowLeft: -across, ArrowDown: columns, ArrowUp: -columns }[e.key];
    const to = placeOf(e.target) + (move ?? NaN);
    const product = products[to];
    if (product === undefined) return;
    e.preventDefault();
    focusAt.current = to;
    setStopId(product.id);
    virtualizer.scrollToIndex(Math.floor(to / columns));
  }

  // Focus follows the arrow keys once the card is rendered (its row may have had to scroll in).
  useLayoutEffect(() => {
    if (focusAt.current < 0) return;
    const card = scrollRef.current?.querySelector<HTMLElement>(`[aria-posinset="${focusAt.current + 1}"] > button`);
    if (!card) return;
    focusAt.current = -1;
    card.focus();
  });

  const items = [];
  const inline = lang.dir === 'rtl' ? -1 : 1;
  for (const row of rows) {
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
            inlineSize: cardWidth,
            blockSize: metrics.rowHeight,
            // Cells sit at the inline start (the right in Arabic) and move along the reading direction.
            transform: `translate(${inline * column * (cardWidth + metrics.gap)}px, ${row.start}px)`,
          }}
        >
          <ProductCard
            product={product}
            soldOut={isSoldOut(availability, product)}
            digits={digits}
            channelId={channelId}
            onChoose={onChoose}
            tabIndex={product.id === tabStop ? 0 : -1}
          />
          {cardAction?.(product, isSoldOut(availability, product))}
        </li>,
      );
    }
  }

  return (
    <div ref={scrollRef} className="grid-scroll menu-grid">
      <ul
        role="list"
        aria-label={t`Products`}
        aria-busy={busy || undefined}
        className="grid"
        style={{ blockSize: Math.max(0, virtualizer.getTotalSize() - metrics.gap) }}
        onKeyDown={onKeyDown}
        // A card focused by a tap or by Tab takes the Tab stop.
        onFocus={(e) => setStopId(products[placeOf(e.target)]?.id ?? stopId)}
      >
        {items}
      </ul>
    </div>
  );
}

/**
 * The grid's width, kept in `rect` for the next grid, and the size observer the virtualizer
 * reads it through (after layout, so a resize reads no layout of its own).
 */
function useGridWidth(scrollRef: RefObject<HTMLDivElement | null>, rect: RefObject<Rect>) {
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
  }, [scrollRef, rect]);
  return { width, observeRect };
}
