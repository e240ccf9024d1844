/**
 * The selling screen's place before there is a catalog to sell from (starting, opening the
 * stored catalog, or the first sync): the menu and the order panel as skeletons of their
 * final size, with what is happening said over them. The screen that replaces it lands in
 * the same places, so nothing the cashier sees moves when the data arrives.
 */
import { OrderPanelSkeleton } from '../cart/ui/OrderPanelSkeleton';
import { KIOSK_GRID, TILL_GRID } from '../menu/ui/gridLayout';
import { MenuSkeleton } from '../menu/ui/MenuSkeleton';

export function SellingSkeleton({ message, kiosk = false }: { message: string; kiosk?: boolean }) {
  return (
    <div className={`selling selling-skeleton${kiosk ? ' selling--kiosk' : ''}`}>
      <MenuSkeleton metrics={kiosk ? KIOSK_GRID : TILL_GRID} kiosk={kiosk} />
      <OrderPanelSkeleton />
      <p role="status" className="selling-skeleton__message">
        {message}
      </p>
    </div>
  );
}
