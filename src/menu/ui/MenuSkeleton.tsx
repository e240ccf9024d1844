/**
 * The menu's place before the catalog is read: tab rows, the search row, the rail and the
 * grid's cards, each at the size the real ones take, so the menu that replaces it lands
 * where the cashier already looks. The cards follow the grid's own metrics (gridLayout.ts):
 * as many columns as fit `minCardWidth`, the same row height and gap. Hidden from assistive
 * technology: it says nothing; the shell says what is loading.
 */
import type { CSSProperties } from 'react';
import type { GridMetrics } from './gridLayout';
import './menu.css';

const BRAND_TABS = [7, 6];
const GROUP_TABS = [5, 7, 6, 5];
const RAIL_TABS = 5;
/** Enough cards to fill a large screen; the grid clips the rest. */
const CARDS = 30;

function TabRow({ widths }: { widths: readonly number[] }) {
  return (
    <div className="tabs menu-skeleton__tabs">
      {widths.map((em, i) => (
        <span key={i} className="tab menu-skeleton__block" style={{ inlineSize: `${em}em` }} />
      ))}
    </div>
  );
}

export function MenuSkeleton({ metrics, kiosk = false }: { metrics: GridMetrics; kiosk?: boolean }) {
  const grid: CSSProperties = {
    gridTemplateColumns: `repeat(auto-fill, minmax(${metrics.minCardWidth}px, 1fr))`,
    gridAutoRows: `${metrics.rowHeight}px`,
    gap: `${metrics.gap}px`,
  };
  return (
    <div className={`menu selling-menu menu-skeleton${kiosk ? ' selling-menu--kiosk' : ''}`} aria-hidden="true">
      <TabRow widths={BRAND_TABS} />
      <TabRow widths={GROUP_TABS} />
      <div className="menu__search">
        <span className="menu-skeleton__block menu-skeleton__search" />
      </div>
      <div className="menu__body">
        <div className="rail">
          {Array.from({ length: RAIL_TABS }, (_, i) => (
            <span key={i} className="tab menu-skeleton__block" />
          ))}
        </div>
        <div className="selling-menu__results">
          <div className="grid-scroll menu-skeleton__grid" style={grid}>
            {Array.from({ length: CARDS }, (_, i) => (
              <span key={i} className="menu-skeleton__card" />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
