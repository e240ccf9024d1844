/**
 * The order side of the till's selling screen: the order panel once its lines can be priced
 * (a skeleton until then), with the till's actions under the lines (parking, the note, the
 * kitchen's), and the order's last refusal in one sentence. A kiosk shows its own order
 * (kiosk/KioskCart.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import type { LineStockProblem } from '../cart/orderStock';
import type { Catalog } from '../core/catalog';
import type { CurrencyDigits } from '../core/money';
import { isStale, type CartState } from '../cart/cart';
import { OrderPanel, type LineChanges, type OrderPanelProps } from '../cart/ui/OrderPanel';
import { OrderPanelSkeleton } from '../cart/ui/OrderPanelSkeleton';
import { KitchenActions } from '../cart/ui/KitchenActions';
import type { Kitchen } from './kitchen/useKitchen';
import { OrderActions } from '../cart/ui/OrderActions';
import type { useSellingOrder } from './useSellingOrder';

export function SellingOrderPanel({ cart, loaded, drawn, digits, catalog, order, kitchen, problems, modify, stampDiscount, onPay }: {
  cart: CartState | undefined;
  /** Every product and extra the lines are priced from is in (`useOrderProducts`). */
  loaded: boolean;
  /** The order was shown once: it stays while a line another tab added is read. */
  drawn: boolean;
  digits: CurrencyDigits;
  catalog: Catalog;
  order: ReturnType<typeof useSellingOrder>;
  kitchen: Kitchen;
  problems: readonly LineStockProblem[];
  modify: LineChanges | undefined;
  stampDiscount: OrderPanelProps['stampDiscount'];
  onPay: () => void;
}) {
  const { t } = useLingui();
  const { ctx } = order;
  return (
    <>
      {cart && (loaded || drawn) ? (
        <OrderPanel
          state={cart}
          reading={!loaded}
          digits={digits}
          channels={catalog.channels}
          discountCap={(id) => ctx.rules.discountCap(id)}
          isStale={(line) => isStale(line, cart.channel_id, ctx.pricing)}
          onEvent={kitchen.onCartEvent}
          onPay={onPay}
          problems={problems}
          stampDiscount={stampDiscount}
          {...(order.approveDiscount ? { approveDiscount: order.approveDiscount } : {})}
          modify={modify}
          actions={
            <>
              <OrderActions
                cart={cart}
                brandId={order.menuBrandId}
                digits={digits}
                onNote={(note) => order.send(() => ({ type: 'noteChanged', note }))}
                discount={{ cap: (id) => ctx.rules.discountCap(id), send: kitchen.onCartEvent, stamp: stampDiscount }}
              />
              <KitchenActions cart={cart} kitchen={kitchen} />
            </>
          }
        />
      ) : (
        <OrderPanelSkeleton />
      )}
      {order.notice && (
        <p role="alert" className="alert selling__notice">
          {order.notice}
          <button type="button" className="btn btn--small" onClick={order.dismissNotice}>
            {t`Dismiss`}
          </button>
        </p>
      )}
    </>
  );
}
