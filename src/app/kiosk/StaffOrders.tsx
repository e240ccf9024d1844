/**
 * "Orders" at a kiosk, opened by staff through "Staff" and the PIN: the whole flow a till has
 * (reprints marked COPY, kitchen tickets, retries, "Mark paid", refunds). Left untouched for the
 * kiosk's idle time it closes by itself, so the next customer never finds it open.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import type { Channel } from '../../core/catalog';
import { useTouches } from '../../checkout/ui/useTouches';

const OrdersFlow = lazy(() => import('../OrdersFlow').then((m) => ({ default: m.OrdersFlow })));

export function StaffOrders({ timeZone, channels, idleSeconds, onClose }: {
  timeZone: string;
  channels: readonly Channel[];
  idleSeconds: number;
  onClose(): void;
}) {
  const touched = useTouches();
  // The latest onClose, so a render of the shell does not restart the wait.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), idleSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [touched, idleSeconds]);
  return (
    <Suspense fallback={null}>
      <OrdersFlow timeZone={timeZone} channels={channels} onClose={onClose} />
    </Suspense>
  );
}
